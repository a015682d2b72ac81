import { db } from './db'
import { TooManyRequestsError } from './errors'
import {
  bucketKey,
  enforce,
  hit,
  purgeExpired,
  RATE_RULES,
  refund,
  reset,
  subjectKey,
  type RateRule,
} from './rateLimit'

const rule = (name: string, limit = 3, windowSeconds = 60): RateRule => ({
  name: `test-${name}`,
  limit,
  windowSeconds,
})

async function hits(r: RateRule, subject: string, times: number) {
  const decisions = []
  for (let i = 0; i < times; i++) decisions.push(await hit(r, subject))
  return decisions
}

const expireNow = (key: string) =>
  db.$executeRaw`UPDATE "RateLimitBucket" SET "expiresAt" = now() AT TIME ZONE 'UTC' - interval '1 second' WHERE "key" = ${key}`

// Other test files may count their own buckets in the same database.
beforeEach(async () => {
  await db.rateLimitBucket.deleteMany({ where: { key: { startsWith: 'test-' } } })
})

afterEach(() => jest.restoreAllMocks())

describe('rate limits', () => {
  it('allow `limit` hits in a window, then refuse with Retry-After', async () => {
    const r = rule('basic', 3, 60)
    const decisions = await hits(r, '10.0.0.1', 5)
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false, false])
    expect(decisions.map((d) => d.remaining)).toEqual([2, 1, 0, 0, 0])
    expect(decisions[0].retryAfterSeconds).toBe(0)
    expect(decisions[3].retryAfterSeconds).toBeGreaterThan(0)
    expect(decisions[3].retryAfterSeconds).toBeLessThanOrEqual(60)
  })

  it('keep the window in UTC as Prisma reads it, and count down Retry-After', async () => {
    const r = rule('clock', 1, 600)
    const before = Date.now()
    await hits(r, '10.0.0.2', 1)
    const row = await db.rateLimitBucket.findUniqueOrThrow({
      where: { key: bucketKey(r, '10.0.0.2') },
    })
    expect(Math.abs(row.windowStart.getTime() - before)).toBeLessThan(5_000)
    expect(Math.abs(row.expiresAt.getTime() - (before + 600_000))).toBeLessThan(5_000)

    await db.rateLimitBucket.update({
      where: { key: row.key },
      data: { expiresAt: new Date(Date.now() + 30_000) },
    })
    const refused = await hit(r, '10.0.0.2')
    expect(refused.allowed).toBe(false)
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(29)
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(31)
  })

  it('start a new window once the old one has expired', async () => {
    const r = rule('window', 2, 60)
    await hits(r, '10.0.0.3', 3)
    expect((await hit(r, '10.0.0.3')).allowed).toBe(false)
    await expireNow(bucketKey(r, '10.0.0.3'))
    expect(await hit(r, '10.0.0.3')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 })
    const row = await db.rateLimitBucket.findUniqueOrThrow({
      where: { key: bucketKey(r, '10.0.0.3') },
    })
    expect(row.count).toBe(1)
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 50_000)
  })

  it('count each subject and each rule on its own', async () => {
    const a = rule('a', 1)
    const b = rule('b', 1)
    expect((await hit(a, '10.0.0.4')).allowed).toBe(true)
    expect((await hit(a, '10.0.0.4')).allowed).toBe(false)
    expect((await hit(a, '10.0.0.5')).allowed).toBe(true)
    expect((await hit(b, '10.0.0.4')).allowed).toBe(true)
  })

  it('forget a subject on reset', async () => {
    const r = rule('reset', 2)
    await hits(r, 'Ivan@Example.ru', 3)
    expect((await hit(r, 'ivan@example.ru')).allowed).toBe(false)
    await reset(r, ' IVAN@example.RU ')
    expect(await hit(r, 'ivan@example.ru')).toEqual({
      allowed: true,
      remaining: 1,
      retryAfterSeconds: 0,
    })
  })

  it('give back one hit on refund, never below zero, and leave an ended window alone', async () => {
    const r = rule('refund', 3)
    const count = async () =>
      (await db.rateLimitBucket.findUnique({ where: { key: bucketKey(r, '10.0.0.9') } }))?.count
    await refund(r, '10.0.0.9')
    expect(await count()).toBeUndefined()
    await hits(r, '10.0.0.9', 3)
    await refund(r, '10.0.0.9')
    expect(await count()).toBe(2)
    // The other hits stay: one more is allowed, not a fresh window.
    expect(await hit(r, '10.0.0.9')).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 })
    expect((await hit(r, '10.0.0.9')).allowed).toBe(false)
    for (let i = 0; i < 6; i++) await refund(r, '10.0.0.9')
    expect(await count()).toBe(0)
    await hit(r, '10.0.0.9')
    await expireNow(bucketKey(r, '10.0.0.9'))
    await refund(r, '10.0.0.9')
    expect(await count()).toBe(1)
  })

  it('give back no more than was counted when refunds and hits come at once', async () => {
    const r = rule('refund-race', 50)
    const key = bucketKey(r, '10.0.0.10')
    // As many counted as will be given back, so no refund can meet zero whatever the order.
    await hits(r, '10.0.0.10', 10)
    // Ten successes' refunds beside twenty new attempts: 10 + 20 counted, 10 given back.
    await Promise.all([
      ...Array.from({ length: 10 }, () => refund(r, '10.0.0.10')),
      ...Array.from({ length: 20 }, () => hit(r, '10.0.0.10')),
    ])
    expect((await db.rateLimitBucket.findUniqueOrThrow({ where: { key } })).count).toBe(20)
    // More refunds at once than hits left: the count stops at zero.
    await Promise.all(Array.from({ length: 40 }, () => refund(r, '10.0.0.10')))
    expect((await db.rateLimitBucket.findUniqueOrThrow({ where: { key } })).count).toBe(0)
  })

  it('throw 429 with the seconds to wait from enforce', async () => {
    const r = rule('enforce', 1)
    await expect(enforce(r, '10.0.0.6')).resolves.toMatchObject({ allowed: true })
    const error = await enforce(r, '10.0.0.6').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TooManyRequestsError)
    expect((error as TooManyRequestsError).status).toBe(429)
    expect((error as TooManyRequestsError).retryAfterSeconds).toBeGreaterThan(0)
  })

  it('let exactly `limit` of many concurrent hits through (one atomic statement)', async () => {
    const r = rule('race', 10)
    const decisions = await Promise.all(Array.from({ length: 50 }, () => hit(r, '10.0.0.7')))
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10)
    const row = await db.rateLimitBucket.findUniqueOrThrow({
      where: { key: bucketKey(r, '10.0.0.7') },
    })
    expect(row.count).toBe(50)
  })

  it('purge only expired buckets', async () => {
    const now = Date.now()
    await db.rateLimitBucket.createMany({
      data: [
        {
          key: 'test-purge:old',
          windowStart: new Date(now - 120_000),
          count: 5,
          expiresAt: new Date(now - 60_000),
        },
        {
          key: 'test-purge:live',
          windowStart: new Date(now),
          count: 5,
          expiresAt: new Date(now + 60_000),
        },
      ],
    })
    expect(await purgeExpired()).toBeGreaterThanOrEqual(1)
    const left = await db.rateLimitBucket.findMany({
      where: { key: { startsWith: 'test-purge:' } },
    })
    expect(left.map((b) => b.key)).toEqual(['test-purge:live'])
  })

  it('purge now and then while counting', async () => {
    await db.rateLimitBucket.create({
      data: {
        key: 'test-purge:old',
        windowStart: new Date(0),
        count: 1,
        expiresAt: new Date(1000),
      },
    })
    jest.spyOn(Math, 'random').mockReturnValue(0.999)
    await hit(rule('purge'), '10.0.0.8')
    expect(await db.rateLimitBucket.count({ where: { key: 'test-purge:old' } })).toBe(1)
    jest.spyOn(Math, 'random').mockReturnValue(0)
    await hit(rule('purge'), '10.0.0.8')
    expect(await db.rateLimitBucket.count({ where: { key: 'test-purge:old' } })).toBe(0)
  })
})

