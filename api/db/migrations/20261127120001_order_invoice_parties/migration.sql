-- The parties of an order's «Счёт на оплату», fixed when it is placed
-- (issue 28 §1: an issued invoice must not change with today's details).
ALTER TABLE "Order" ADD COLUMN "invoiceBuyer" JSONB,
ADD COLUMN "invoiceSupplier" JSONB;

-- Backfill the buyer of orders placed before this migration. What they had
-- at placing was never kept, so today's values are the best there is; taken
-- now, they stop changing from here on. The same rules as the invoice used
-- (services/invoices/invoiceParties `buyerNow`): the customer's company
-- details, else their name (last, first, middle; the e-mail when all are
-- empty), e-mail and phone, else the guest's.
UPDATE "Order" o
SET "invoiceBuyer" = jsonb_build_object('company', jsonb_build_object(
  'legalName', c."legalName", 'bin', c."bin", 'legalAddress', c."legalAddress",
  'iban', c."iban", 'bankName', c."bankName", 'bik', c."bik", 'kbe', c."kbe"))
FROM "CompanyDetails" c
WHERE c."userId" = o."userId" AND o."placedAt" IS NOT NULL AND o."invoiceBuyer" IS NULL;

UPDATE "Order" o
SET "invoiceBuyer" = jsonb_build_object('contact', jsonb_build_object(
  'name', COALESCE(NULLIF(concat_ws(' ', NULLIF(btrim(u."lastName"), ''),
    NULLIF(btrim(u."firstName"), ''), NULLIF(btrim(u."middleName"), '')), ''), u."email"),
  'email', u."email",
  'phone', u."phone"))
FROM "User" u
WHERE u."id" = o."userId" AND o."placedAt" IS NOT NULL AND o."invoiceBuyer" IS NULL;

UPDATE "Order"
SET "invoiceBuyer" = jsonb_build_object('contact', jsonb_build_object(
  'name', COALESCE(NULLIF("guestName", ''), 'Покупатель'),
  'email', "guestEmail",
  'phone', "guestPhone"))
WHERE "userId" IS NULL AND "placedAt" IS NOT NULL AND "invoiceBuyer" IS NULL;

-- The shop's requisites live in the environment (SHOP_*), which SQL cannot
-- read: "invoiceSupplier" stays null for these orders, and the first invoice
-- of each stores the values of that day (invoiceParties), after which they
-- stay as they are.
