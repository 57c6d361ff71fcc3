-- AlterTable
ALTER TABLE "AuditLog" ADD COLUMN     "after" TEXT,
ADD COLUMN     "before" TEXT;
