import crypto from 'node:crypto'

import type { UserTokenKind } from '@prisma/client'
import type { MutationResolvers } from 'types/graphql'

import { graphqlClient } from 'src/lib/clientIp'
import { db } from 'src/lib/db'
import {
  accountEmailInput,
  BAD_TOKEN,
  confirmEmailInput,
  type AccountEmailInput,
  type ConfirmEmailInput,
} from 'src/lib/domain/accountInput'
import { EMAIL_CONFIRMED, REGISTERED, RESENT, RESET_SENT } from 'src/lib/domain/accountMessages'
import {
  alreadyRegisteredLetter,
  confirmEmailLetter,
  passwordResetLetter,
} from 'src/lib/domain/letters'
import { DEFAULT_LOCALE, type Locale } from 'src/lib/domain/locale'
import {
  passwordResetInput,
  problemsWithEmail,
  registrationInput,
  type PasswordResetInput,
  type RegistrationInput,
} from 'src/lib/domain/passwordInput'
import { passwordSetNotice, type PasswordSetNotice } from 'src/lib/domain/passwordSetNotice'
import { InvalidInputError } from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { enqueueLetter } from 'src/lib/outbox'
import { hashPassword } from 'src/lib/passwords'
import { enforce, RATE_RULES } from 'src/lib/rateLimit'
import { hashToken, revokeUserSessions } from 'src/lib/sessions'

/**
 * Registration, e-mail confirmation and password recovery. Answers never say
 * whether an e-mail has an account (the letter does, to its owner), tokens
 * are single-use, expiring, and stored only as hashes.
 */
export const CONFIRM_TOKEN_TTL_MS = 48 * 60 * 60 * 1000
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000

// The words live in the kernel (the web shows them by key, issue 33).
export { REGISTERED, RESENT, RESET_SENT }
export { BAD_TOKEN }

interface Client {
  ip: string
}

/** A new single-use token of `kind` (its hash stored); older unused ones of that kind stop working. */
export async function issueToken(
  tx: Parameters<Parameters<typeof db.$transaction>[0]>[0],
  userId: number,
  kind: UserTokenKind,
  ttlMs: number
) {
  // A new letter makes the older links of the same kind useless.
  await tx.userToken.updateMany({
    where: { userId, kind, usedAt: null },
    data: { usedAt: new Date() },
  })
  const token = crypto.randomBytes(32).toString('base64url')
  await tx.userToken.create({
    data: { userId, kind, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) },
  })
  return token
}

/**
 * Creates a retail (b2c) account waiting for e-mail confirmation. The input
 * is parsed (`registrationInput`: the password already passed the rule).
 */
export async function register(input: RegistrationInput, client: Client) {
  const { email, password } = input
  await enforce(RATE_RULES.registrationPerIp, client.ip)
  await enforce(RATE_RULES.registrationPerAccount, email)

  // Hashed before the look-up, whatever it finds: the hash is nearly all of
  // the time spent, so an existing address answers no sooner than a new one.
  const hashedPassword = await hashPassword(password)
  const existing = await db.user.findUnique({ where: { email } })
  if (existing) {
    // Same answer as for a new address; the owner learns it from the letter.
    await tellOwnerAlreadyRegistered(email, existing.locale)
    return { detail: REGISTERED }
  }
  try {
    await createAccount(email, hashedPassword, input)
  } catch (error) {
    // Two registrations of one new address at once: the second one is the
    // "existing" case, and answers like it.
    const owner = isUniqueViolation(error) ? await db.user.findUnique({ where: { email } }) : null
    if (!owner) throw error
    await tellOwnerAlreadyRegistered(email, owner.locale)
  }
  return { detail: REGISTERED }
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002'

/** The owner reads it in the account's language, whatever page the stranger used. */
function tellOwnerAlreadyRegistered(email: string, locale: Locale) {
  return db.$transaction((tx) =>
    enqueueLetter(
      tx,
      alreadyRegisteredLetter(email, undefined, locale),
      `already-registered:${email}:${Date.now()}`
    )
  )
}

async function createAccount(email: string, hashedPassword: string, input: RegistrationInput) {
  await db.$transaction(async (tx) => {
    const retail = await tx.customerGroup.upsert({
      where: { name: 'b2c' },
      create: { name: 'b2c', title: 'Розничные покупатели' },
      update: {},
    })
    const user = await tx.user.create({
      data: {
        email,
        hashedPassword,
        salt: '',
        lastName: input.lastName,
        firstName: input.firstName,
        middleName: input.middleName,
        // The page they signed up on: their letters are written in its language.
        locale: input.locale ?? DEFAULT_LOCALE,
        groups: { create: [{ groupId: retail.id, position: 0 }] },
      },
    })
    const token = await issueToken(tx, user.id, 'email_confirm', CONFIRM_TOKEN_TTL_MS)
    await enqueueLetter(
      tx,
      confirmEmailLetter(email, token, undefined, user.locale),
      `confirm:${user.id}:${hashToken(token)}`
    )
  })
}

/** A live token of this kind exists (read only; spendToken still decides, atomically). */
async function assertTokenLive(token: string, kind: UserTokenKind) {
  const live = await db.userToken.count({
    where: { tokenHash: hashToken(token), kind, usedAt: null, expiresAt: { gt: new Date() } },
  })
  if (live !== 1) throw new InvalidInputError({ token: [BAD_TOKEN] })
}

/** Spends a token of `kind`: the user it was issued to, or a 400. */
async function spendToken(
  tx: Parameters<Parameters<typeof db.$transaction>[0]>[0],
  token: string,
  kind: UserTokenKind
) {
  // The update is the check: only an unused, unexpired token of this kind changes.
  const spent = await tx.userToken.updateMany({
    where: { tokenHash: hashToken(token), kind, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  })
  if (spent.count !== 1) throw new InvalidInputError({ token: [BAD_TOKEN] })
  return tx.userToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } })
}

