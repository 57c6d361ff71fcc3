/*
  Warnings:

  - You are about to drop the `City` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `Country` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `Province` table. If the table is not empty, all the data it contains will be lost.

*/
-- DropForeignKey
ALTER TABLE "City" DROP CONSTRAINT "City_provinceId_fkey";

-- DropForeignKey
ALTER TABLE "HotelInfo" DROP CONSTRAINT "HotelInfo_cityId_fkey";

-- DropForeignKey
ALTER TABLE "HotelInfo" DROP CONSTRAINT "HotelInfo_countryId_fkey";

-- DropForeignKey
ALTER TABLE "HotelInfo" DROP CONSTRAINT "HotelInfo_provinceId_fkey";

-- DropForeignKey
ALTER TABLE "Province" DROP CONSTRAINT "Province_countryId_fkey";

-- AlterTable
ALTER TABLE "HotelInfo" ADD COLUMN     "districtId" INTEGER;

-- Address choices become codes of the maintained lists (docs/decisions/103): the seeded rows'
-- ids are turned into the ISO 3166-1 numeric and GB/T 2260 codes they stood for; any other row
-- (none is seeded, no call adds one) becomes empty, to be chosen again on the page.
UPDATE "HotelInfo" SET "countryId" = (SELECT CASE c."code" WHEN 'CN' THEN 156 END FROM "Country" c WHERE c."id" = "HotelInfo"."countryId"), "provinceId" = (SELECT CASE p."code" WHEN 'BJ' THEN 11 WHEN 'SH' THEN 31 WHEN 'ZJ' THEN 33 WHEN 'GD' THEN 44 END FROM "Province" p WHERE p."id" = "HotelInfo"."provinceId"), "cityId" = (SELECT CASE p."code" || '/' || c."code" WHEN 'BJ/BJ' THEN 1101 WHEN 'SH/SH' THEN 3101 WHEN 'ZJ/HZ' THEN 3301 WHEN 'ZJ/NB' THEN 3302 WHEN 'GD/GZ' THEN 4401 WHEN 'GD/SZ' THEN 4403 END FROM "City" c JOIN "Province" p ON p."id" = c."provinceId" WHERE c."id" = "HotelInfo"."cityId");

-- DropTable
DROP TABLE "City";

-- DropTable
DROP TABLE "Country";

-- DropTable
DROP TABLE "Province";

-- CreateIndex
CREATE INDEX "HotelInfo_districtId_idx" ON "HotelInfo"("districtId");
