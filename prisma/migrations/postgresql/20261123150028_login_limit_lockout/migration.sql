-- AlterTable
ALTER TABLE "LoginLimit" ADD COLUMN     "lockMinutes" INTEGER,
ADD COLUMN     "maxFailures" INTEGER,
ADD COLUMN     "windowMinutes" INTEGER;
