import type { Prisma } from '@prisma/client'

import type { Letter } from './domain/letters'

/**
 * The transactional outbox: a letter is written in the same transaction as
 * the change it announces, and the mail worker (issue «Commerce») delivers it
 * with retries. `key` makes a repeated write harmless.
 */
export function enqueueLetter(tx: Prisma.TransactionClient, letter: Letter, key: string) {
  return tx.outboxMessage.upsert({
    where: { idempotencyKey: key },
    create: { kind: 'mail', idempotencyKey: key, payload: { ...letter } },
    update: {},
  })
}
