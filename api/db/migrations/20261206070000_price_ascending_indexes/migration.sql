-- The catalogue's default order is ascending price with goods «Цену уточняйте
-- у менеджера» (price ≤ 0) last (SPEC §9; services/products/productQuery.ts
-- productOrderKeys): ORDER BY (NOT price > 0), price, id. No index had that
-- expression, so every page of a section in that order sorted the whole
-- section (84 ms for the largest of 100 382 goods, 36 313 rows read), where
-- descending price reads the (…, isActive, currentPrice) index and stops
-- after its page (0.1 ms). These give the ascending order the same way, led
-- by the one section, subsection or brand (productQuery orderLedByScope), or
-- by isActive alone for the whole catalogue; for retail prices on "Product"
-- and for every other price type on "ProductTypePrice". The id last gives
-- the page's tie order too (ties of price are common: no sort at all). Like
-- the names' search index, they are expressions Prisma's schema cannot state.
CREATE INDEX "Product_categoryId_isActive_priced_currentPrice_idx"
  ON "Product" ("categoryId", "isActive", (NOT "currentPrice" > 0), "currentPrice", id);
CREATE INDEX "Product_subcategoryId_isActive_priced_currentPrice_idx"
  ON "Product" ("subcategoryId", "isActive", (NOT "currentPrice" > 0), "currentPrice", id);
CREATE INDEX "Product_brandId_isActive_priced_currentPrice_idx"
  ON "Product" ("brandId", "isActive", (NOT "currentPrice" > 0), "currentPrice", id);
CREATE INDEX "Product_isActive_priced_currentPrice_idx"
  ON "Product" ("isActive", (NOT "currentPrice" > 0), "currentPrice", id);

CREATE INDEX "ProductTypePrice_priceTypeId_categoryId_isActive_priced_price_idx"
  ON "ProductTypePrice" ("priceTypeId", "categoryId", "isActive", (NOT price > 0), price, "productId");
CREATE INDEX "ProductTypePrice_priceTypeId_subcategoryId_isActive_priced_price_idx"
  ON "ProductTypePrice" ("priceTypeId", "subcategoryId", "isActive", (NOT price > 0), price, "productId");
CREATE INDEX "ProductTypePrice_priceTypeId_brandId_isActive_priced_price_idx"
  ON "ProductTypePrice" ("priceTypeId", "brandId", "isActive", (NOT price > 0), price, "productId");
CREATE INDEX "ProductTypePrice_priceTypeId_isActive_priced_price_idx"
  ON "ProductTypePrice" ("priceTypeId", "isActive", (NOT price > 0), price, "productId");
