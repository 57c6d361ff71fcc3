-- AlterTable
ALTER TABLE "Application" ADD COLUMN     "clientSecretHash" TEXT,
ADD COLUMN     "clientSecretIssuedAt" TIMESTAMP(3),
ADD COLUMN     "redirectOrigins" TEXT NOT NULL DEFAULT '[]';
