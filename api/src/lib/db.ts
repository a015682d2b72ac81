import { PrismaPg } from '@prisma/adapter-pg'
import { PrismaClient } from '@prisma/client'

import { emitLogLevels, handlePrismaLogging } from '@redwoodjs/api/logger'

import { logger } from './logger'
import { changesKeptSessions, forgetSessionsHere } from './sessionCache'

// Prisma's native engines cannot be downloaded on our machines: the client runs
// its WASM query compiler over node-postgres (docs/stack.md).
const adapter = new PrismaPg({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE || 10),
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

/**
 * This process's own writes of sessions, users, groups and price types clear
 * its kept sessions at once (lib/sessionCache), before the database's signal
 * reaches every process at commit. Only query hooks: the client's API and
 * types are Prisma's own.
 */
export const db = prismaClient.$extends({
  query: {
    $allModels: {
      async $allOperations({ model, operation, args, query }) {
        if (!changesKeptSessions(model, operation)) return query(args)
        forgetSessionsHere()
        try {
          return await query(args)
        } finally {
          // Again once written: a request may have read the old row meanwhile.
          forgetSessionsHere()
        }
      },
    },
  },
}) as unknown as typeof prismaClient