/**
 * For an address that gets no letter (unknown, inactive, already confirmed):
 * the statements `issueToken` and `enqueueLetter` would run, in one
 * transaction that is given a transaction id (so its commit is flushed like
 * a write), touching no row. Recovery and resend then answer in about the
 * same time whether or not the address has an account.
 */
async function issueNoToken(kind: UserTokenKind) {
  const tokenHash = hashToken(crypto.randomBytes(32).toString('base64url'))
  await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT pg_current_xact_id()::text AS id`
    await tx.userToken.updateMany({
      where: { userId: -1, kind, usedAt: null },
      data: { usedAt: new Date() },
    })
    await tx.userToken.findUnique({ where: { tokenHash } })
    await tx.outboxMessage.findUnique({ where: { idempotencyKey: `${kind}:-1:${tokenHash}` } })
  })
}

export async function confirmEmail({ token }: ConfirmEmailInput) {
  await db.$transaction(async (tx) => {
    const { userId } = await spendToken(tx, token, 'email_confirm')
    await tx.user.update({ where: { id: userId }, data: { emailConfirmedAt: new Date() } })
  })
  return { detail: EMAIL_CONFIRMED }
}

export async function resendConfirmation({ email }: AccountEmailInput, client: Client) {
  await enforce(RATE_RULES.resendPerIp, client.ip)
  await enforce(RATE_RULES.resendPerAccount, email)
  const user = await db.user.findUnique({ where: { email } })
  if (user && user.isActive && !user.emailConfirmedAt) {
    await db.$transaction(async (tx) => {
      const token = await issueToken(tx, user.id, 'email_confirm', CONFIRM_TOKEN_TTL_MS)
      await enqueueLetter(
        tx,
        confirmEmailLetter(email, token, undefined, user.locale),
        `confirm:${user.id}:${hashToken(token)}`
      )
    })
  } else {
    await issueNoToken('email_confirm')
  }
  return { detail: RESENT }
}

export async function requestPasswordReset({ email }: AccountEmailInput, client: Client) {
  await enforce(RATE_RULES.recoveryPerIp, client.ip)
  await enforce(RATE_RULES.recoveryPerAccount, email)
  const user = await db.user.findUnique({ where: { email } })
  if (user && user.isActive) {
    await db.$transaction(async (tx) => {
      const token = await issueToken(tx, user.id, 'password_reset', RESET_TOKEN_TTL_MS)
      await enqueueLetter(
        tx,
        passwordResetLetter(email, token, undefined, user.locale),
        `reset:${user.id}:${hashToken(token)}`
      )
    })
  } else {
    await issueNoToken('password_reset')
  }
  return { detail: RESET_SENT }
}

/**
 * Sets a new password with a recovery token (or a staff invitation's); every
 * session of the user ends. The notice says where to go next: the back
 * office for staff (domain/passwordSetNotice).
 */
export async function resetPassword({
  token,
  newPassword,
}: PasswordResetInput): Promise<PasswordSetNotice> {
  // A made-up token must not cost a scrypt (≈128 MB, up to a second of a core):
  // hash only for a token that exists, then spend it in the transaction.
  await assertTokenLive(token, 'password_reset')
  const hashedPassword = await hashPassword(newPassword)
  const { userId, notice } = await db.$transaction(async (tx) => {
    const { userId } = await spendToken(tx, token, 'password_reset')
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId } })
    // The rest of the rule was the schema's; this part needs the account's e-mail.
    const problems = problemsWithEmail(newPassword, user.email)
    if (problems.length) throw new InvalidInputError({ newPassword: problems })
    // Following the link proves the mailbox is theirs.
    await tx.user.update({
      where: { id: userId },
      data: { hashedPassword, salt: '', emailConfirmedAt: user.emailConfirmedAt ?? new Date() },
    })
    return { userId, notice: passwordSetNotice(user) }
  })
  await revokeUserSessions(userId)
  return notice
}

// ───────────── GraphQL ─────────────
// The same functions, the arguments parsed by the same schemas as the REST
// bodies, with the caller's address taken from the request.

export const registerAccount: MutationResolvers['registerAccount'] = async ({ input }) =>
  register(parseInput(registrationInput, input), graphqlClient())

export const confirmAccountEmail: MutationResolvers['confirmAccountEmail'] = async (args) =>
  confirmEmail(parseInput(confirmEmailInput, args))

export const resendAccountConfirmation: MutationResolvers['resendAccountConfirmation'] = async (
  args
) => resendConfirmation(parseInput(accountEmailInput, args), graphqlClient())

export const requestAccountPasswordReset: MutationResolvers['requestAccountPasswordReset'] = async (
  args
) => requestPasswordReset(parseInput(accountEmailInput, args), graphqlClient())

export const resetAccountPassword: MutationResolvers['resetAccountPassword'] = async (args) =>
  resetPassword(parseInput(passwordResetInput, args))
