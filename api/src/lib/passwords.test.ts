import crypto from 'node:crypto'

import { scryptCosts } from 'testing/scryptCosts'

import {
  hashPassword as dbAuthHash,
  legacyHashPassword as dbAuthLegacyHash,
} from '@redwoodjs/auth-dbauth-api'

import { dummyVerify, Gate, hashPassword, parseHash, verifyPassword } from './passwords'

// One hash at N = 2^17 takes about half a second.
jest.setTimeout(60_000)

afterEach(() => jest.restoreAllMocks())

describe('hashPassword', () => {
  it('stores scrypt at N = 2^17, r = 8, p = 1 with a 16-byte salt and a 64-byte key', async () => {
    const stored = await hashPassword('Рыбалка-2024')
    expect(stored).toMatch(/^scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/)
    const parsed = parseHash(stored)
    expect(parsed?.params).toEqual({ ln: 17, r: 8, p: 1 })
    expect(parsed?.salt).toHaveLength(16)
    expect(parsed?.key).toHaveLength(64)
  })

  it('really computes at that cost', async () => {
    expect(await scryptCosts(() => hashPassword('Рыбалка-2024'))).toEqual([2 ** 17])
  })

  it('salts every hash anew', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')])
    expect(a).not.toBe(b)
  })

  it('leaves the event loop free while hashing', async () => {
    let ticks = 0
    const timer = setInterval(() => ticks++, 5)
    try {
      await hashPassword('Рыбалка-2024')
    } finally {
      clearInterval(timer)
    }
    // About 100 ticks in half a second; a synchronous hash allows none until it ends.
    expect(ticks).toBeGreaterThanOrEqual(20)
  })
})

describe('verifyPassword', () => {
  it('accepts the right password and refuses a wrong one', async () => {
    const hashedPassword = await hashPassword('Рыбалка-2024')
    const stored = { hashedPassword, salt: '' }
    expect(await verifyPassword('Рыбалка-2024', stored)).toEqual({ ok: true, needsRehash: false })
    expect(await verifyPassword('рыбалка-2024', stored)).toEqual({ ok: false, needsRehash: false })
  })

  it('treats composed and decomposed letters alike (NFC)', async () => {
    const composed = 'Йод-йогурт'.normalize('NFC')
    const decomposed = composed.normalize('NFD')
    expect(decomposed).not.toBe(composed)
    const hashedPassword = await hashPassword(composed)
    expect((await verifyPassword(decomposed, { hashedPassword, salt: '' })).ok).toBe(true)
  })

  it('compares in constant time', async () => {
    const spy = jest.spyOn(crypto, 'timingSafeEqual')
    const hashedPassword = await hashPassword('Рыбалка-2024')
    await verifyPassword('wrong password', { hashedPassword, salt: '' })
    expect(spy).toHaveBeenCalledTimes(1)
  })

  it("accepts dbAuth 8.9's hashes (N = 2^14, salt column) and asks to rehash", async () => {
    const [hashedPassword, salt] = dbAuthHash('Рыбалка-2024')
    expect(hashedPassword).toMatch(/\|16384\|8\|1$/)
    const result = await verifyPassword('Рыбалка-2024', { hashedPassword, salt })
    expect(result).toMatchObject({ ok: true, needsRehash: true })
    expect(parseHash(result.rehashed ?? '')?.params).toEqual({ ln: 17, r: 8, p: 1 })
    expect(
      await verifyPassword('Рыбалка-2024', { hashedPassword: result.rehashed!, salt: '' })
    ).toEqual({
      ok: true,
      needsRehash: false,
    })
    expect(await verifyPassword('Рыбалка-2025', { hashedPassword, salt })).toEqual({
      ok: false,
      needsRehash: true,
    })
  })

  it("accepts dbAuth's older PBKDF2 hashes and asks to rehash", async () => {
    const [hashedPassword, salt] = dbAuthLegacyHash('Рыбалка-2024')
    const result = await verifyPassword('Рыбалка-2024', { hashedPassword, salt })
    expect(result).toMatchObject({ ok: true, needsRehash: true })
    expect(result.rehashed).toMatch(/^scrypt\$ln=17,/)
    expect(await verifyPassword('Рыбалка-2025', { hashedPassword, salt })).toEqual({
      ok: false,
      needsRehash: true,
    })
  })

  it('asks to rehash its own format at another cost', async () => {
    const salt = crypto.randomBytes(16)
    const key = crypto.scryptSync('Рыбалка-2024', salt, 64, { N: 2 ** 14, r: 8, p: 1 })
    const b64 = (b: Buffer) => b.toString('base64').replace(/=+$/, '')
    const hashedPassword = `scrypt$ln=14,r=8,p=1$${b64(salt)}$${b64(key)}`
    const result = await verifyPassword('Рыбалка-2024', { hashedPassword, salt: '' })
    expect(result).toMatchObject({ ok: true, needsRehash: true })
    expect(result.rehashed).toMatch(/^scrypt\$ln=17,r=8,p=1\$/)
  })

  it('spends a hash at the current cost on old formats too, matched or not', async () => {
    const [hashedPassword, salt] = dbAuthHash('Рыбалка-2024')
    expect(await scryptCosts(() => verifyPassword('wrong', { hashedPassword, salt }))).toEqual([
      2 ** 14,
      2 ** 17,
    ])
    const [pbkdf2, pbkdf2Salt] = dbAuthLegacyHash('Рыбалка-2024')
    expect(
      await scryptCosts(() => verifyPassword('wrong', { hashedPassword: pbkdf2, salt: pbkdf2Salt }))
    ).toEqual([2 ** 17])
  })

  it('refuses unknown formats and absurd costs without computing them', async () => {
    for (const hashedPassword of [
      '',
      'plain text',
      'scrypt$ln=30,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAA',
      'scrypt$ln=17,r=8,p=1$$',
    ]) {
      const costs = await scryptCosts(async () =>
        expect(await verifyPassword('x', { hashedPassword, salt: '' })).toEqual({
          ok: false,
          needsRehash: true,
        })
      )
      expect(costs).toEqual([2 ** 17])
    }
  })
})

describe('dummyVerify', () => {
  it('costs what a real verification costs', async () => {
    expect(await scryptCosts(() => dummyVerify())).toEqual([2 ** 17])
  })
})

describe('Gate', () => {
  it('runs at most its limit of tasks at a time, in order', async () => {
    const gate = new Gate(2)
    let running = 0
    let most = 0
    const order: number[] = []
    const task = (i: number) => async () => {
      running++
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, 5))
      order.push(i)
      running--
      return i
    }
    const results = await Promise.all([0, 1, 2, 3, 4].map((i) => gate.run(task(i))))
    expect(results).toEqual([0, 1, 2, 3, 4])
    expect(most).toBe(2)
    expect(order).toEqual([0, 1, 2, 3, 4])
  })

  it('frees the slot when a task fails', async () => {
    const gate = new Gate(1)
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await gate.run(async () => 'next')).toBe('next')
  })
})
