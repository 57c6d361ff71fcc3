-- AlterTable
ALTER TABLE "StyleResource" ADD COLUMN     "inShell" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "onLogin" BOOLEAN NOT NULL DEFAULT false;
