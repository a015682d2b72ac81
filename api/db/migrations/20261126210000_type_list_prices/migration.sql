-- The one-piece price of every product for every non-retail price type, as
-- domain/priceTypes.ts baseUnitPrice states it, kept by triggers (issue 20
-- part 1). A wholesale catalogue list then filters and orders by an index
-- like retail's (Product's (section, isActive, currentPrice) indexes),
-- instead of looking up a price per product of the section (bench/api.mjs P3).
CREATE TABLE "ProductTypePrice" (
    "priceTypeId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "categoryId" INTEGER NOT NULL,
    "subcategoryId" INTEGER,
    "brandId" INTEGER,
    "isActive" BOOLEAN NOT NULL,
    "price" DECIMAL(12,2) NOT NULL,
    "lastPrice" DECIMAL(12,2),

    CONSTRAINT "ProductTypePrice_pkey" PRIMARY KEY ("priceTypeId","productId")
);

CREATE INDEX "ProductTypePrice_priceTypeId_categoryId_isActive_price_idx" ON "ProductTypePrice"("priceTypeId", "categoryId", "isActive", "price");
CREATE INDEX "ProductTypePrice_priceTypeId_subcategoryId_isActive_price_idx" ON "ProductTypePrice"("priceTypeId", "subcategoryId", "isActive", "price");
CREATE INDEX "ProductTypePrice_priceTypeId_brandId_isActive_price_idx" ON "ProductTypePrice"("priceTypeId", "brandId", "isActive", "price");
CREATE INDEX "ProductTypePrice_priceTypeId_isActive_price_idx" ON "ProductTypePrice"("priceTypeId", "isActive", "price");
CREATE INDEX "ProductTypePrice_productId_idx" ON "ProductTypePrice"("productId");

ALTER TABLE "ProductTypePrice" ADD CONSTRAINT "ProductTypePrice_priceTypeId_fkey" FOREIGN KEY ("priceTypeId") REFERENCES "PriceType"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ProductTypePrice" ADD CONSTRAINT "ProductTypePrice_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The rows of the given products (null: all) for the given types (null: every
-- non-retail type): written anew from Product and the types' one-piece prices.
-- One statement, its product source chosen per call (EXECUTE plans it then),
-- so that a few products are found by their key and not by a scan.
CREATE FUNCTION refresh_type_list_prices(type_ids integer[], product_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($sql$
    INSERT INTO "ProductTypePrice" ("priceTypeId", "productId", "categoryId", "subcategoryId",
      "brandId", "isActive", "price", "lastPrice")
    SELECT t.id, p.id, p."categoryId", p."subcategoryId", p."brandId", p."isActive", v.price,
      CASE WHEN v.price = p."currentPrice" THEN p."lastPrice" END
    FROM %s
    CROSS JOIN "PriceType" t
    LEFT JOIN "ProductPrice" own
      ON own."productId" = p.id AND own."priceTypeId" = t.id AND own."minQuantity" = 1
    CROSS JOIN LATERAL (SELECT CASE WHEN p."currentPrice" > 0 THEN LEAST(own.price, p."currentPrice")
      ELSE COALESCE(own.price, p."currentPrice") END AS price) v
    WHERE t.code <> 'retail' AND ($1 IS NULL OR t.id = ANY($1))
    ON CONFLICT ("priceTypeId", "productId") DO UPDATE SET
      "categoryId" = EXCLUDED."categoryId", "subcategoryId" = EXCLUDED."subcategoryId",
      "brandId" = EXCLUDED."brandId", "isActive" = EXCLUDED."isActive",
      "price" = EXCLUDED."price", "lastPrice" = EXCLUDED."lastPrice"
    $sql$,
    CASE WHEN product_ids IS NULL THEN '"Product" p'
      ELSE 'unnest($2) AS changed(id) JOIN "Product" p ON p.id = changed.id' END)
  USING type_ids, product_ids;
END
$$;

-- A product's price, section or activity changed (or it is new): its rows for every type.
CREATE FUNCTION product_type_list_prices_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_type_list_prices(NULL, COALESCE((SELECT array_agg(id) FROM changed_products), '{}'));
  RETURN NULL;
END
$$;

CREATE TRIGGER product_type_list_prices_insert
  AFTER INSERT ON "Product" REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION product_type_list_prices_trigger();
CREATE TRIGGER product_type_list_prices_update
  AFTER UPDATE ON "Product" REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION product_type_list_prices_trigger();

-- A type's one-piece price was set, changed or removed: those products' rows.
-- (Rows are replaced, never moved to another product or type.)
CREATE FUNCTION product_price_list_prices_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[] := (SELECT array_agg(DISTINCT "productId") FROM changed_prices WHERE "minQuantity" = 1);
BEGIN
  IF ids IS NOT NULL THEN PERFORM refresh_type_list_prices(NULL, ids); END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER product_price_list_prices_insert
  AFTER INSERT ON "ProductPrice" REFERENCING NEW TABLE AS changed_prices
  FOR EACH STATEMENT EXECUTE FUNCTION product_price_list_prices_trigger();
CREATE TRIGGER product_price_list_prices_update_new
  AFTER UPDATE ON "ProductPrice" REFERENCING NEW TABLE AS changed_prices
  FOR EACH STATEMENT EXECUTE FUNCTION product_price_list_prices_trigger();
CREATE TRIGGER product_price_list_prices_delete
  AFTER DELETE ON "ProductPrice" REFERENCING OLD TABLE AS changed_prices
  FOR EACH STATEMENT EXECUTE FUNCTION product_price_list_prices_trigger();

-- A new type: a row for every product.
CREATE FUNCTION price_type_list_prices_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_type_list_prices(COALESCE((SELECT array_agg(id) FROM new_types), '{}'), NULL);
  RETURN NULL;
END
$$;

CREATE TRIGGER price_type_list_prices_insert
  AFTER INSERT ON "PriceType" REFERENCING NEW TABLE AS new_types
  FOR EACH STATEMENT EXECUTE FUNCTION price_type_list_prices_trigger();

SELECT refresh_type_list_prices(NULL, NULL);
