import crypto from 'node:crypto'
import net from 'node:net'

import { db } from './db'
import { TooManyRequestsError } from './errors'
import { logger } from './logger'

/**
 * Fixed-window rate limits kept in PostgreSQL (`RateLimitBucket`), so that
 * every rule holds however many api processes run behind the proxy: one
 * atomic upsert per hit counts and answers, with the database's clock.
 */

export interface RateRule {
  /** Key prefix, e.g. `login:ip`; unique per rule. */
  name: string
  /** Hits allowed per window. */
  limit: number
  windowSeconds: number
}

export interface RateDecision {
  allowed: boolean
  /** Hits left in the current window after this one. */
  remaining: number
  /** 0 when allowed; otherwise seconds until the window ends (≥ 1), for `Retry-After`. */
  retryAfterSeconds: number
}

const HOUR = 60 * 60

/**
 * The shop's limits (issue "Accounts and security"). Per-IP rules take
 * `clientIp(event)`, per-account rules the e-mail as typed (normalised here).
 */
export const RATE_RULES = {
  /**
   * Login attempts from one address: a person mistypes a few times, a script
   * hundreds. Counted up front (attempts in flight count) and given back when
   * the login succeeds (`refund`), so it bounds failures: an office of
   * installers behind one address may all log in at nine.
   */
  loginPerIp: { name: 'login:ip', limit: 20, windowSeconds: 60 },
  /**
   * Login attempts on one account, OWASP ASVS 6.1.1 (≤ 100 failed per hour).
   * Hit it before checking the password and `reset` it on success, so it
   * counts failures and attempts in flight: strict even under concurrency.
   */
  loginFailuresPerAccount: { name: 'login:account', limit: 100, windowSeconds: HOUR },
  /**
   * The share of those one address may spend (subject `accountAtAddress`),
   * checked first: a stranger alone can no longer lock a customer out for
   * the hour (ASVS 2.2.1 asks to resist lockout attacks too); that takes ten
   * addresses now. Also counted up front and reset on success.
   */
  loginFailuresPerAccountAtIp: { name: 'login:account-ip', limit: 10, windowSeconds: HOUR },
  /**
   * A browser or address the account logged in from before (known-device
   * cookie, or a session from that address within 30 days) is not held by
   * the account-wide limit above, which strangers from ten addresses can
   * fill; it has this share of its own instead (subject: device or address
   * with the account), so a stolen device cookie still guesses slowly.
   */
  loginFailuresPerAccountKnownClient: {
    name: 'login:account-known',
    limit: 10,
    windowSeconds: HOUR,
  },
  /** New accounts from one address: a family or an office, not a bot farm. */
  registrationPerIp: { name: 'signup:ip', limit: 10, windowSeconds: HOUR },
  /** Sign-up attempts for one e-mail: each may send a confirmation letter. */
  registrationPerAccount: { name: 'signup:account', limit: 5, windowSeconds: HOUR },
  /** Password recovery requests from one address (each may send a letter). */
  recoveryPerIp: { name: 'recovery:ip', limit: 10, windowSeconds: HOUR },
  /** Recovery letters to one mailbox: enough for a slow mail server, no mail bombing. */
  recoveryPerAccount: { name: 'recovery:account', limit: 3, windowSeconds: HOUR },
  /** Resending the confirmation letter from one address. */
  resendPerIp: { name: 'resend:ip', limit: 10, windowSeconds: HOUR },
  /** Resending the confirmation letter to one mailbox. */
  resendPerAccount: { name: 'resend:account', limit: 3, windowSeconds: HOUR },
  /** Guest order look-ups (number + phone/e-mail): stops guessing other people's orders. */
  guestOrderLookupPerIp: { name: 'order-lookup:ip', limit: 30, windowSeconds: HOUR },
  /** «Перезвоните мне» requests: each becomes a lead for the managers (Bitrix24). */
  callbackLeadPerIp: { name: 'callback:ip', limit: 5, windowSeconds: HOUR },
  /** «Сообщить о поступлении» requests from one address (issue 34 §3): a shopper asks for a few goods. */
  stockAlertPerIp: { name: 'stock-alert:ip', limit: 20, windowSeconds: HOUR },
  /**
   * Guest requests naming one mailbox: each sends that mailbox a letter, so a
   * stranger typing someone's address cannot flood it (docs/security.md).
   */
  stockAlertPerEmail: { name: 'stock-alert:email', limit: 5, windowSeconds: 24 * HOUR },
  /**
   * Fetches of the Kaspi price list from one address (issue 34 §1): Kaspi
   * re-reads it about every 30 minutes and a seller checks it by hand now and
   * then; each fetch walks the whole catalogue, so a stranger may not repeat
   * it at will.
   */
  kaspiFeedPerIp: { name: 'kaspi-feed:ip', limit: 60, windowSeconds: HOUR },
  /** Cancel links tried from one address: guessing a secret of 256 bits is hopeless anyway. */
  stockAlertCancelPerIp: { name: 'stock-alert-cancel:ip', limit: 30, windowSeconds: HOUR },
  /**
   * «Оплатить онлайн» presses from one address, whatever the order: each may
   * ask the payment gateway for a page (issue 28 §1; the per-order bound is
   * domain/paymentLifecycle's NEW_ATTEMPTS_PER_ORDER).
   */
  paymentStartPerIp: { name: 'payment-start:ip', limit: 30, windowSeconds: HOUR },
  /** Orders placed without an account: real buyers place a few, spam many. */
  guestOrderPerIp: { name: 'guest-order:ip', limit: 10, windowSeconds: HOUR },
  /**
   * Password changes of one account (subject `user:<id>`): counted before the
   * current password is checked and reset when it is right, so it bounds the
   * guesses of someone holding a stolen session.
   */
  passwordChangePerAccount: { name: 'password-change:account', limit: 10, windowSeconds: HOUR },
} as const satisfies Record<string, RateRule>