describe('subjectKey', () => {
  it('keeps IP addresses readable', () => {
    expect(bucketKey(RATE_RULES.loginPerIp, '127.0.0.1')).toBe('login:ip:127.0.0.1')
    expect(subjectKey('::ffff:192.0.2.7')).toBe('192.0.2.7')
  })

  it('groups IPv6 addresses by their /64', () => {
    expect(subjectKey('2001:DB8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64')
    expect(subjectKey('2001:db8:0:1:bbbb:cccc:dddd:eeee')).toBe('2001:db8:0:1::/64')
    expect(subjectKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
  })

  it('normalises and hashes e-mails, storing no address', () => {
    const key = subjectKey(' Ivan.Petrov@Example.RU ')
    expect(key).toBe(subjectKey('ivan.petrov@example.ru'))
    expect(key).toMatch(/^[0-9a-f]{32}$/)
    expect(key).not.toBe(subjectKey('ivan.petrov@example.com'))
  })
})

describe('RATE_RULES', () => {
  it('cap failed logins per account at 100 an hour (OWASP ASVS 6.1.1)', () => {
    const { limit, windowSeconds } = RATE_RULES.loginFailuresPerAccount
    expect(limit / (windowSeconds / 3600)).toBeLessThanOrEqual(100)
    expect(windowSeconds).toBeGreaterThanOrEqual(3600)
  })

  it('cover login, registration, recovery and resend per IP and per account', () => {
    const rules: RateRule[] = Object.values(RATE_RULES)
    for (const action of ['login', 'signup', 'recovery', 'resend']) {
      expect(rules.map((r) => r.name)).toEqual(
        expect.arrayContaining([`${action}:ip`, `${action}:account`])
      )
    }
    expect(new Set(rules.map((r) => r.name)).size).toBe(rules.length)
    for (const r of rules) {
      expect(r.limit).toBeGreaterThan(0)
      expect(r.windowSeconds).toBeGreaterThan(0)
    }
  })
})
