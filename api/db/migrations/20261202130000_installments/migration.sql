-- Installments at checkout (issue 34 §2): a payment type kind, each attempt's method,
-- and the fake gateway's kind of payment page.
ALTER TYPE "PaymentKind" ADD VALUE 'installment';

CREATE TYPE "PaymentMethod" AS ENUM ('card', 'installment');

ALTER TABLE "Payment" ADD COLUMN "method" "PaymentMethod" NOT NULL DEFAULT 'card';

ALTER TABLE "FakeGatewayPayment" ADD COLUMN "kind" TEXT NOT NULL DEFAULT 'payment';
