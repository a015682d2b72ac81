import crypto from 'node:crypto'

import { logger } from './logger'
import { numberSetting } from './numberSetting'

/**
 * Password hashing for the shop's accounts (issue "Accounts and security").
 *
 * - scrypt at OWASP's cost: N = 2^17, r = 8, p = 1, 16-byte random salt,
 *   64-byte key. dbAuth 8.9 uses N = 2^14 and `scryptSync`, which blocks the
 *   event loop; here the callback form of `crypto.scrypt` runs on libuv's
 *   thread pool, and at most HASH_CONCURRENCY hashes run at a time so the
 *   pool keeps threads for file reads (media) and DNS look-ups.
 * - Stored as a self-describing string,
 *   `scrypt$ln=17,r=8,p=1$<salt base64>$<key base64>` (PHC-like, base64
 *   without padding), so the parameters can change later; the `salt` column
 *   of `User` stays empty for such hashes.
 * - dbAuth's formats still verify (with `needsRehash`), so existing accounts
 *   move to the new cost at their next login.
 */

const CURRENT = { ln: 17, r: 8, p: 1 } as const
const SALT_BYTES = 16
const KEY_BYTES = 64
const PREFIX = 'scrypt'

/** Parameters stored hashes may carry; anything outside is refused unread. */
const LIMITS = { ln: [10, 20], r: [1, 32], p: [1, 16], memoryBytes: 1024 ** 3 } as const

export interface ScryptParams {
  ln: number
  r: number
  p: number
}

export interface StoredPassword {
  hashedPassword: string
  salt: string
}

export interface VerifyResult {
  ok: boolean
  /** The stored hash has an old format or cost: replace it when `ok`. */
  needsRehash: boolean
  /**
   * When `ok && needsRehash`: the password already hashed at the current
   * cost (computed anyway to keep the timing of all verifications alike).
   * Store it as `hashedPassword` with `salt: ''`.
   */
  rehashed?: string
}

// ───────────────────────────── Thread pool gate ─────────────────────────────

/**
 * At most `limit` tasks at a time, the rest wait in order. One scrypt at
 * N = 2^17 holds a libuv thread (of 4 by default) and 128 MiB for about half
 * a second; unbounded, a burst of logins would occupy the whole pool and
 * stall `fs` and `dns.lookup` for everyone.
 */
export class Gate {
  private running = 0
  private readonly waiting: (() => void)[] = []

  constructor(readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    } else {
      this.running++
    }
    try {
      return await task()
    } finally {
      const next = this.waiting.shift()
      // The slot passes straight to the next waiter, or is freed.
      if (next) next()
      else this.running--
    }
  }
}

const HASH_CONCURRENCY = numberSetting('PASSWORD_HASH_CONCURRENCY', 2, { min: 1, integer: true })
const gate = new Gate(HASH_CONCURRENCY)

// ───────────────────────────── Primitives ─────────────────────────────

function scrypt(
  password: string,
  salt: Buffer | string,
  keyBytes: number,
  { ln, r, p }: ScryptParams
): Promise<Buffer> {
  const N = 2 ** ln
  // Node refuses unless maxmem covers 128·N·r bytes (plus a little): allow twice.
  const maxmem = 2 * 128 * N * r + 1024 * 1024
  return gate.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        crypto.scrypt(password, salt, keyBytes, { N, r, p, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key)
        )
      })
  )
}

function pbkdf2Sha1(password: string, salt: string): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    crypto.pbkdf2(password, salt, 1, 32, 'sha1', (error, key) =>
      error ? reject(error) : resolve(key)
    )
  })
}

function equal(a: Buffer, b: Buffer): boolean {
  // timingSafeEqual needs equal lengths; the length of a hash is no secret.
  return a.length === b.length && crypto.timingSafeEqual(a, b)
}

const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '')

// ───────────────────────────── Formats ─────────────────────────────

