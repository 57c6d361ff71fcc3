-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_StyleResource" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "content" TEXT,
    "data" BLOB,
    "fileName" TEXT,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL DEFAULT 0,
    "sha256" TEXT NOT NULL,
    "unitId" INTEGER,
    "domainId" INTEGER,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "onLogin" BOOLEAN NOT NULL DEFAULT false,
    "inShell" BOOLEAN NOT NULL DEFAULT false,
    "remark" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    "updatedAt" DATETIME NOT NULL,
    "updatedBy" TEXT,
    CONSTRAINT "StyleResource_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "StyleResource_domainId_fkey" FOREIGN KEY ("domainId") REFERENCES "DomainSetting" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_StyleResource" ("code", "content", "contentType", "createdAt", "createdBy", "data", "domainId", "enabled", "fileName", "id", "kind", "name", "remark", "sha256", "size", "unitId", "updatedAt", "updatedBy") SELECT "code", "content", "contentType", "createdAt", "createdBy", "data", "domainId", "enabled", "fileName", "id", "kind", "name", "remark", "sha256", "size", "unitId", "updatedAt", "updatedBy" FROM "StyleResource";
DROP TABLE "StyleResource";
ALTER TABLE "new_StyleResource" RENAME TO "StyleResource";
CREATE INDEX "StyleResource_kind_unitId_idx" ON "StyleResource"("kind", "unitId");
CREATE INDEX "StyleResource_domainId_idx" ON "StyleResource"("domainId");
CREATE UNIQUE INDEX "StyleResource_kind_code_key" ON "StyleResource"("kind", "code");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
