-- Stock reservations (issue 28 §2): units a placed order holds until it is
-- completed or cancelled.
CREATE TABLE "StockReservation" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "shopId" INTEGER,
    "quantity" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StockReservation_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "StockReservation_orderId_productId_key" ON "StockReservation"("orderId", "productId");
CREATE INDEX "StockReservation_productId_idx" ON "StockReservation"("productId");

ALTER TABLE "StockReservation" ADD CONSTRAINT "StockReservation_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "StockReservation" ADD CONSTRAINT "StockReservation_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "StockReservation" ADD CONSTRAINT "StockReservation_shopId_fkey" FOREIGN KEY ("shopId") REFERENCES "Shop"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Orders already with the shop hold what they ordered, in the shop they name,
-- from the time they were placed (the earliest placed is served first).
INSERT INTO "StockReservation" ("orderId", "productId", "shopId", "quantity", "createdAt")
SELECT i."orderId", i."productId", o."shopId", i.quantity, coalesce(o."placedAt", o."createdAt")
FROM "OrderItem" i
JOIN "Order" o ON o.id = i."orderId"
WHERE o.status IN ('placed', 'confirmed', 'assembling', 'ready') AND i.quantity > 0;
