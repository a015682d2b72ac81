-- Online payment (issue 20 part 3): one row per attempt, the order's payment
-- state, and payment events in the order history.

-- AlterEnum
ALTER TYPE "OrderActorKind" ADD VALUE 'gateway';

-- CreateEnum
CREATE TYPE "PaymentState" AS ENUM ('waiting', 'paid', 'failed', 'refunded');

-- AlterTable
ALTER TABLE "Order" ADD COLUMN "paymentStatus" "PaymentState";

-- AlterTable
ALTER TABLE "OrderHistory" ADD COLUMN "paymentStatus" "PaymentState";

-- CreateTable
CREATE TABLE "Payment" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "provider" TEXT NOT NULL,
    "providerPaymentId" TEXT,
    "amount" DECIMAL(14,2) NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'KZT',
    "state" "PaymentState" NOT NULL DEFAULT 'waiting',
    "redirectUrl" TEXT,
    "lastCallback" JSONB,
    "paidAt" TIMESTAMP(3),
    "refundedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Payment_orderId_createdAt_idx" ON "Payment"("orderId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_provider_providerPaymentId_key" ON "Payment"("provider", "providerPaymentId");

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
