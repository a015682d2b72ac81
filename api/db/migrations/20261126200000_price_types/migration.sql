-- Price types (issue 20 part 1): retail stays Product.currentPrice; other
-- types and quantity breaks are ProductPrice rows; a customer group names
-- the type its customers see.
CREATE TABLE "PriceType" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "externalId" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PriceType_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "PriceType_code_key" ON "PriceType"("code");
CREATE UNIQUE INDEX "PriceType_name_key" ON "PriceType"("name");
CREATE UNIQUE INDEX "PriceType_externalId_key" ON "PriceType"("externalId");

CREATE TABLE "ProductPrice" (
    "productId" INTEGER NOT NULL,
    "priceTypeId" INTEGER NOT NULL,
    "minQuantity" INTEGER NOT NULL DEFAULT 1,
    "price" DECIMAL(12,2) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProductPrice_pkey" PRIMARY KEY ("productId","priceTypeId","minQuantity"),
    CONSTRAINT "ProductPrice_minQuantity_check" CHECK ("minQuantity" >= 1),
    CONSTRAINT "ProductPrice_price_check" CHECK ("price" > 0)
);

CREATE INDEX "ProductPrice_priceTypeId_idx" ON "ProductPrice"("priceTypeId");

ALTER TABLE "ProductPrice" ADD CONSTRAINT "ProductPrice_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ProductPrice" ADD CONSTRAINT "ProductPrice_priceTypeId_fkey" FOREIGN KEY ("priceTypeId") REFERENCES "PriceType"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "CustomerGroup" ADD COLUMN "priceTypeId" INTEGER;
ALTER TABLE "CustomerGroup" ADD CONSTRAINT "CustomerGroup_priceTypeId_fkey" FOREIGN KEY ("priceTypeId") REFERENCES "PriceType"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "OrderItem" ADD COLUMN "priceTypeName" TEXT;

-- The two types every shop has (1C's «Розничная» and «Оптовая»); the
-- wholesale group, where it exists, sees the wholesale one.
INSERT INTO "PriceType" ("code", "name", "position") VALUES ('retail', 'Розничная', 0), ('wholesale', 'Оптовая', 1);
UPDATE "CustomerGroup" SET "priceTypeId" = (SELECT id FROM "PriceType" WHERE code = 'wholesale') WHERE name = 'wholesale';
