import { db } from 'src/lib/db'
import { DEMO_PASSWORD } from 'src/lib/demoData'
import { EMAIL_MESSAGE, REQUIRED_MESSAGE } from 'src/lib/domain/contactFields'
import { InvalidInputError } from 'src/lib/errors'
import { parseHash, PASSWORD_MESSAGES } from 'src/lib/passwords'

import { login } from './accounts'
import { ADMIN_MESSAGES, createAdmin } from './admins'

// Each created or reset account costs one scrypt hash (≈ 0.5 s), a login another.
jest.setTimeout(60_000)

const PASSWORD = 'Надёжный-пароль-админа-2026'
const client = { ip: '203.0.113.7' }

/** The field messages of an InvalidInputError thrown by `run`. */
async function fieldErrors(run: () => Promise<unknown>) {
  const error = await run().then(
    () => null,
    (e: unknown) => e
  )
  expect(error).toBeInstanceOf(InvalidInputError)
  return (error as InvalidInputError).fields
}

describe('createAdmin', () => {
  scenario('creates a confirmed, active admin who can log in at once', async () => {
    const result = await createAdmin({ email: '  Boss@Akvatoria.KZ ', password: PASSWORD })
    expect(result).toMatchObject({
      email: 'boss@akvatoria.kz',
      role: 'admin',
      created: true,
      sessionsEnded: 0,
    })
    const user = await db.user.findUniqueOrThrow({ where: { email: 'boss@akvatoria.kz' } })
    expect(user).toMatchObject({ role: 'admin', isActive: true, salt: '' })
    expect(user.emailConfirmedAt).not.toBeNull()
    // Stored at today's cost, never in clear.
    expect(parseHash(user.hashedPassword)?.params).toEqual({ ln: 17, r: 8, p: 1 })
    expect(user.hashedPassword).not.toContain(PASSWORD)

    const session = await login({ email: 'boss@akvatoria.kz', password: PASSWORD }, client)
    expect(session.user).toMatchObject({ email: 'boss@akvatoria.kz', role: 'admin' })
  })

  scenario('enforces the password rules, the demo password included', async () => {
    expect(
      await fieldErrors(() => createAdmin({ email: 'boss@akvatoria.kz', password: '' }))
    ).toEqual({ password: [REQUIRED_MESSAGE] })
    expect(
      await fieldErrors(() => createAdmin({ email: 'boss@akvatoria.kz', password: 'short' }))
    ).toEqual({ password: [PASSWORD_MESSAGES.tooShort] })
    expect(
      await fieldErrors(() => createAdmin({ email: 'boss@akvatoria.kz', password: DEMO_PASSWORD }))
    ).toEqual({ password: [PASSWORD_MESSAGES.tooCommon] })
    expect(
      await fieldErrors(() =>
        createAdmin({ email: 'boss@akvatoria.kz', password: 'boss@akvatoria.kz-2026' })
      )
    ).toEqual({ password: [PASSWORD_MESSAGES.containsEmail] })
    expect(
      await fieldErrors(() => createAdmin({ email: 'not-an-email', password: PASSWORD }))
    ).toEqual({ email: [EMAIL_MESSAGE] })
    expect(await db.user.count({ where: { role: 'admin' } })).toBe(0)
  })

  scenario('refuses an existing e-mail unless asked to reset its password', async () => {
    const before = await db.user.findUniqueOrThrow({ where: { email: 'dana@example.kz' } })
    expect(
      await fieldErrors(() => createAdmin({ email: 'DANA@example.kz', password: PASSWORD }))
    ).toEqual({ email: [ADMIN_MESSAGES.exists] })
    expect(await db.user.findUniqueOrThrow({ where: { email: 'dana@example.kz' } })).toEqual(before)
    // --reset-password never creates: a mistyped e-mail must not become a new admin.
    expect(
      await fieldErrors(() =>
        createAdmin({ email: 'dnaa@example.kz', password: PASSWORD, resetPassword: true })
      )
    ).toEqual({ email: [ADMIN_MESSAGES.missing] })
    expect(await db.user.count()).toBe(1)
  })

  scenario(
    'with resetPassword: new password, admin role, confirmed; sessions and recovery links end',
    async () => {
      const result = await createAdmin({
        email: 'dana@example.kz',
        password: PASSWORD,
        resetPassword: true,
      })
      expect(result).toMatchObject({ role: 'admin', created: false, sessionsEnded: 2 })
      const user = await db.user.findUniqueOrThrow({
        where: { email: 'dana@example.kz' },
        include: { sessions: true, tokens: true },
      })
      expect(user).toMatchObject({ role: 'admin', isActive: true, salt: '' })
      expect(user.emailConfirmedAt).not.toBeNull()
      expect(user.sessions.every((s) => s.revokedAt)).toBe(true)
      expect(user.tokens.every((t) => t.usedAt)).toBe(true)

      await expect(
        login({ email: 'dana@example.kz', password: 'Старый-пароль-2026' }, client)
      ).rejects.toThrow(InvalidInputError)
      const session = await login({ email: 'dana@example.kz', password: PASSWORD }, client)
      expect(session.user.role).toBe('admin')
    }
  )
})
