-- Issue 33: a shop's name for guests and its hours in Kazakh (empty: the Russian is shown).
ALTER TABLE "Shop" ADD COLUMN "nameForGuestKk" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Shop" ADD COLUMN "workingHoursKk" TEXT NOT NULL DEFAULT '';