/** Hashes a new password at the current cost. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES)
  const key = await scrypt(password.normalize('NFC'), salt, KEY_BYTES, CURRENT)
  return `${PREFIX}$ln=${CURRENT.ln},r=${CURRENT.r},p=${CURRENT.p}$${b64(salt)}$${b64(key)}`
}

export interface ParsedHash {
  params: ScryptParams
  salt: Buffer
  key: Buffer
}

const FORMAT = /^scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/

/** Reads a hash of `hashPassword`'s format; null for anything else or out-of-range costs. */
export function parseHash(stored: string): ParsedHash | null {
  const match = FORMAT.exec(stored)
  if (!match) return null
  const [ln, r, p] = [match[1], match[2], match[3]].map(Number)
  const within = (value: number, [min, max]: readonly [number, number]) =>
    value >= min && value <= max
  if (!within(ln, LIMITS.ln) || !within(r, LIMITS.r) || !within(p, LIMITS.p)) return null
  if (128 * 2 ** ln * r > LIMITS.memoryBytes) return null
  const salt = Buffer.from(match[4], 'base64')
  const key = Buffer.from(match[5], 'base64')
  if (salt.length < 8 || key.length < 16) return null
  return { params: { ln, r, p }, salt, key }
}

/** dbAuth 8.9: hex of a 32-byte scrypt key, then `|N|r|p`; the salt column (hex text) as it is. */
const DBAUTH_SCRYPT = /^([0-9a-f]{64})\|(\d+)\|(\d+)\|(\d+)$/
/** dbAuth before 3.x: hex of PBKDF2-SHA1 with a single iteration, same salt column. */
const DBAUTH_PBKDF2 = /^[0-9a-f]{64}$/

function isCurrent({ params, salt, key }: ParsedHash): boolean {
  return (
    params.ln === CURRENT.ln &&
    params.r === CURRENT.r &&
    params.p === CURRENT.p &&
    salt.length >= SALT_BYTES &&
    key.length === KEY_BYTES
  )
}

/**
 * Checks a password against the stored hash of any format the shop has
 * used. Every call spends at least one hash at the current cost, so the
 * answer's timing tells neither the format nor (with `dummyVerify` for
 * unknown e-mails) whether the account exists.
 */
export async function verifyPassword(
  password: string,
  stored: StoredPassword
): Promise<VerifyResult> {
  const { hashedPassword, salt } = stored

  const parsed = parseHash(hashedPassword)
  if (parsed) {
    const key = await scrypt(
      password.normalize('NFC'),
      parsed.salt,
      parsed.key.length,
      parsed.params
    )
    const ok = equal(key, parsed.key)
    const needsRehash = !isCurrent(parsed)
    if (!needsRehash) return { ok, needsRehash }
    return finishLegacy(password, ok)
  }

  const dbAuthScrypt = DBAUTH_SCRYPT.exec(hashedPassword)
  if (dbAuthScrypt) {
    const [, hex, cost, blockSize, parallelization] = dbAuthScrypt
    const N = Number(cost)
    const ln = Math.log2(N)
    const params = { ln, r: Number(blockSize), p: Number(parallelization) }
    if (
      Number.isInteger(ln) &&
      ln >= LIMITS.ln[0] &&
      ln <= LIMITS.ln[1] &&
      params.r >= LIMITS.r[0] &&
      params.r <= LIMITS.r[1] &&
      params.p >= LIMITS.p[0] &&
      params.p <= LIMITS.p[1] &&
      128 * N * params.r <= LIMITS.memoryBytes
    ) {
      // dbAuth passes the salt column as a string (its UTF-8 bytes, not the hex decoded).
      const key = await scrypt(password.normalize('NFC'), salt, 32, params)
      return finishLegacy(password, equal(key, Buffer.from(hex, 'hex')))
    }
  } else if (DBAUTH_PBKDF2.test(hashedPassword)) {
    // dbAuth did not normalise here.
    const key = await pbkdf2Sha1(password, salt)
    return finishLegacy(password, equal(key, Buffer.from(hashedPassword, 'hex')))
  }

  logger.warn('verifyPassword: stored password hash of unknown format')
  await dummyVerify()
  return { ok: false, needsRehash: true }
}

/** After an old-format check: hash at the current cost either way (same timing), keep it on success. */
async function finishLegacy(password: string, ok: boolean): Promise<VerifyResult> {
  if (!ok) {
    await dummyVerify()
    return { ok: false, needsRehash: true }
  }
  return { ok: true, needsRehash: true, rehashed: await hashPassword(password) }
}

const DUMMY_SALT = Buffer.alloc(SALT_BYTES, 7)

/**
 * Spends what a verification costs (one hash at the current parameters), for
 * the "no such e-mail" branch of login, so it answers no faster than a wrong
 * password.
 */
export async function dummyVerify(): Promise<void> {
  await scrypt('dummy password', DUMMY_SALT, KEY_BYTES, CURRENT)
}

// The rule for new passwords is the domain's (the web forms apply it too).
export {
  commonPasswordCount,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  passwordProblems,
} from './domain/passwordRules'
