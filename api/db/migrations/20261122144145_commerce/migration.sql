-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "unaccent";

-- AlterTable
ALTER TABLE "CallbackLead" ADD COLUMN     "crmAttempts" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "cancelledAt" TIMESTAMP(3),
ADD COLUMN     "statusChangedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "OrderFile" ADD COLUMN     "kind" TEXT NOT NULL DEFAULT 'text',
ADD COLUMN     "rowCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "sha256" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "lastPrice" DECIMAL(12,2);

-- AlterTable
ALTER TABLE "OutboxMessage" ADD COLUMN     "lockedUntil" TIMESTAMP(3);

-- Defaults above only fill rows that existed before; new rows always set them.
ALTER TABLE "OrderFile" ALTER COLUMN "kind" DROP DEFAULT, ALTER COLUMN "sha256" DROP DEFAULT;

-- Order numbers (domain/orderNumber): one sequence, so concurrent orders
-- never share a number and a number never depends on the row id.
CREATE SEQUENCE IF NOT EXISTS "order_number_seq" START WITH 1001;
