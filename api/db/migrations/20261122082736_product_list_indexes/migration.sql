-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "unaccent";

-- DropIndex
DROP INDEX "Product_brandId_idx";

-- DropIndex
DROP INDEX "Product_categoryId_currentPrice_idx";

-- DropIndex
DROP INDEX "Product_currentPrice_idx";

-- DropIndex
DROP INDEX "Product_subcategoryId_currentPrice_idx";

-- CreateIndex
CREATE INDEX "Product_categoryId_isActive_currentPrice_idx" ON "Product"("categoryId", "isActive", "currentPrice");

-- CreateIndex
CREATE INDEX "Product_subcategoryId_isActive_currentPrice_idx" ON "Product"("subcategoryId", "isActive", "currentPrice");

-- CreateIndex
CREATE INDEX "Product_brandId_isActive_currentPrice_idx" ON "Product"("brandId", "isActive", "currentPrice");

-- CreateIndex
CREATE INDEX "Product_isActive_currentPrice_idx" ON "Product"("isActive", "currentPrice");
