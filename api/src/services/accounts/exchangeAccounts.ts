import crypto from 'node:crypto'

import { z } from 'zod'

import { recordAudit, type AuditInput } from 'src/lib/audit'
import { db } from 'src/lib/db'
import { email as emailRule } from 'src/lib/domain/inputFields'
import { InvalidInputError } from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { hashPassword, passwordProblems } from 'src/lib/passwords'

/**
 * 1C's exchange accounts (role `exchange`, docs/1c-exchange.md): what the 1C
 * administrator enters in «Узел обмена с сайтом». Made or given a new
 * password by an admin in /admin/staff, or by `yarn rw exec
 * create-exchange-user` (scripts/create-exchange-user.ts). The account opens
 * /api/1c/exchange only. A new password ends its exchange sessions.
 */

export const EXCHANGE_ACCOUNT_MESSAGES = {
  otherRole:
    'У этого e-mail уже есть учётная запись сайта с другой ролью: для обмена с 1С нужен отдельный e-mail.',
  exists:
    'Учётная запись обмена с этим e-mail уже есть. Чтобы задать ей новый пароль, добавьте --reset-password.',
  missing:
    'Учётной записи обмена с этим e-mail нет: --reset-password меняет пароль только существующей.',
} as const

/** A password for 1C to keep: long and random, shown once. */
export const generatedExchangePassword = () => crypto.randomBytes(18).toString('base64url')

export interface SaveExchangeAccountInput {
  email: unknown
  password: string
  /** Only an existing exchange account: set its password (the command's --reset-password). */
  resetOnly?: boolean
  /** Only a new account (the command without --reset-password). */
  createOnly?: boolean
  /** Who did it, for the audit log (the back office passes nothing: the signed-in admin). */
  actor?: AuditInput['actor']
}

export async function saveExchangeAccount(input: SaveExchangeAccountInput) {
  const { email } = parseInput(z.object({ email: emailRule() }), { email: input.email })
  const problems = passwordProblems(input.password, { email })
  if (problems.length) throw new InvalidInputError({ password: problems })
  const existing = await db.user.findUnique({ where: { email }, select: { id: true, role: true } })
  if (existing && existing.role !== 'exchange') {
    throw new InvalidInputError({ email: [EXCHANGE_ACCOUNT_MESSAGES.otherRole] })
  }
  if (existing && input.createOnly) {
    throw new InvalidInputError({ email: [EXCHANGE_ACCOUNT_MESSAGES.exists] })
  }
  if (!existing && input.resetOnly) {
    throw new InvalidInputError({ email: [EXCHANGE_ACCOUNT_MESSAGES.missing] })
  }
  const hashedPassword = await hashPassword(input.password)
  const now = new Date()
  return db.$transaction(async (tx) => {
    const user = existing
      ? await tx.user.update({
          where: { id: existing.id },
          data: { hashedPassword, salt: '', isActive: true, emailConfirmedAt: now },
        })
      : await tx.user.create({
          data: {
            email,
            hashedPassword,
            salt: '',
            role: 'exchange',
            firstName: 'Обмен',
            lastName: '1С',
            emailConfirmedAt: now,
          },
        })
    // A new password: 1C's open exchange sessions end (it starts over with checkauth).
    const ended = await tx.exchangeSession.updateMany({
      where: { userId: user.id, revokedAt: null },
      data: { revokedAt: now },
    })
    await recordAudit(tx, {
      action: existing ? 'user.password' : 'user.create',
      entity: 'user',
      entityId: user.id,
      before: existing ? { passwordSetAt: null } : null,
      after: existing ? { passwordSetAt: now.toISOString() } : { email, role: 'exchange' },
      ...(input.actor ? { actor: input.actor } : {}),
    })
    return { id: user.id, email: user.email, created: !existing, sessionsEnded: ended.count }
  })
}

/** The exchange accounts, for the back office. */
export function listExchangeAccounts() {
  return db.user.findMany({
    where: { role: 'exchange' },
    select: { id: true, email: true, isActive: true, createdAt: true, updatedAt: true },
    orderBy: { id: 'asc' },
  })
}
