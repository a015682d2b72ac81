-- Issue 33: certificates, videos and shops' addresses in Kazakh (empty: the Russian text is shown).
ALTER TABLE "Certificate" ADD COLUMN "titleKk" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Certificate" ADD COLUMN "descriptionKk" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Video" ADD COLUMN "titleKk" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Shop" ADD COLUMN "addressKk" TEXT NOT NULL DEFAULT '';