/** Share of hits that also delete expired buckets. */
export const PURGE_PROBABILITY = 0.01

/**
 * The stored form of a subject. IP addresses stay readable (IPv4-mapped IPv6
 * as IPv4; other IPv6 by their /64, which one subscriber usually holds
 * whole); anything else (e-mails, phones) is trimmed, lower-cased and
 * hashed, so the table holds no personal data and keys stay short.
 */
export function subjectKey(subject: string): string {
  const trimmed = subject.trim().toLowerCase()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(trimmed)?.[1]
  if (mapped && net.isIPv4(mapped)) return mapped
  if (net.isIPv4(trimmed)) return trimmed
  if (net.isIPv6(trimmed)) return `${ipv6Prefix64(trimmed)}::/64`
  return crypto.createHash('sha256').update(trimmed).digest('hex').slice(0, 32)
}

/** The first four groups of an IPv6 address, e.g. `2001:db8:0:1`. */
function ipv6Prefix64(address: string): string {
  const [head, tail = ''] = address.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  // An embedded IPv4 tail takes two groups; only the first four matter here.
  const missing = 8 - headGroups.length - tailGroups.length
  const groups = address.includes('::')
    ? [...headGroups, ...Array(Math.max(0, missing)).fill('0'), ...tailGroups]
    : headGroups
  return groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')
}

/** The subject of a per-account rule counted per address: IPv6 by its /64 as elsewhere. */
export const accountAtAddress = (account: string, ip: string) =>
  `${subjectKey(ip)} ${account.trim().toLowerCase()}`

export const bucketKey = (rule: RateRule, subject: string) => `${rule.name}:${subjectKey(subject)}`

/** Counts one hit of `subject` under `rule` and says whether it may proceed. */
export async function hit(rule: RateRule, subject: string): Promise<RateDecision> {
  const key = bucketKey(rule, subject)
  // Timestamps are UTC `timestamp(3)`, as Prisma writes them; the database's
  // clock is the one clock all api processes share.
  const rows = await db.$queryRaw<{ count: number; retryAfter: number }[]>`
    INSERT INTO "RateLimitBucket" AS b ("key", "windowStart", "count", "expiresAt")
    VALUES (
      ${key}::text,
      now() AT TIME ZONE 'UTC',
      1,
      (now() AT TIME ZONE 'UTC') + ${rule.windowSeconds}::int * interval '1 second'
    )
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN b."expiresAt" <= EXCLUDED."windowStart" THEN 1 ELSE b."count" + 1 END,
      "windowStart" = CASE WHEN b."expiresAt" <= EXCLUDED."windowStart"
        THEN EXCLUDED."windowStart" ELSE b."windowStart" END,
      "expiresAt" = CASE WHEN b."expiresAt" <= EXCLUDED."windowStart"
        THEN EXCLUDED."expiresAt" ELSE b."expiresAt" END
    RETURNING
      "count",
      GREATEST(1, CEIL(EXTRACT(EPOCH FROM ("expiresAt" - (now() AT TIME ZONE 'UTC')))))::int
        AS "retryAfter"`
  const count = Number(rows[0].count)
  const allowed = count <= rule.limit

  if (Math.random() < PURGE_PROBABILITY) {
    await purgeExpired().catch((error) =>
      logger.warn({ error }, 'rateLimit: purging expired buckets failed')
    )
  }

  return {
    allowed,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: allowed ? 0 : Number(rows[0].retryAfter),
  }
}

/** `hit`, throwing 429 (`TooManyRequestsError` with Retry-After) when refused. */
export async function enforce(rule: RateRule, subject: string): Promise<RateDecision> {
  const decision = await hit(rule, subject)
  if (!decision.allowed) throw new TooManyRequestsError(decision.retryAfterSeconds)
  return decision
}

/**
 * Gives back one hit of the subject's current window (never below zero; a
 * window that has ended is left alone): the attempt it counted turned out to
 * be no abuse, e.g. a login that succeeded. Unlike `reset`, the other hits
 * stay, so a success cannot buy a stranger a fresh window.
 */
export async function refund(rule: RateRule, subject: string): Promise<void> {
  await db.$executeRaw`
    UPDATE "RateLimitBucket" SET "count" = "count" - 1
    WHERE "key" = ${bucketKey(rule, subject)}::text AND "count" > 0
      AND "expiresAt" > now() AT TIME ZONE 'UTC'`
}

/** Forgets the subject's hits, e.g. failed logins after a successful one. */
export async function reset(rule: RateRule, subject: string): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { key: bucketKey(rule, subject) } })
}

/** Deletes buckets whose window has ended; returns how many. */
export async function purgeExpired(): Promise<number> {
  return db.$executeRaw`
    DELETE FROM "RateLimitBucket" WHERE "expiresAt" <= now() AT TIME ZONE 'UTC'`
}
