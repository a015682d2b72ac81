-- The language a buyer's letters and notifications are written in (issue 33):
-- the account's, and the page's for a guest's order or stock alert. Existing
-- rows are Russian, as every letter so far was.
CREATE TYPE "Locale" AS ENUM ('ru', 'kk');

ALTER TABLE "User" ADD COLUMN "locale" "Locale" NOT NULL DEFAULT 'ru';
ALTER TABLE "Order" ADD COLUMN "locale" "Locale" NOT NULL DEFAULT 'ru';
ALTER TABLE "StockAlert" ADD COLUMN "locale" "Locale" NOT NULL DEFAULT 'ru';
