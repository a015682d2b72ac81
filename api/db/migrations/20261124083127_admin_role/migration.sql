-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "unaccent";

-- AlterEnum
ALTER TYPE "UserRole" ADD VALUE 'admin';
