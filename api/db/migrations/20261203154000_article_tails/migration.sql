-- Issue 31 §2: an article or a run of its parts («GEN-0038586-RF-N-50»,
-- «N-18», «25 4»; a name's code such as «T-41») is found by its compacted
-- form as a prefix of these tails (api/src/lib/domain/searchQuery.ts
-- articleFragment), not by each part as a prefix of the search document's
-- words: «gen»:* there is every generated article, «n»:* and «4»:* tens of
-- thousands of words, and the GIN index unioned them all (40–100 ms).
--
-- The tails: the article's letters and digits from each of its parts on, and
-- the name's from each part that is Latin letters or digits on (a query of
-- article parts has no Cyrillic word, so a tail starting at one is never
-- asked for). Folded as the document is (search_fold).
CREATE OR REPLACE FUNCTION search_tails(value text, latin_only boolean) RETURNS text[]
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
  SELECT coalesce(array_agg(array_to_string(parts[i:], '')), '{}')
  FROM regexp_split_to_array(search_fold(value), '[^[:alnum:]]+') AS parts,
       generate_subscripts(parts, 1) AS i
  WHERE parts[i] <> '' AND (NOT latin_only OR parts[i] ~ '^[a-z0-9]+$')
  $$;

CREATE OR REPLACE FUNCTION search_article_tails(article text, name text) RETURNS tsvector
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT array_to_tsvector(search_tails(article, false) || search_tails(name, true)) $$;

ALTER TABLE "Product" ADD COLUMN "articleTails" tsvector;

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
    NEW."articleTails" := search_article_tails(NEW.article, NEW.name);
    RETURN NEW;
  END
  $$;

-- The trigger (BEFORE INSERT OR UPDATE OF name, "nameKk", article, …) is
-- unchanged; existing goods get their tails directly (that fires nothing).
UPDATE "Product" SET "articleTails" = search_article_tails(article, name);

CREATE INDEX "Product_articleTails_idx" ON "Product" USING GIN ("articleTails");
