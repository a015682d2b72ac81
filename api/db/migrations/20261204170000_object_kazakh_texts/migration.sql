-- Issue 33: objects («Наши объекты») and their kinds in Kazakh (empty: the Russian text is shown).
ALTER TABLE "ObjectType" ADD COLUMN "nameKk" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Project" ADD COLUMN "titleKk" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Project" ADD COLUMN "descriptionKk" TEXT NOT NULL DEFAULT '';
