-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "targetKind" TEXT,
ADD COLUMN     "targetUserCode" TEXT,
ADD COLUMN     "withdrawnAt" TIMESTAMP(3),
ADD COLUMN     "withdrawnBy" TEXT;
