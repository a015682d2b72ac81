/**
 * Secrets come only from the environment. In production a missing or weak
 * one stops the api at start (every function imports this through
 * lib/sessions) with a message that says what to set; elsewhere a fixed
 * development value keeps `npm start` and the tests simple.
 */
const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-not-for-production'

/**
 * Values that were ever written in this repository (code, docs, scripts):
 * public, so never a production secret whatever their length.
 */
export const COMMITTED_SESSION_SECRETS: readonly string[] = [
  DEVELOPMENT_SESSION_SECRET,
  'test-only-session-secret-0123456789abcdef0123456789',
]

export const SESSION_SECRET_MIN_LENGTH = 32
/** A secret must be estimated at this many bits or more (`sessionSecretBits`). */
export const SESSION_SECRET_MIN_BITS = 128

/**
 * Words of placeholders and examples («changeme», «your-secret-here», …).
 * Six letters or more: a random base64 secret contains one by chance with
 * a probability below 10⁻⁷.
 */
const PLACEHOLDER =
  /change[-_ .]?(?:me|it|this)|replace[-_ .]?me|placeholder|example|secret|password|not[-_ .]?for[-_ .]?production|test[-_ .]?only|development|default/i

const log2 = Math.log2

/** Bits per character of the smallest usual alphabet the characters come from. */
function alphabetBits(chars: string[]): number {
  const text = chars.join('')
  if (/^[0-9a-f]+$/.test(text) || /^[0-9A-F]+$/.test(text)) return 4
  if (/^[A-Za-z0-9+/]+=*$/.test(text) || /^[A-Za-z0-9_-]+$/.test(text)) return 6
  let pool = 0
  if (/[a-z]/.test(text)) pool += 26
  if (/[A-Z]/.test(text)) pool += 26
  if (/[0-9]/.test(text)) pool += 10
  if (/[^A-Za-z0-9]/.test(text)) pool += 33
  if (/[^\x20-\x7e]/.test(text)) pool += 100
  return log2(Math.max(pool, 2))
}

/**
 * Shannon entropy of the characters' frequencies, bits per character, with
 * Miller and Madow's correction: counted over a few dozen characters the
 * plain figure is biased low (32 random base64 characters give ≈ 4.6 bits
 * each, not 6).
 */
function frequencyBits(chars: string[]): number {
  const counts = new Map<string, number>()
  for (const c of chars) counts.set(c, (counts.get(c) ?? 0) + 1)
  let bits = 0
  for (const count of counts.values()) {
    const p = count / chars.length
    bits -= p * log2(p)
  }
  return bits + (counts.size - 1) / (2 * chars.length * Math.LN2)
}

/**
 * Characters that a pattern predicts: the most that repeat the character a
 * fixed distance back (`aaaa`, `abcabc`, a pasted-twice value), or the ones
 * that continue a step (`abcd`, `1357`, `zyx`).
 */
function predictedCharacters(chars: string[]): number {
  const n = chars.length
  let repeated = 0
  for (let period = 1; period <= n / 2; period++) {
    let same = 0
    for (let i = period; i < n; i++) if (chars[i] === chars[i - period]) same++
    repeated = Math.max(repeated, same)
  }
  const codes = chars.map((c) => c.codePointAt(0)!)
  let stepped = 0
  for (let i = 2; i < n; i++) {
    if (codes[i] - codes[i - 1] === codes[i - 1] - codes[i - 2]) stepped++
  }
  return Math.max(repeated, stepped)
}

/**
 * A conservative estimate of a secret's entropy in bits: the characters no
 * simple pattern predicts, each worth the smaller of its alphabet's bits and
 * the Shannon entropy of the characters' frequencies. Measured over 5 000
 * random values each: 48 random bytes in base64 (`openssl rand -base64 48`)
 * ≥ 296 bits, 32 bytes in base64 or hex ≥ 185; 24 bytes pass but for about
 * one value in 5 000, 16 bytes in hex (128 bits exactly) never do — the
 * estimate errs low, so ask for 32 bytes or more. `x` × 48 gives 0,
 * `0123456789` × 4 about 27. It cannot see words: a passphrase is refused
 * only by `PLACEHOLDER` or when short.
 */
export function sessionSecretBits(secret: string): number {
  const chars = [...secret]
  if (chars.length === 0) return 0
  const perCharacter = Math.min(alphabetBits(chars), frequencyBits(chars))
  return (chars.length - predictedCharacters(chars)) * perCharacter
}

/** Why `secret` cannot key a production shop's sessions, or null when it can. */
export function sessionSecretProblem(secret: string | undefined): string | null {
  if (!secret) return 'is missing'
  if ([...secret].length < SESSION_SECRET_MIN_LENGTH) {
    return `is shorter than ${SESSION_SECRET_MIN_LENGTH} characters`
  }
  if (COMMITTED_SESSION_SECRETS.includes(secret)) {
    return 'is a value published in the repository (development or test default)'
  }
  if (PLACEHOLDER.test(secret)) return 'looks like a placeholder («changeme», «secret», …)'
  const bits = sessionSecretBits(secret)
  if (bits < SESSION_SECRET_MIN_BITS) {
    return (
      `is too predictable (about ${Math.floor(bits)} bits estimated, ` +
      `${SESSION_SECRET_MIN_BITS} needed: repeated characters, sequences or a small alphabet)`
    )
  }
  return null
}

export function sessionSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.SESSION_SECRET
  if (env.NODE_ENV === 'production') {
    const problem = sessionSecretProblem(secret)
    if (problem) {
      throw new Error(
        `SESSION_SECRET ${problem}. Set a random value in the environment, e.g. ` +
          '`openssl rand -base64 48`: it keys the hashes of session and e-mail tokens.'
      )
    }
    return secret!
  }
  return secret || DEVELOPMENT_SESSION_SECRET
}

/**
 * Why a production api cannot start with this SITE_URL, or null. Production
 * must name its public address: REST paging links, sitemaps, letters and the
 * payment gateway's URLs are built from it, never from a request's Host
 * header, which any caller chooses (`Host: evil.example`).
 */
export function siteUrlProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.NODE_ENV !== 'production') return null
  const value = env.SITE_URL?.trim()
  const fix =
    'Set the shop’s public address, e.g. SITE_URL=https://akvatoria.kz: links in the ' +
    'API’s answers, sitemaps, letters and the payment gateway’s URLs are built from it, ' +
    'never from a request’s Host header.'
  if (!value) return `SITE_URL is missing. ${fix}`
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `SITE_URL «${value}» is not an address. ${fix}`
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return `SITE_URL «${value}» is not an http(s) address. ${fix}`
  }
  return null
}

/** `api/src/server.ts` calls this first: a production api without SITE_URL does not start. */
export function exitOnSiteUrlProblem(env: NodeJS.ProcessEnv = process.env): void {
  const problem = siteUrlProblem(env)
  if (!problem) return
  console.error(`\n${problem}\n`)
  process.exit(1)
}
