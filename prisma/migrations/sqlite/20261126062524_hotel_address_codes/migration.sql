/*
  Warnings:

  - You are about to drop the `City` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `Country` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `Province` table. If the table is not empty, all the data it contains will be lost.

*/
-- Address choices become codes of the maintained lists (docs/decisions/103): the seeded rows'
-- ids are turned into the ISO 3166-1 numeric and GB/T 2260 codes they stood for; any other row
-- (none is seeded, no call adds one) becomes empty, to be chosen again on the page.
-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_HotelInfo" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "unitId" INTEGER NOT NULL,
    "starOptionId" INTEGER,
    "countryId" INTEGER,
    "provinceId" INTEGER,
    "cityId" INTEGER,
    "districtId" INTEGER,
    "lng" REAL,
    "lat" REAL,
    "richInfo" TEXT,
    "address" TEXT,
    "phone" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "updatedBy" TEXT,
    CONSTRAINT "HotelInfo_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "HotelInfo_starOptionId_fkey" FOREIGN KEY ("starOptionId") REFERENCES "HotelStarOption" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_HotelInfo" ("address", "cityId", "countryId", "createdAt", "id", "lat", "lng", "phone", "provinceId", "richInfo", "starOptionId", "unitId", "updatedAt", "updatedBy") SELECT "address", (SELECT CASE p."code" || '/' || c."code" WHEN 'BJ/BJ' THEN 1101 WHEN 'SH/SH' THEN 3101 WHEN 'ZJ/HZ' THEN 3301 WHEN 'ZJ/NB' THEN 3302 WHEN 'GD/GZ' THEN 4401 WHEN 'GD/SZ' THEN 4403 END FROM "City" c JOIN "Province" p ON p."id" = c."provinceId" WHERE c."id" = "HotelInfo"."cityId"), (SELECT CASE c."code" WHEN 'CN' THEN 156 END FROM "Country" c WHERE c."id" = "HotelInfo"."countryId"), "createdAt", "id", "lat", "lng", "phone", (SELECT CASE p."code" WHEN 'BJ' THEN 11 WHEN 'SH' THEN 31 WHEN 'ZJ' THEN 33 WHEN 'GD' THEN 44 END FROM "Province" p WHERE p."id" = "HotelInfo"."provinceId"), "richInfo", "starOptionId", "unitId", "updatedAt", "updatedBy" FROM "HotelInfo";
DROP TABLE "HotelInfo";
ALTER TABLE "new_HotelInfo" RENAME TO "HotelInfo";
CREATE UNIQUE INDEX "HotelInfo_unitId_key" ON "HotelInfo"("unitId");
CREATE INDEX "HotelInfo_starOptionId_idx" ON "HotelInfo"("starOptionId");
CREATE INDEX "HotelInfo_countryId_idx" ON "HotelInfo"("countryId");
CREATE INDEX "HotelInfo_provinceId_idx" ON "HotelInfo"("provinceId");
CREATE INDEX "HotelInfo_cityId_idx" ON "HotelInfo"("cityId");
CREATE INDEX "HotelInfo_districtId_idx" ON "HotelInfo"("districtId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- DropIndex
DROP INDEX "City_provinceId_code_key";

-- DropIndex
DROP INDEX "Country_code_key";

-- DropIndex
DROP INDEX "Province_countryId_code_key";

-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "City";
PRAGMA foreign_keys=on;

-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "Country";
PRAGMA foreign_keys=on;

-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "Province";
PRAGMA foreign_keys=on;
