-- CreateIndex
CREATE INDEX "User_unitId_id_idx" ON "User"("unitId", "id");
