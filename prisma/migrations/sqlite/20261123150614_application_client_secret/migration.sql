-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Application" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "code" TEXT NOT NULL,
    "name" TEXT,
    "descript" TEXT NOT NULL,
    "remark" TEXT,
    "thirdParty" BOOLEAN NOT NULL DEFAULT false,
    "type" TEXT,
    "href" TEXT,
    "navMode" TEXT NOT NULL DEFAULT 'TRADITIONAL',
    "authEnabled" BOOLEAN NOT NULL DEFAULT false,
    "authCode" TEXT,
    "mobile" BOOLEAN NOT NULL DEFAULT false,
    "exitApi" TEXT,
    "clientSecretHash" TEXT,
    "clientSecretIssuedAt" DATETIME,
    "redirectOrigins" TEXT NOT NULL DEFAULT '[]',
    "sso" BOOLEAN NOT NULL DEFAULT false,
    "icon" TEXT,
    "iconColor" TEXT,
    "logo" TEXT,
    "sLogo" TEXT,
    "img" TEXT,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'ENABLED',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    "updatedAt" DATETIME NOT NULL,
    "updatedBy" TEXT
);
INSERT INTO "new_Application" ("authCode", "authEnabled", "code", "createdAt", "createdBy", "descript", "exitApi", "href", "icon", "iconColor", "id", "img", "logo", "mobile", "name", "navMode", "remark", "sLogo", "sort", "sso", "status", "thirdParty", "type", "updatedAt", "updatedBy") SELECT "authCode", "authEnabled", "code", "createdAt", "createdBy", "descript", "exitApi", "href", "icon", "iconColor", "id", "img", "logo", "mobile", "name", "navMode", "remark", "sLogo", "sort", "sso", "status", "thirdParty", "type", "updatedAt", "updatedBy" FROM "Application";
DROP TABLE "Application";
ALTER TABLE "new_Application" RENAME TO "Application";
CREATE UNIQUE INDEX "Application_code_key" ON "Application"("code");
CREATE INDEX "Application_status_sort_idx" ON "Application"("status", "sort");
CREATE INDEX "Application_sso_status_idx" ON "Application"("sso", "status");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
