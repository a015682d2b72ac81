import type { UserRole } from '@prisma/client'
import { z } from 'zod'

import { db } from 'src/lib/db'
import { REQUIRED_MESSAGE } from 'src/lib/domain/contactFields'
import { email as emailRule } from 'src/lib/domain/inputFields'
import { InvalidInputError } from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { hashPassword, passwordProblems } from 'src/lib/passwords'

/**
 * The first admin of a production shop, made from the command line
 * (`yarn rw exec create-admin`, scripts/create-admin.ts): production has no
 * demo accounts, so this is how its first staff account appears. Not
 * reachable over GraphQL or REST.
 *
 * The account is confirmed and active, has the role `admin` (every staff
 * right) and a password that passes the shop's rules (`passwordProblems`,
 * which also refuses the published demo password). An existing e-mail is
 * refused unless `resetPassword`: then that account gets the new password,
 * the admin role, is confirmed and activated, its unused recovery links are
 * voided and all its sessions end.
 */

export const ADMIN_ROLE: UserRole = 'admin'

export const ADMIN_MESSAGES = {
  exists:
    'Учётная запись с этим e-mail уже есть. Чтобы задать ей новый пароль и сделать её ' +
    'администратором, добавьте --reset-password.',
  missing: 'Учётной записи с этим e-mail нет: --reset-password меняет пароль только существующей.',
} as const

export interface CreateAdminInput {
  email: unknown
  password: unknown
  /** Allow an existing e-mail: set its password and make it an admin. */
  resetPassword?: boolean
}

export interface CreateAdminResult {
  id: number
  email: string
  role: UserRole
  /** A new account (false: an existing one was reset). */
  created: boolean
  /** Sessions of a reset account that were ended. */
  sessionsEnded: number
}

export async function createAdmin(input: CreateAdminInput): Promise<CreateAdminResult> {
  const { email } = parseInput(z.object({ email: emailRule() }), { email: input.email })
  const password = typeof input.password === 'string' ? input.password : ''
  if (!password) throw new InvalidInputError({ password: [REQUIRED_MESSAGE] })
  const problems = passwordProblems(password, { email })
  if (problems.length) throw new InvalidInputError({ password: problems })

  const existing = await db.user.findUnique({ where: { email }, select: { id: true } })
  if (existing && !input.resetPassword)
    throw new InvalidInputError({ email: [ADMIN_MESSAGES.exists] })
  if (!existing && input.resetPassword) {
    throw new InvalidInputError({ email: [ADMIN_MESSAGES.missing] })
  }

  const hashedPassword = await hashPassword(password)
  const now = new Date()
  const account = {
    hashedPassword,
    salt: '',
    role: ADMIN_ROLE,
    isActive: true,
  }

  if (!existing) {
    const user = await db.user.create({
      data: { email, ...account, emailConfirmedAt: now },
      select: { id: true, email: true, role: true },
    })
    return { ...user, created: true, sessionsEnded: 0 }
  }

  const [user, , sessions] = await db.$transaction([
    db.user.update({
      where: { id: existing.id },
      data: { ...account, resetToken: null, resetTokenExpiresAt: null },
      select: { id: true, email: true, role: true },
    }),
    db.user.updateMany({
      where: { id: existing.id, emailConfirmedAt: null },
      data: { emailConfirmedAt: now },
    }),
    // Like a password change: old sessions and recovery links stop working.
    // (Not lib/sessions' revokeUserSessions: it needs SESSION_SECRET at import.)
    db.session.updateMany({
      where: { userId: existing.id, revokedAt: null },
      data: { revokedAt: now },
    }),
    db.userToken.updateMany({
      where: { userId: existing.id, kind: 'password_reset', usedAt: null },
      data: { usedAt: now },
    }),
  ])
  return { ...user, created: false, sessionsEnded: sessions.count }
}
