-- AlterTable
ALTER TABLE "Message" ADD COLUMN "targetKind" TEXT;
ALTER TABLE "Message" ADD COLUMN "targetUserCode" TEXT;
ALTER TABLE "Message" ADD COLUMN "withdrawnAt" DATETIME;
ALTER TABLE "Message" ADD COLUMN "withdrawnBy" TEXT;
