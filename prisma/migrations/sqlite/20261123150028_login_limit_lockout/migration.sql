-- AlterTable
ALTER TABLE "LoginLimit" ADD COLUMN "lockMinutes" INTEGER;
ALTER TABLE "LoginLimit" ADD COLUMN "maxFailures" INTEGER;
ALTER TABLE "LoginLimit" ADD COLUMN "windowMinutes" INTEGER;
