-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "unaccent";

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "searchVector" tsvector;

-- CreateTable
CREATE TABLE "SearchWord" (
    "word" TEXT NOT NULL,

    CONSTRAINT "SearchWord_pkey" PRIMARY KEY ("word")
);

-- CreateIndex
CREATE INDEX "SearchWord_word_idx" ON "SearchWord" USING GIN ("word" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "CartItem_productId_idx" ON "CartItem"("productId");

-- CreateIndex
CREATE INDEX "Favorite_productId_idx" ON "Favorite"("productId");

-- CreateIndex
CREATE INDEX "Product_searchVector_idx" ON "Product" USING GIN ("searchVector");

-- ─── Search (hand-written; Prisma does not model functions or triggers) ───
-- Folding used both when documents are built and when queries are read:
-- lower case, and unaccent turns ё into е.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT lower(unaccent(coalesce(value, ''))) $$;

-- Text as the search parser should see it: folded, with every separator but
-- '.' and '/' (3.5, 1/2) turned into a space, so that «25-40» and «GR-UPS-25»
-- become separate words in documents and queries alike. Mirrors tokenize()
-- in api/src/lib/domain/searchText.ts.
CREATE OR REPLACE FUNCTION search_text(value text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT regexp_replace(search_fold(value), '[^[:alnum:]./]+', ' ', 'g') $$;

-- An article reduced to its letters and digits: «GR-UPS-25-40-180» → «grups2540180».
CREATE OR REPLACE FUNCTION search_compact(value text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT regexp_replace(search_fold(value), '[^[:alnum:]]+', '', 'g') $$;

-- Adds the words (3+ letters, not bare numbers) of a text to "SearchWord".
CREATE OR REPLACE FUNCTION search_words_add(value text) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO "SearchWord" (word)
    SELECT DISTINCT w
    FROM regexp_split_to_table(search_fold(value), '[^[:alnum:]]+') AS w
    WHERE length(w) >= 3 AND w !~ '^[0-9]+$'
    ON CONFLICT DO NOTHING
  $$;

-- The product's search document: article (in words and compacted) and name
-- in the 'simple' config for exact and prefix matches, the name again through
-- the 'russian' stemmer for word forms (насосы → насос), brand, sections.
CREATE OR REPLACE FUNCTION product_search_document() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    brand_name text;
    category_name text;
    subcategory_name text;
  BEGIN
    SELECT name INTO brand_name FROM "Brand" WHERE id = NEW."brandId";
    SELECT name INTO category_name FROM "Category" WHERE id = NEW."categoryId";
    SELECT name INTO subcategory_name FROM "Subcategory" WHERE id = NEW."subcategoryId";
    NEW."searchVector" :=
         setweight(to_tsvector('simple', search_text(NEW.article) || ' ' || search_compact(NEW.article)), 'A')
      || setweight(to_tsvector('simple', search_text(NEW.name)), 'A')
      || setweight(to_tsvector('russian', search_text(NEW.name)), 'A')
      || setweight(to_tsvector('simple', search_text(brand_name)), 'B')
      || setweight(to_tsvector('russian', search_text(concat_ws(' ', subcategory_name, category_name))), 'C');
    RETURN NEW;
  END
  $$;

CREATE TRIGGER product_search_document
  BEFORE INSERT OR UPDATE OF name, article, "brandId", "categoryId", "subcategoryId" ON "Product"
  FOR EACH ROW EXECUTE FUNCTION product_search_document();

-- Words of new and renamed products, once per statement (bulk loads stay fast).
CREATE OR REPLACE FUNCTION product_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM search_words_add(string_agg(name, ' ')) FROM changed_products;
    RETURN NULL;
  END
  $$;

CREATE TRIGGER product_search_words_insert
  AFTER INSERT ON "Product" REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_words();

CREATE TRIGGER product_search_words_update
  AFTER UPDATE ON "Product" REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_words();

-- Brands and sections: their words, and their products' documents when renamed.
CREATE OR REPLACE FUNCTION catalog_name_search() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM search_words_add(NEW.name);
    IF TG_OP = 'UPDATE' AND NEW.name IS DISTINCT FROM OLD.name THEN
      IF TG_TABLE_NAME = 'Brand' THEN
        UPDATE "Product" SET "brandId" = "brandId" WHERE "brandId" = NEW.id;
      ELSIF TG_TABLE_NAME = 'Category' THEN
        UPDATE "Product" SET "categoryId" = "categoryId" WHERE "categoryId" = NEW.id;
      ELSE
        UPDATE "Product" SET "subcategoryId" = "subcategoryId" WHERE "subcategoryId" = NEW.id;
      END IF;
    END IF;
    RETURN NULL;
  END
  $$;

CREATE TRIGGER brand_search AFTER INSERT OR UPDATE OF name ON "Brand"
  FOR EACH ROW EXECUTE FUNCTION catalog_name_search();
CREATE TRIGGER category_search AFTER INSERT OR UPDATE OF name ON "Category"
  FOR EACH ROW EXECUTE FUNCTION catalog_name_search();
CREATE TRIGGER subcategory_search AFTER INSERT OR UPDATE OF name ON "Subcategory"
  FOR EACH ROW EXECUTE FUNCTION catalog_name_search();

-- Existing rows.
SELECT search_words_add(name) FROM "Brand";
SELECT search_words_add(name) FROM "Category";
SELECT search_words_add(name) FROM "Subcategory";
UPDATE "Product" SET name = name;
