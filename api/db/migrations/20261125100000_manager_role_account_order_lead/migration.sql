-- AlterEnum: managers work orders, leads and customers (issue 18).
ALTER TYPE "UserRole" ADD VALUE 'manager';

-- AlterEnum: an account's placed order goes to the CRM as a lead too (issue 18).
ALTER TYPE "LeadSource" ADD VALUE 'account_order';
