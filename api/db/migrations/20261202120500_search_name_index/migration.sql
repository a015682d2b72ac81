-- Issue 31 §2: goods named by a search's words (the name and article part
-- of the search document, weight A) found by an index, not by rechecking
-- every match of the word's family. An expression index: Prisma's schema
-- cannot declare it, and Prisma Migrate leaves indexes on expressions alone.
CREATE INDEX "Product_searchVector_names_idx" ON "Product" USING GIN (ts_filter("searchVector", '{a}'));
