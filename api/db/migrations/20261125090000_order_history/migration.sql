-- CreateEnum
CREATE TYPE "OrderActorKind" AS ENUM ('customer', 'guest', 'staff');

-- CreateTable
CREATE TABLE "OrderHistory" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "fromStatus" "OrderStatus",
    "toStatus" "OrderStatus" NOT NULL,
    "actorKind" "OrderActorKind" NOT NULL,
    "actorId" INTEGER,
    "comment" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderHistory_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OrderHistory_orderId_createdAt_idx" ON "OrderHistory"("orderId", "createdAt");

-- AddForeignKey
ALTER TABLE "OrderHistory" ADD CONSTRAINT "OrderHistory_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderHistory" ADD CONSTRAINT "OrderHistory_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Orders placed before the history existed: one row each, from their own stamps.
INSERT INTO "OrderHistory" ("orderId", "fromStatus", "toStatus", "actorKind", "actorId", "createdAt")
SELECT "id", CASE WHEN "userId" IS NULL THEN NULL ELSE 'draft'::"OrderStatus" END, 'placed',
       CASE WHEN "userId" IS NULL THEN 'guest'::"OrderActorKind" ELSE 'customer'::"OrderActorKind" END,
       "userId", "placedAt"
FROM "Order" WHERE "placedAt" IS NOT NULL;
