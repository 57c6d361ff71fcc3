-- CreateTable
CREATE TABLE "OidcClient" (
    "id" SERIAL NOT NULL,
    "appId" INTEGER NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "public" BOOLEAN NOT NULL DEFAULT false,
    "redirectUris" TEXT NOT NULL DEFAULT '[]',
    "postLogoutRedirectUris" TEXT NOT NULL DEFAULT '[]',
    "backchannelLogoutUri" TEXT,
    "frontchannelLogoutUri" TEXT,
    "grantTypes" TEXT NOT NULL DEFAULT '["authorization_code","refresh_token"]',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "updatedBy" TEXT,

    CONSTRAINT "OidcClient_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OidcArtifact" (
    "key" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "grantId" TEXT,
    "userCode" TEXT,
    "uid" TEXT,
    "expiresAt" TIMESTAMP(3),
    "consumedAt" TIMESTAMP(3),
    "familyId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OidcArtifact_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "OidcSigningKey" (
    "kid" TEXT NOT NULL,
    "alg" TEXT NOT NULL,
    "sealedJwk" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'ACTIVE',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "retiredAt" TIMESTAMP(3),

    CONSTRAINT "OidcSigningKey_pkey" PRIMARY KEY ("kid")
);

-- CreateIndex
CREATE UNIQUE INDEX "OidcClient_appId_key" ON "OidcClient"("appId");

-- CreateIndex
CREATE INDEX "OidcArtifact_grantId_idx" ON "OidcArtifact"("grantId");

-- CreateIndex
CREATE INDEX "OidcArtifact_familyId_idx" ON "OidcArtifact"("familyId");

-- CreateIndex
CREATE INDEX "OidcArtifact_uid_idx" ON "OidcArtifact"("uid");

-- CreateIndex
CREATE INDEX "OidcArtifact_expiresAt_idx" ON "OidcArtifact"("expiresAt");

-- CreateIndex
CREATE INDEX "OidcSigningKey_status_createdAt_idx" ON "OidcSigningKey"("status", "createdAt");

-- AddForeignKey
ALTER TABLE "OidcClient" ADD CONSTRAINT "OidcClient_appId_fkey" FOREIGN KEY ("appId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;
