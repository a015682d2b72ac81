-- Leads a manager works in the shop (issue 30 §3): where a callback came
-- from (the site path, the product's article) and «Обработана» — when, by
-- whom (the account, and its e-mail kept after the account is gone) and the
-- manager's note. Every lead stored before this is new: the shop never knew
-- whether it was worked, and the list shows it honestly.
ALTER TABLE "CallbackLead" ADD COLUMN "page" TEXT,
ADD COLUMN "productArticle" TEXT,
ADD COLUMN "handledAt" TIMESTAMP(3),
ADD COLUMN "handledById" INTEGER,
ADD COLUMN "handledByEmail" TEXT,
ADD COLUMN "handledNote" TEXT;

-- The list's «Новые» / «Обработанные», newest first, and the dashboard's count.
CREATE INDEX "CallbackLead_handledAt_createdAt_idx" ON "CallbackLead"("handledAt", "createdAt");

ALTER TABLE "CallbackLead" ADD CONSTRAINT "CallbackLead_handledById_fkey" FOREIGN KEY ("handledById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
