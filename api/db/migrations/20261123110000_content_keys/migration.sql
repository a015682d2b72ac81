-- Keys of the content import (scripts/import-content.ts): certificates, FAQ
-- entries and videos are found by the name of their file. Null for rows
-- entered otherwise; the import adopts such a row by its title / question.

-- AlterTable
ALTER TABLE "Certificate" ADD COLUMN     "slug" TEXT;

-- AlterTable
ALTER TABLE "FaqEntry" ADD COLUMN     "slug" TEXT;

-- AlterTable
ALTER TABLE "Video" ADD COLUMN     "slug" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Certificate_slug_key" ON "Certificate"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "FaqEntry_slug_key" ON "FaqEntry"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "Video_slug_key" ON "Video"("slug");
