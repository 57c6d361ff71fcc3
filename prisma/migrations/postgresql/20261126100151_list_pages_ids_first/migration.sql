-- The time indexes end with the id (and the login log's with the unit) so a page's ids are read from
-- the index alone (docs/decisions/115). The new ones are built before the old ones go: the log
-- lists and the retention sweep always have an index on "at".

-- CreateIndex
CREATE INDEX "AuditLog_at_id_idx" ON "AuditLog"("at", "id");

-- CreateIndex
CREATE INDEX "LoginLog_at_id_unitId_idx" ON "LoginLog"("at", "id", "unitId");

-- CreateIndex
CREATE INDEX "Message_publishDate_id_idx" ON "Message"("publishDate", "id");

-- CreateIndex
CREATE INDEX "OperationLog_at_id_idx" ON "OperationLog"("at", "id");

-- DropIndex
DROP INDEX "AuditLog_at_idx";

-- DropIndex
DROP INDEX "LoginLog_at_idx";

-- DropIndex
DROP INDEX "OperationLog_at_idx";
