import crypto from 'node:crypto'

import { dictionary as commonDictionary } from '@zxcvbn-ts/language-common'

import {
  hashPassword as dbAuthHash,
  legacyHashPassword as dbAuthLegacyHash,
} from '@redwoodjs/auth-dbauth-api'

import { scryptCosts } from 'src/lib/testing/scryptCosts'

import { DEMO_PASSWORD } from './demoData'
import {
  commonPasswordCount,
  dummyVerify,
  Gate,
  hashPassword,
  parseHash,
  passwordProblems,
  verifyPassword,
  PASSWORD_MESSAGES,
} from './passwords'

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

describe('passwordProblems', () => {
  it('accepts a decent password', () => {
    expect(passwordProblems('Щука на блесну 7', { email: 'ivan@example.ru' })).toEqual([])
  })

  it('wants at least 8 characters, counting letters rather than bytes', () => {
    expect(passwordProblems('Abc-12')).toEqual(['Пароль должен содержать не менее 8 символов'])
    expect(passwordProblems('Щукалещ')).toEqual(['Пароль должен содержать не менее 8 символов'])
    expect(passwordProblems('Щукалещ!')).toEqual([])
  })

  it('allows at most 128 characters', () => {
    const long = 'Щука на блесну 7, '.repeat(8)
    expect(passwordProblems(long.slice(0, 128))).toEqual([])
    expect(passwordProblems(long.slice(0, 129))).toEqual([
      'Пароль должен содержать не более 128 символов',
    ])
  })

  it('refuses digits only', () => {
    expect(passwordProblems('20240517')).toEqual(['Пароль не должен состоять только из цифр'])
  })

  it("refuses the e-mail's local part, alone or inside", () => {
    const message = 'Пароль не должен совпадать с адресом электронной почты или содержать его'
    const email = 'Ivan.Petrov@example.ru'
    expect(passwordProblems('ivan.petrov', { email })).toEqual([message])
    expect(passwordProblems('IVAN.PETROV1990', { email })).toEqual([message])
    expect(passwordProblems('ivan.petrov@example.ru', { email })).toEqual([message])
    expect(passwordProblems('ab@x.ru!!', { email: 'ab@x.ru' })).toEqual([message])
    // A two-letter local part only counts when it is the whole password.
    expect(passwordProblems('ab-карась-99', { email: 'ab@x.ru' })).toEqual([])
  })

  it('refuses very common passwords in any case', () => {
    const message = 'Этот пароль слишком распространён, выберите другой'
    expect(passwordProblems('Password')).toEqual([message])
    expect(passwordProblems('qwerty123')).toEqual([message])
    expect(passwordProblems('ЙЦУКЕНГШ')).toEqual([message])
  })

  it('gives every message that applies', () => {
    expect(passwordProblems('1234')).toEqual([
      PASSWORD_MESSAGES.tooShort,
      PASSWORD_MESSAGES.onlyDigits,
    ])
    expect(passwordProblems('12345678', { email: '12345678@example.ru' })).toEqual([
      PASSWORD_MESSAGES.onlyDigits,
      PASSWORD_MESSAGES.containsEmail,
      PASSWORD_MESSAGES.tooCommon,
    ])
  })

  it('refuses a large published list of common passwords (ASVS: the 3 000 most common at least)', () => {
    expect(commonPasswordCount()).toBeGreaterThan(40_000)
    const ranked = commonDictionary['passwords-common']
    const long = ranked.filter((p) => [...p].length >= 8)
    expect(long.length).toBeGreaterThan(10_000)
    // The top of the list, the middle and the deep end, as listed and in capitals.
    for (const password of [...long.slice(0, 20), long[5_000], long[12_000], ...long.slice(-5)]) {
      expect(passwordProblems(password)).toContain(PASSWORD_MESSAGES.tooCommon)
      expect(passwordProblems(password.toUpperCase())).toContain(PASSWORD_MESSAGES.tooCommon)
    }
    expect(passwordProblems('password1')).toEqual([PASSWORD_MESSAGES.tooCommon])
    expect(passwordProblems('Sunshine')).toEqual([PASSWORD_MESSAGES.tooCommon])
    // Typed with the Russian layout on: «зфыыцщкв» is "password" on the same keys.
    expect(passwordProblems('зфыыцщкв1')).toEqual([PASSWORD_MESSAGES.tooCommon])
  })

  it('refuses repeats and runs along the alphabet or the keyboard', () => {
    for (const password of [
      'aaaaaaaa',
      'ЯЯЯЯЯЯЯЯЯЯ',
      '12121212',
      'abcabcab',
      'xyzxyzxyzxyz',
      'abcdefgh',
      'HGFEDCBA',
      'qwertyuiopasd',
      'lkjhgfdsa',
      'фывапролджэ',
      'абвгдеёжз',
      'qazwsxedcrfv',
      'monkeymonkey',
      'asdfghasdfgh',
      'qwe12345',
      'zxcv9876',
    ]) {
      const refusal = passwordProblems(password).find(
        (m) => m === PASSWORD_MESSAGES.trivial || m === PASSWORD_MESSAGES.tooCommon
      )
      expect([password, refusal]).toEqual([password, expect.any(String)])
    }
    expect(passwordProblems('aaaaaaaa')).toEqual([PASSWORD_MESSAGES.trivial])
    expect(passwordProblems('вапролдж')).toEqual([PASSWORD_MESSAGES.trivial])
  })

  it('lets good passphrases through, quickly', () => {
    const good = [
      'Щука на блесну 7',
      'карась-и-линь-2026',
      'correct horse battery staple',
      'Tr0pic-fish-tank!',
      'аквариум на 200 литров',
      'abcd-efgh-ijkl-9z',
    ]
    passwordProblems('warm the list up')
    const started = performance.now()
    for (const password of good)
      expect([password, passwordProblems(password)]).toEqual([password, []])
    expect(performance.now() - started).toBeLessThan(50)
  })

  it('refuses the published demo password in any case', () => {
    expect(passwordProblems(DEMO_PASSWORD)).toEqual([PASSWORD_MESSAGES.tooCommon])
    expect(passwordProblems(DEMO_PASSWORD.toUpperCase())).toEqual([PASSWORD_MESSAGES.tooCommon])
  })
})
