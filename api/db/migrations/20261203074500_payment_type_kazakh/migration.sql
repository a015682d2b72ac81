-- Issue 33: a payment type's name and description in Kazakh beside Russian
-- ('' where none is written: the Kazakh pages show the Russian words).
ALTER TABLE "PaymentType" ADD COLUMN "nameKk" TEXT NOT NULL DEFAULT '';
ALTER TABLE "PaymentType" ADD COLUMN "descriptionKk" TEXT NOT NULL DEFAULT '';
