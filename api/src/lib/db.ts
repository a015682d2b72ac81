import { PrismaPg } from '@prisma/adapter-pg'
import { PrismaClient } from '@prisma/client'

import { emitLogLevels, handlePrismaLogging } from '@redwoodjs/api/logger'

import { logger } from './logger'

// Prisma's native engines cannot be downloaded on our machines: the client runs
// its WASM query compiler over node-postgres (docs/stack.md).
const adapter = new PrismaPg({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE || 10),
  // A sequential scan starts at the table's first block, not where another
  // left off: a ranked search's first matches are then the same in every
  // process and on every request (services/products/productQuery rankedSearchSql).
  options: '-c synchronize_seqscans=off',
})

const prismaClient = new PrismaClient({
  adapter,
  log: emitLogLevels(['info', 'warn', 'error']),
})

handlePrismaLogging({
  db: prismaClient,
  logger,
  logLevels: ['info', 'warn', 'error'],
})

export const db = prismaClient
