-- Issue 33 §3: Kazakh names of goods and sections join the search document.
-- The query side (api/src/lib/domain/searchKazakh.ts) folds ә ғ қ ң ө ұ ү һ і
-- to а г к н о у у х и and searches a Kazakh word's folded stem as a prefix in
-- the 'simple' config; documents hold Kazakh names folded the same way
-- (KAZAKH_FOLD_FROM / KAZAKH_FOLD_TO there; both cases listed here so the
-- fold does not depend on the database's ctype).
CREATE OR REPLACE FUNCTION search_text_kk(value text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT translate(search_text(value), 'әғқңөұүһіӘҒҚҢӨҰҮҺІ', 'агкноуухиагкноуухи') $$;

CREATE OR REPLACE FUNCTION product_search_document() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    brand_name text;
    category_name text;
    category_name_kk text;
    subcategory_name text;
    subcategory_name_kk text;
  BEGIN
    SELECT name INTO brand_name FROM "Brand" WHERE id = NEW."brandId";
    SELECT name, "nameKk" INTO category_name, category_name_kk FROM "Category" WHERE id = NEW."categoryId";
    SELECT name, "nameKk" INTO subcategory_name, subcategory_name_kk FROM "Subcategory" WHERE id = NEW."subcategoryId";
    NEW."searchVector" :=
         setweight(to_tsvector('simple', search_text(NEW.article) || ' ' || search_compact(NEW.article)), 'A')
      || setweight(to_tsvector('simple', search_text(NEW.name)), 'A')
      || setweight(to_tsvector('russian', search_text(NEW.name)), 'A')
      || setweight(to_tsvector('simple', search_text_kk(NEW."nameKk")), 'A')
      || setweight(to_tsvector('simple', search_text(brand_name)), 'B')
      || setweight(to_tsvector('russian', search_text(concat_ws(' ', subcategory_name, category_name))), 'C')
      || setweight(to_tsvector('simple', search_text_kk(concat_ws(' ', subcategory_name_kk, category_name_kk))), 'C');
    RETURN NEW;
  END
  $$;

DROP TRIGGER product_search_document ON "Product";
CREATE TRIGGER product_search_document
  BEFORE INSERT OR UPDATE OF name, "nameKk", article, "brandId", "categoryId", "subcategoryId" ON "Product"
  FOR EACH ROW EXECUTE FUNCTION product_search_document();

-- Typo corrections and prefixes read "SearchWord": Kazakh names add their folded words.
CREATE OR REPLACE FUNCTION product_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM search_words_add(string_agg(name, ' ')) FROM changed_products;
    PERFORM search_words_add(search_text_kk(string_agg("nameKk", ' '))) FROM changed_products WHERE "nameKk" <> '';
    RETURN NULL;
  END
  $$;

-- Sections: their Kazakh names' words, and their products' documents when either name changes.
CREATE OR REPLACE FUNCTION catalog_name_search() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    renamed boolean := TG_OP = 'UPDATE' AND NEW.name IS DISTINCT FROM OLD.name;
  BEGIN
    PERFORM search_words_add(NEW.name);
    -- Brands have no Kazakh name; a record's field is read only where it exists.
    IF TG_TABLE_NAME <> 'Brand' THEN
      IF NEW."nameKk" <> '' THEN
        PERFORM search_words_add(search_text_kk(NEW."nameKk"));
      END IF;
      IF TG_OP = 'UPDATE' THEN
        renamed := renamed OR NEW."nameKk" IS DISTINCT FROM OLD."nameKk";
      END IF;
    END IF;
    IF renamed THEN
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

DROP TRIGGER category_search ON "Category";
CREATE TRIGGER category_search AFTER INSERT OR UPDATE OF name, "nameKk" ON "Category"
  FOR EACH ROW EXECUTE FUNCTION catalog_name_search();
DROP TRIGGER subcategory_search ON "Subcategory";
CREATE TRIGGER subcategory_search AFTER INSERT OR UPDATE OF name, "nameKk" ON "Subcategory"
  FOR EACH ROW EXECUTE FUNCTION catalog_name_search();

-- Existing rows that have Kazakh names (none but an editor's, before this).
SELECT search_words_add(search_text_kk("nameKk")) FROM "Category" WHERE "nameKk" <> '';
SELECT search_words_add(search_text_kk("nameKk")) FROM "Subcategory" WHERE "nameKk" <> '';
SELECT search_words_add(search_text_kk("nameKk")) FROM "Product" WHERE "nameKk" <> '';
UPDATE "Product" p SET name = p.name
  WHERE p."nameKk" <> ''
     OR EXISTS (SELECT 1 FROM "Category" c WHERE c.id = p."categoryId" AND c."nameKk" <> '')
     OR EXISTS (SELECT 1 FROM "Subcategory" s WHERE s.id = p."subcategoryId" AND s."nameKk" <> '');
