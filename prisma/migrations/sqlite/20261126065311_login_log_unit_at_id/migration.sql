-- DropIndex
DROP INDEX "AuditLog_unitId_at_idx";

-- DropIndex
DROP INDEX "LoginLog_unitId_at_idx";

-- DropIndex
DROP INDEX "OperationLog_unitId_at_idx";

-- CreateIndex
CREATE INDEX "AuditLog_unitId_at_id_idx" ON "AuditLog"("unitId", "at", "id");

-- CreateIndex
CREATE INDEX "LoginLog_unitId_at_id_idx" ON "LoginLog"("unitId", "at", "id");

-- CreateIndex
CREATE INDEX "OperationLog_unitId_at_id_idx" ON "OperationLog"("unitId", "at", "id");
