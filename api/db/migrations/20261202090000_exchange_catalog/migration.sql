-- AlterEnum
ALTER TYPE "UserRole" ADD VALUE 'exchange';

-- CreateTable
CREATE TABLE "ExchangeSession" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "folder" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "ip" TEXT,

    CONSTRAINT "ExchangeSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CatalogExchange" (
    "id" SERIAL NOT NULL,
    "sessionId" TEXT,
    "userId" INTEGER,
    "userEmail" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),
    "status" TEXT NOT NULL DEFAULT 'running',
    "files" JSONB NOT NULL DEFAULT '[]',
    "created" INTEGER NOT NULL DEFAULT 0,
    "updated" INTEGER NOT NULL DEFAULT 0,
    "hidden" INTEGER NOT NULL DEFAULT 0,
    "remarks" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "errors" TEXT[] DEFAULT ARRAY[]::TEXT[],

    CONSTRAINT "CatalogExchange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CatalogExchangeImport" (
    "id" SERIAL NOT NULL,
    "exchangeId" INTEGER NOT NULL,
    "file" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'running',
    "fullCatalog" BOOLEAN NOT NULL DEFAULT false,
    "listedIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "message" TEXT NOT NULL DEFAULT '',
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "heartbeatAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "CatalogExchangeImport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ExchangeSession_folder_key" ON "ExchangeSession"("folder");

-- CreateIndex
CREATE INDEX "ExchangeSession_expiresAt_idx" ON "ExchangeSession"("expiresAt");

-- CreateIndex
CREATE INDEX "CatalogExchange_startedAt_idx" ON "CatalogExchange"("startedAt");

-- CreateIndex
CREATE UNIQUE INDEX "CatalogExchangeImport_exchangeId_file_key" ON "CatalogExchangeImport"("exchangeId", "file");

-- AddForeignKey
ALTER TABLE "ExchangeSession" ADD CONSTRAINT "ExchangeSession_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CatalogExchange" ADD CONSTRAINT "CatalogExchange_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "ExchangeSession"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CatalogExchangeImport" ADD CONSTRAINT "CatalogExchangeImport_exchangeId_fkey" FOREIGN KEY ("exchangeId") REFERENCES "CatalogExchange"("id") ON DELETE CASCADE ON UPDATE CASCADE;

