-- The account checkout (issue 20): how the order reaches the shopper, what
-- delivery costs, whom the shop calls, and what a payment type means.

-- CreateEnum
CREATE TYPE "FulfilmentMethod" AS ENUM ('pickup', 'delivery');

-- CreateEnum
CREATE TYPE "PaymentKind" AS ENUM ('on_receipt', 'invoice', 'online');

-- AlterTable
ALTER TABLE "Order"
    ADD COLUMN "fulfilment" "FulfilmentMethod" NOT NULL DEFAULT 'pickup',
    ADD COLUMN "deliveryCity" TEXT NOT NULL DEFAULT '',
    ADD COLUMN "deliveryAddress" TEXT NOT NULL DEFAULT '',
    ADD COLUMN "deliveryTime" TEXT NOT NULL DEFAULT '',
    ADD COLUMN "deliveryFee" DECIMAL(14,2) DEFAULT 0,
    ADD COLUMN "contactName" TEXT NOT NULL DEFAULT '',
    ADD COLUMN "contactPhone" TEXT NOT NULL DEFAULT '',
    ADD COLUMN "contactEmail" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "PaymentType" ADD COLUMN "kind" "PaymentKind" NOT NULL DEFAULT 'on_receipt';
