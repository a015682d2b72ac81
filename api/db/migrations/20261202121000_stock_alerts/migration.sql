-- «Сообщить о поступлении» (issue 34 §3, modules/stockAlerts): shoppers
-- waiting for a product no shop has; told once when it can be bought again.
CREATE TABLE "StockAlert" (
    "id" SERIAL NOT NULL,
    "productId" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "userId" INTEGER,
    "tokenHash" TEXT NOT NULL,
    "ip" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "notifiedAt" TIMESTAMP(3),
    "cancelledAt" TIMESTAMP(3),

    CONSTRAINT "StockAlert_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "StockAlert_tokenHash_key" ON "StockAlert"("tokenHash");
CREATE INDEX "StockAlert_userId_createdAt_idx" ON "StockAlert"("userId", "createdAt");

-- One waiting alert per product and address: asking twice (or twice at once)
-- keeps one, and the arrival letter goes once. Also the index the arrival
-- sweep reads (only waiting alerts, a small set).
CREATE UNIQUE INDEX "StockAlert_waiting_key" ON "StockAlert"("productId", "email")
    WHERE "notifiedAt" IS NULL AND "cancelledAt" IS NULL;

ALTER TABLE "StockAlert" ADD CONSTRAINT "StockAlert_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "StockAlert" ADD CONSTRAINT "StockAlert_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
