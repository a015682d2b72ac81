-- The Kaspi.kz price list (issue 34 §1): its settings (one row), the shops' Kaspi points of sale and
-- KATO codes, the products' «На Kaspi» flag and Kaspi SKU.
-- CreateEnum
CREATE TYPE "KaspiListing" AS ENUM ('all', 'sections', 'brands', 'flagged');

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "kaspiSku" TEXT,
ADD COLUMN     "onKaspi" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Shop" ADD COLUMN     "kaspiStoreId" TEXT,
ADD COLUMN     "katoCode" TEXT;

-- CreateTable
CREATE TABLE "KaspiSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "merchantId" TEXT NOT NULL DEFAULT '',
    "company" TEXT NOT NULL DEFAULT '',
    "token" TEXT,
    "listing" "KaspiListing" NOT NULL DEFAULT 'all',
    "categoryIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "brandIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "feedFingerprint" TEXT,
    "feedChangedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "KaspiSettings_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Product_kaspiSku_key" ON "Product"("kaspiSku");


-- One row of settings.
ALTER TABLE "KaspiSettings" ADD CONSTRAINT "KaspiSettings_single_row" CHECK ("id" = 1);
