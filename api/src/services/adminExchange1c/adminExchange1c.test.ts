import { db } from 'src/lib/db'
import { verifyPassword } from 'src/lib/passwords'
import { EXCHANGE_ACCOUNT_MESSAGES } from 'src/services/accounts/exchangeAccounts'

import {
  adminCatalogExchanges,
  adminExchangeAccounts,
  saveAdminExchangeAccount,
} from './adminExchange1c'
import type { StandardScenario } from './adminExchange1c.scenarios'

const as = (user: { id: number; email: string; role: string }) =>
  mockCurrentUser({ ...user, roles: [user.role] } as never)

describe('1C exchange accounts in the back office', () => {
  scenario(
    'an admin creates the account, then gives it a new password, audited',
    async (scenario: StandardScenario) => {
      as(scenario.user.admin)
      const created = await saveAdminExchangeAccount({ email: '1C@Test.kz' }, {} as never)
      expect(created).toMatchObject({ email: '1c@test.kz', created: true })
      const user = await db.user.findUniqueOrThrow({ where: { email: '1c@test.kz' } })
      expect(user.role).toBe('exchange')
      expect((await verifyPassword(created.password, user)).ok).toBe(true)

      const again = await saveAdminExchangeAccount({ email: '1c@test.kz' }, {} as never)
      expect(again.created).toBe(false)
      expect(again.password).not.toBe(created.password)
      const after = await db.user.findUniqueOrThrow({ where: { email: '1c@test.kz' } })
      expect((await verifyPassword(created.password, after)).ok).toBe(false)
      expect(await adminExchangeAccounts({}, {} as never)).toEqual([
        expect.objectContaining({ email: '1c@test.kz', isActive: true }),
      ])
      const audit = await db.auditEntry.findMany({ where: { entityId: String(user.id) } })
      expect(audit.map((a) => [a.action, a.actorEmail])).toEqual([
        ['user.create', 'admin@test.kz'],
        ['user.password', 'admin@test.kz'],
      ])
    }
  )

  scenario(
    'never turns a customer or staff account into the exchange one',
    async (scenario: StandardScenario) => {
      as(scenario.user.admin)
      await expect(
        saveAdminExchangeAccount({ email: 'anna@test.kz' }, {} as never)
      ).rejects.toThrow(EXCHANGE_ACCOUNT_MESSAGES.otherRole)
      expect((await db.user.findUniqueOrThrow({ where: { email: 'anna@test.kz' } })).role).toBe(
        'customer'
      )
    }
  )

  scenario(
    'only admins manage it; catalogue staff read the log',
    async (scenario: StandardScenario) => {
      as(scenario.user.editor)
      await expect(saveAdminExchangeAccount({ email: 'x@test.kz' }, {} as never)).rejects.toThrow()
      const log = await adminCatalogExchanges({ page: 1 }, {} as never)
      expect(log).toMatchObject({ total: 1, items: [{ userEmail: '1c@test.kz', created: 2 }] })
      as(scenario.user.customer)
      await expect(adminCatalogExchanges({}, {} as never)).rejects.toThrow()
    }
  )
})
