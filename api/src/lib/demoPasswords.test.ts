import { db } from './db'
import { DEMO_ACCOUNT_EMAILS, DEMO_PASSWORD, demoAccountsAllowed, isDemoInstance } from './demoData'
import {
  deactivateAccounts,
  DemoPasswordsError,
  exitOnDemoPasswords,
  findDemoPasswordAccounts,
  refuseDemoPasswords,
} from './demoPasswords'
import { hashPassword } from './passwords'

// Every verified account costs one scrypt hash (≈ 0.5 s).
jest.setTimeout(60_000)

const PRODUCTION = { NODE_ENV: 'production' }

describe('the demo switch', () => {
  it('reads SHOP_DEMO as on only when it says so', () => {
    for (const value of ['1', 'true', 'on', 'yes', 'ON', ' 1 ']) {
      expect(isDemoInstance({ SHOP_DEMO: value })).toBe(true)
    }
    for (const value of [undefined, '', '0', 'false', 'off', 'no', 'demo']) {
      expect(isDemoInstance({ SHOP_DEMO: value })).toBe(false)
    }
  })

  it('allows demo accounts outside production, or on a declared demo', () => {
    expect(demoAccountsAllowed({ NODE_ENV: 'development' })).toBe(true)
    expect(demoAccountsAllowed({ NODE_ENV: 'test' })).toBe(true)
    expect(demoAccountsAllowed({})).toBe(true)
    expect(demoAccountsAllowed(PRODUCTION)).toBe(false)
    expect(demoAccountsAllowed({ ...PRODUCTION, SHOP_DEMO: '1' })).toBe(true)
  })
})

describe('demo passwords in the database', () => {
  scenario('finds active demo accounts that still open with the demo password', async () => {
    // Every seeded e-mail is checked (editor, retail, admin, manager; opt@ is inactive).
    expect(await findDemoPasswordAccounts()).toEqual({
      checked: 4,
      found: [
        expect.objectContaining({ email: DEMO_ACCOUNT_EMAILS.editor, role: 'editor' }),
        expect.objectContaining({ email: DEMO_ACCOUNT_EMAILS.admin, role: 'admin' }),
      ],
    })
    // The command also verifies every staff account: a manager outside the demo e-mails too.
    const withStaff = await findDemoPasswordAccounts({ staff: true })
    expect(withStaff.checked).toBe(5)
    expect(withStaff.found.map((user) => user.email)).toEqual([
      DEMO_ACCOUNT_EMAILS.editor,
      DEMO_ACCOUNT_EMAILS.admin,
      'kassa@akvatoria.kz',
    ])
  })

  scenario("recognises today's hash format too", async () => {
    await db.user.update({
      where: { email: DEMO_ACCOUNT_EMAILS.retail },
      data: { hashedPassword: await hashPassword(DEMO_PASSWORD), salt: '' },
    })
    const { found } = await findDemoPasswordAccounts()
    expect(found.map((user) => user.email).sort()).toEqual(
      [DEMO_ACCOUNT_EMAILS.editor, DEMO_ACCOUNT_EMAILS.admin, DEMO_ACCOUNT_EMAILS.retail].sort()
    )
  })

  scenario('production refuses to start, naming the accounts and what to do', async () => {
    const error = await refuseDemoPasswords(PRODUCTION).then(
      () => null,
      (e: unknown) => e
    )
    expect(error).toBeInstanceOf(DemoPasswordsError)
    const { message } = error as DemoPasswordsError
    expect(message).toContain('editor@akvatoria.kz (editor)')
    expect(message).toContain('admin@akvatoria.kz (admin)')
    // Every staff account is checked at start, not only the demo e-mails.
    expect(message).toContain('kassa@akvatoria.kz (manager)')
    expect(message).not.toContain('aigerim@example.kz')
    expect(message).not.toContain('opt@akvatoria.kz')
    expect(message).not.toContain('manager@akvatoria.kz')
    expect(message).toContain('yarn rw exec check-demo-passwords --deactivate')
    expect(message).toContain('yarn rw exec create-admin --email <e-mail> --reset-password')
    expect(message).toContain('SHOP_DEMO=1')
    expect(message).not.toContain(DEMO_PASSWORD)
  })

  scenario('the start hook prints the message and exits 1', async () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never)
    const print = jest.spyOn(console, 'error').mockImplementation(() => {})
    await exitOnDemoPasswords(PRODUCTION)
    expect(exit).toHaveBeenCalledWith(1)
    expect(print).toHaveBeenCalledWith(expect.stringContaining('editor@akvatoria.kz (editor)'))
    exit.mockClear()
    await exitOnDemoPasswords({ ...PRODUCTION, SHOP_DEMO: 'on' })
    expect(exit).not.toHaveBeenCalled()
    exit.mockRestore()
    print.mockRestore()
  })

  scenario('a declared demo, development and tests start without checking', async () => {
    const findMany = jest.spyOn(db.user, 'findMany')
    await refuseDemoPasswords({ ...PRODUCTION, SHOP_DEMO: '1' })
    await refuseDemoPasswords({ NODE_ENV: 'development' })
    await refuseDemoPasswords({ NODE_ENV: 'test' })
    expect(findMany).not.toHaveBeenCalled()
    findMany.mockRestore()
  })

  scenario('deactivated demo accounts no longer stop the start', async () => {
    const { found } = await findDemoPasswordAccounts({ staff: true })
    expect(await deactivateAccounts(found)).toBe(3)
    const editor = await db.user.findUniqueOrThrow({
      where: { email: DEMO_ACCOUNT_EMAILS.editor },
      include: { sessions: true },
    })
    expect(editor.isActive).toBe(false)
    expect(editor.sessions.every((s) => s.revokedAt)).toBe(true)
    await expect(refuseDemoPasswords(PRODUCTION)).resolves.toBeUndefined()
  })
})
