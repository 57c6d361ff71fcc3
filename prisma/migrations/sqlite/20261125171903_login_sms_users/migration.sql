-- CreateTable
CREATE TABLE "LoginSmsUser" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "unitId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "remark" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    CONSTRAINT "LoginSmsUser_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "LoginSmsUser_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "LoginSmsUser_userId_idx" ON "LoginSmsUser"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "LoginSmsUser_unitId_userId_key" ON "LoginSmsUser"("unitId", "userId");
