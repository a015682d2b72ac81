-- A refund in flight (issue 28 §1): paid → refunding before the gateway is asked.
ALTER TYPE "PaymentState" ADD VALUE IF NOT EXISTS 'refunding' BEFORE 'refunded';

-- The demo's fake gateway: its per-instance key and its payments (lib/payments/fake).
CREATE TABLE "FakeGatewayKey" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "secretKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FakeGatewayKey_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "FakeGatewayPayment" (
    "id" TEXT NOT NULL,
    "pageToken" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "amount" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "resultUrl" TEXT NOT NULL,
    "checkUrl" TEXT,
    "successUrl" TEXT NOT NULL,
    "failureUrl" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'new',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FakeGatewayPayment_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "FakeGatewayPayment_pageToken_key" ON "FakeGatewayPayment"("pageToken");
