-- Orders out to 1C and statuses back (issue 32 §3–4, modules/exchange).
-- 1C's moves are recorded with their own actor («1С» on the order's history).
ALTER TYPE "OrderActorKind" ADD VALUE 'exchange';

-- 1C's own number and date of the order («Номер в 1С»), and when 1C's
-- document last changed it: an order not changed on the site since then is
-- not sent back to 1C (no ping-pong).
ALTER TABLE "Order" ADD COLUMN "oneCChangedAt" TIMESTAMP(3),
ADD COLUMN "oneCDate" DATE,
ADD COLUMN "oneCNumber" TEXT;

-- Each `mode=query` answer (the orders and versions it sent); `mode=success`
-- commits the newest one.
CREATE TABLE "OrderExportBatch" (
    "id" SERIAL NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "committedAt" TIMESTAMP(3),
    "orders" JSONB NOT NULL,

    CONSTRAINT "OrderExportBatch_pkey" PRIMARY KEY ("id")
);

-- The version of each order 1C confirmed receiving.
CREATE TABLE "OrderExported" (
    "orderId" INTEGER NOT NULL,
    "version" TIMESTAMP(3) NOT NULL,
    "batchId" INTEGER NOT NULL,

    CONSTRAINT "OrderExported_pkey" PRIMARY KEY ("orderId")
);

ALTER TABLE "OrderExported" ADD CONSTRAINT "OrderExported_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;
