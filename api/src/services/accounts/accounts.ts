import type { QueryResolvers } from 'types/graphql'

import { db } from 'src/lib/db'
import type { LoginInput } from 'src/lib/domain/accountInput'
import { EMAIL_NOT_CONFIRMED, LOGIN_FAILED } from 'src/lib/domain/accountMessages'
import { NON_FIELD_ERRORS } from 'src/lib/domain/inputFields'
import { InvalidInputError, NotAuthenticatedError } from 'src/lib/errors'
import { dummyVerify, verifyPassword } from 'src/lib/passwords'
import { accountAtAddress, enforce, RATE_RULES, refund, reset } from 'src/lib/rateLimit'
import {
  createSession,
  knownDeviceOf,
  knownDeviceToken,
  loggedInFromBefore,
  revokeSession,
  type SessionClient,
} from 'src/lib/sessions'
import { toUserInfo, userInfoById, userWithGroups, type UserInfo } from 'src/lib/userInfo'

export { toUserInfo, userInfoById, type UserInfo }

/**
 * Login, logout and the logged-in user's info (SPEC §3 "User info", §4
 * "Login check", §7 "Auth and user"). Registration, confirmation, recovery
 * and profile changes come next (issue «Accounts and security»).
 */

// The words live in the kernel (the web shows them by key, issue 33).
export { EMAIL_NOT_CONFIRMED, LOGIN_FAILED }

/**
 * Checks the credentials (parsed by `loginInput`: the e-mail normalised,
 * both present) and starts a session. Limits come before the costly hash,
 * counted up front and reset on success: per address; per account from that
 * address (10 an hour, so that one stranger cannot use up the account's
 * allowance); per account (≤ 100 attempts an hour, OWASP ASVS 6.1.1). That
 * last one strangers from ten addresses can fill, so it does not hold a
 * client the account used before — a browser with its known-device cookie,
 * or an address it logged in from within 30 days: those get their own 10 an
 * hour instead, and the owner still logs in while the attackers get 429.
 */
export async function login(
  credentials: LoginInput,
  client: SessionClient & { ip: string; knownDevice?: string | null }
) {
  // The 1C exchange account signs in only at /api/1c/exchange (docs/1c-exchange.md).
  const user = await verifyCredentials(credentials, client, (u) => u.role !== 'exchange')
  const session = await createSession(user.id, client)
  return {
    user: toUserInfo(user),
    token: session.token,
    expiresAt: session.expiresAt,
    knownDevice: knownDeviceToken(credentials.email),
  }
}

/**
 * The login's check of an e-mail and password, under the login's limits
 * (see login): the user, or LOGIN_FAILED / 429. `accepts` says which
 * accounts this door lets in; one it does not is refused like a wrong
 * password and its attempt stays counted (the 1C exchange takes only its
 * own role; the site's login never takes that one).
 */
export async function verifyCredentials(
  { email, password }: LoginInput,
  client: { ip: string; knownDevice?: string | null },
  accepts: (user: { role: string }) => boolean
) {
  await enforce(RATE_RULES.loginPerIp, client.ip)
  const fromHere = accountAtAddress(email, client.ip)
  const device = knownDeviceOf(client.knownDevice, email)
  const knownClient = device
    ? `device ${device} ${email}`
    : (await loggedInFromBefore(email, client.ip))
      ? fromHere
      : null
  if (knownClient) {
    await enforce(RATE_RULES.loginFailuresPerAccountKnownClient, knownClient)
  } else {
    await enforce(RATE_RULES.loginFailuresPerAccountAtIp, fromHere)
    await enforce(RATE_RULES.loginFailuresPerAccount, email)
  }

  const user = await db.user.findUnique({ where: { email }, include: userWithGroups })
  if (!user || !user.isActive) {
    await dummyVerify()
    throw new InvalidInputError({ [NON_FIELD_ERRORS]: [LOGIN_FAILED] })
  }
  const verified = await verifyPassword(password, user)
  if (!verified.ok || !accepts(user)) {
    throw new InvalidInputError({ [NON_FIELD_ERRORS]: [LOGIN_FAILED] })
  }
  if (!user.emailConfirmedAt)
    throw new InvalidInputError({ [NON_FIELD_ERRORS]: [EMAIL_NOT_CONFIRMED] })

  if (knownClient) {
    // The strangers' count stays: the owner's login must not give them a new hour.
    await reset(RATE_RULES.loginFailuresPerAccountKnownClient, knownClient)
  } else {
    await reset(RATE_RULES.loginFailuresPerAccount, email)
  }
  await reset(RATE_RULES.loginFailuresPerAccountAtIp, fromHere)
  // A success is no attempt of a guesser's: the address keeps its attempts for failures.
  await refund(RATE_RULES.loginPerIp, client.ip)
  if (verified.rehashed) {
    // An old dbAuth hash: store the one at today's cost, computed during the check.
    await db.user.update({
      where: { id: user.id },
      data: { hashedPassword: verified.rehashed, salt: '' },
    })
  }
  return user
}

/** Ends the session of the cookie on the server. */
export async function logout(token: string | null) {
  await revokeSession(token)
}

/** The caller's own info (login check); 401 for guests. */
export async function myUserInfo(): Promise<UserInfo> {
  const id = context.currentUser?.id
  const info = typeof id === 'number' ? await userInfoById(id) : null
  if (!info) throw new NotAuthenticatedError()
  return info
}

export const me: QueryResolvers['me'] = () => myUserInfo()
