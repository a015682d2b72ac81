import { currentUserFixture } from 'testing/testUsers'

import { STAFF_ROLES } from 'src/lib/domain/staffRoles'
import { InvalidInputError, NotAuthenticatedError, PermissionDeniedError } from 'src/lib/errors'

import { adminAuditLog } from './adminAudit'
import type { StandardScenario } from './adminAudit.scenarios'

const signIn = (user: { id: number; email: string; role: string }) =>
  mockCurrentUser(currentUserFixture({ id: user.id, email: user.email, role: user.role }))

const log = (args: Record<string, unknown>) => adminAuditLog(args, {} as never)
const actions = async (args: Record<string, unknown>) =>
  (await log(args)).items.map((entry) => entry.action)

describe('adminAudit', () => {
  scenario('newest first, each changed field before → after', async (s: StandardScenario) => {
    signIn(s.user.admin)
    const page = await log({})
    expect(page.total).toBe(3)
    expect(page.entities).toEqual(['outboxMessage', 'product', 'user'])
    expect(page.items.map((entry) => entry.action)).toEqual([
      'product.update',
      'outbox.retry',
      'user.role',
    ])
    expect(page.items[0]).toMatchObject({
      actorEmail: 'editor@example.kz',
      entity: 'product',
      entityId: '12',
      changes: [
        { field: 'isActive', before: 'true', after: 'true' },
        { field: 'price', before: '100.00', after: '120.00' },
      ],
    })
  })

  scenario('filters by entity, actor and the shop day in Almaty', async (s: StandardScenario) => {
    signIn(s.user.admin)
    expect(await actions({ entity: 'user' })).toEqual(['user.role'])
    expect(await actions({ actorEmail: 'MANAGER' })).toEqual(['outbox.retry'])
    // 18:30 UTC on the 24th is 23:30 in Almaty: still the 24th.
    expect(await actions({ from: '2026-11-24', to: '2026-11-24' })).toEqual([
      'outbox.retry',
      'user.role',
    ])
    expect(await actions({ from: '2026-11-25' })).toEqual(['product.update'])
    expect(await actions({ to: '2026-11-23' })).toEqual([])
    await expect(log({ from: '24.11.2026' })).rejects.toThrow(InvalidInputError)
    await expect(log({ entity: 'x\u0000' })).rejects.toThrow(InvalidInputError)
    await expect(log({ from: '2026-11-25', to: '2026-11-24' })).rejects.toMatchObject({
      fields: { to: ['Дата «по» раньше даты «с».'] },
    })
  })

  scenario(
    'only admins: guest 401, customer, manager and editor 403',
    async (s: StandardScenario) => {
      mockCurrentUser(null)
      await expect(log({})).rejects.toThrow(NotAuthenticatedError)
      signIn(s.user.customer)
      await expect(log({})).rejects.toThrow(PermissionDeniedError)
      for (const role of STAFF_ROLES.filter((role) => role !== 'admin')) {
        signIn(s.user[role])
        await expect(log({})).rejects.toThrow(PermissionDeniedError)
      }
      signIn(s.user.admin)
      expect((await log({})).total).toBe(3)
    }
  )
})
