-- CreateTable
CREATE TABLE "AppSignIn" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "familyId" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "protocol" TEXT NOT NULL,
    "clientCode" TEXT NOT NULL,
    "sid" TEXT NOT NULL,
    "logoutUri" TEXT,
    "frontchannelUri" TEXT,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "endedAt" DATETIME,
    "endReason" TEXT,
    CONSTRAINT "AppSignIn_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "LogoutDelivery" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "signInId" TEXT NOT NULL,
    "protocol" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    "payload" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAt" DATETIME NOT NULL,
    "claimedBy" TEXT,
    "claimedUntil" DATETIME,
    "lastError" TEXT,
    "deliveredAt" DATETIME,
    "abandonedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "LogoutDelivery_signInId_fkey" FOREIGN KEY ("signInId") REFERENCES "AppSignIn" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "AppSignIn_familyId_endedAt_idx" ON "AppSignIn"("familyId", "endedAt");

-- CreateIndex
CREATE INDEX "AppSignIn_userId_endedAt_idx" ON "AppSignIn"("userId", "endedAt");

-- CreateIndex
CREATE INDEX "AppSignIn_endedAt_at_idx" ON "AppSignIn"("endedAt", "at");

-- CreateIndex
CREATE UNIQUE INDEX "AppSignIn_protocol_sid_key" ON "AppSignIn"("protocol", "sid");

-- CreateIndex
CREATE INDEX "LogoutDelivery_deliveredAt_abandonedAt_nextAt_idx" ON "LogoutDelivery"("deliveredAt", "abandonedAt", "nextAt");

-- CreateIndex
CREATE INDEX "LogoutDelivery_signInId_idx" ON "LogoutDelivery"("signInId");
