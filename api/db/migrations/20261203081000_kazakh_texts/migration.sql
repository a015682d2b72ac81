-- Goods and content in Kazakh beside Russian (issue 33 §3). Each Kazakh text
-- sits next to its Russian one as <field>Kk; an empty one means «not written»,
-- and readers asking in Kazakh get the Russian text instead (lib/domain/localizedText).
-- Not null with a default, so adding them rewrites no row and no writer must change.
ALTER TABLE "Category" ADD COLUMN "nameKk" TEXT NOT NULL DEFAULT '',
  ADD COLUMN "descriptionKk" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Subcategory" ADD COLUMN "nameKk" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Brand" ADD COLUMN "descriptionKk" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Product" ADD COLUMN "nameKk" TEXT NOT NULL DEFAULT '',
  ADD COLUMN "descriptionKk" TEXT NOT NULL DEFAULT '';
ALTER TABLE "ProductAttribute" ADD COLUMN "nameKk" TEXT NOT NULL DEFAULT '';
ALTER TABLE "ContentBlock" ADD COLUMN "titleKk" TEXT NOT NULL DEFAULT '',
  ADD COLUMN "bodyKk" TEXT NOT NULL DEFAULT '';
ALTER TABLE "ProductionPage" ADD COLUMN "titleKk" TEXT NOT NULL DEFAULT '',
  ADD COLUMN "summaryKk" TEXT NOT NULL DEFAULT '',
  ADD COLUMN "bodyKk" TEXT NOT NULL DEFAULT '';
ALTER TABLE "News" ADD COLUMN "titleKk" TEXT NOT NULL DEFAULT '',
  ADD COLUMN "summaryKk" TEXT NOT NULL DEFAULT '',
  ADD COLUMN "bodyKk" TEXT NOT NULL DEFAULT '';
ALTER TABLE "FaqEntry" ADD COLUMN "questionKk" TEXT NOT NULL DEFAULT '',
  ADD COLUMN "answerKk" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Slide" ADD COLUMN "titleKk" TEXT NOT NULL DEFAULT '',
  ADD COLUMN "subtitleKk" TEXT NOT NULL DEFAULT '';
