-- AlterTable
ALTER TABLE "LoginLimit" ADD COLUMN     "captchaFailures" INTEGER;
