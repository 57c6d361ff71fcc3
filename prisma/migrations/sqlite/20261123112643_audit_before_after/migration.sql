-- AlterTable
ALTER TABLE "AuditLog" ADD COLUMN "after" TEXT;
ALTER TABLE "AuditLog" ADD COLUMN "before" TEXT;
