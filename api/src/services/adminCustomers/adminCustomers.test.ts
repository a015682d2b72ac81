import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'
import { STALE_EDIT } from 'src/lib/domain/adminPeople'
import { CUSTOMER_STAFF_ROLES, STAFF_ROLES } from 'src/lib/domain/staffRoles'
import {
  ConflictError,
  InvalidInputError,
  NotAuthenticatedError,
  NotFoundError,
  PermissionDeniedError,
} from 'src/lib/errors'

import {
  adminCustomer,
  adminCustomers,
  changeAdminCustomerGroup,
  customerDetail,
  listCustomers,
} from './adminCustomers'
import type { StandardScenario } from './adminCustomers.scenarios'

const signIn = (user: { id: number; email: string; role: string }) =>
  mockCurrentUser(currentUserFixture({ id: user.id, email: user.email, role: user.role }))

const page = { page: 1, pageSize: 25, sort: 'email', direction: 'asc' } as const
const emails = (result: { items: { email: string }[] }) => result.items.map((u) => u.email)

describe('adminCustomers', () => {
  scenario('lists customers only, found by e-mail, name or phone', async (s: StandardScenario) => {
    signIn(s.user.manager)
    expect(emails(await listCustomers({ ...page, search: '' }))).toEqual([
      'aigerim@example.kz',
      'opt@example.kz',
    ])
    expect(emails(await listCustomers({ ...page, search: 'OPT@' }))).toEqual(['opt@example.kz'])
    expect(emails(await listCustomers({ ...page, search: 'иванова айгерим' }))).toEqual([
      'aigerim@example.kz',
    ])
    expect(emails(await listCustomers({ ...page, search: '8 701 123 45 67' }))).toEqual([
      'aigerim@example.kz',
    ])
    expect(emails(await listCustomers({ ...page, search: 'manager' }))).toEqual([])
    // Part of a phone finds it; a digit inside a name search or a lone «+» does not match every phone.
    expect(emails(await listCustomers({ ...page, search: '123 45' }))).toEqual([
      'aigerim@example.kz',
    ])
    expect(emails(await listCustomers({ ...page, search: 'Иванова 7' }))).toEqual([])
    expect(emails(await listCustomers({ ...page, search: '+' }))).toEqual([])
  })

  scenario(
    'shows a customer with group, vip flag and placed orders',
    async (s: StandardScenario) => {
      signIn(s.user.admin)
      const detail = await customerDetail(s.user.customer.id)
      expect(detail).toMatchObject({ group: 'b2c', vip: false })
      expect(detail.orders).toEqual([
        expect.objectContaining({ number: 'A-000010', status: 'placed', total: '125000' }),
      ])
      expect(await customerDetail(s.user.wholesale.id)).toMatchObject({
        group: 'wholesale',
        vip: true,
      })
      // A staff account is not a customer.
      await expect(customerDetail(s.user.manager.id)).rejects.toThrow(NotFoundError)
    }
  )

  scenario(
    'changes the group and vip flag, audited; a stale edit is a 409',
    async (s: StandardScenario) => {
      signIn(s.user.manager)
      const shown = await customerDetail(s.user.customer.id)
      const changed = await changeAdminCustomerGroup(
        {
          input: {
            id: s.user.customer.id,
            group: 'wholesale',
            vip: true,
            updatedAt: shown.updatedAt.toISOString(),
          },
        },
        {} as never
      )
      expect(changed).toMatchObject({ group: 'wholesale', vip: true, role: 'vip' })
      // The other customer group is gone, the partner group stays after the new one.
      expect(changed.groups.map((group) => group.name)).toEqual(['wholesale', 'partners'])
      expect(await db.auditEntry.findMany()).toEqual([
        expect.objectContaining({
          action: 'user.group',
          entity: 'user',
          entityId: String(s.user.customer.id),
          actorEmail: 'manager@example.kz',
          before: { group: 'b2c', vip: false },
          after: { group: 'wholesale', vip: true },
        }),
      ])
      // The same screen saved again: another edit came first.
      await expect(
        changeAdminCustomerGroup(
          {
            input: {
              id: s.user.customer.id,
              group: 'b2c',
              vip: false,
              updatedAt: shown.updatedAt.toISOString(),
            },
          },
          {} as never
        )
      ).rejects.toThrow(STALE_EDIT)

      // Two managers save the same screen at once: one wins, the other gets 409, never a 500.
      const fresh = await customerDetail(s.user.customer.id)
      const save = (group: 'b2c' | 'wholesale') =>
        changeAdminCustomerGroup(
          {
            input: {
              id: s.user.customer.id,
              group,
              vip: false,
              updatedAt: fresh.updatedAt.toISOString(),
            },
          },
          {} as never
        )
      const outcomes = await Promise.allSettled([save('b2c'), save('b2c')])
      expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected'])
      const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult
      expect(refused.reason).toBeInstanceOf(ConflictError)
    }
  )

  scenario('refuses a staff account and bad input', async (s: StandardScenario) => {
    signIn(s.user.admin)
    const admin = await db.user.findUniqueOrThrow({ where: { id: s.user.admin.id } })
    const input = {
      id: admin.id,
      group: 'b2c',
      vip: true,
      updatedAt: admin.updatedAt.toISOString(),
    }
    await expect(changeAdminCustomerGroup({ input }, {} as never)).rejects.toThrow(NotFoundError)
    await expect(
      changeAdminCustomerGroup({ input: { ...input, group: 'gold' } }, {} as never)
    ).rejects.toThrow(InvalidInputError)
    await expect(
      changeAdminCustomerGroup({ input: { ...input, updatedAt: 'вчера' } }, {} as never)
    ).rejects.toThrow(InvalidInputError)
    await expect(adminCustomers({ search: 'a\u0000' }, {} as never)).rejects.toThrow(
      InvalidInputError
    )
    expect(await db.user.findUniqueOrThrow({ where: { id: admin.id } })).toMatchObject({
      role: 'admin',
    })
  })

  scenario(
    'role matrix: guest 401, customer and editor 403, manager and admin allowed',
    async (s: StandardScenario) => {
      const change = async () => {
        const user = await db.user.findUniqueOrThrow({ where: { id: s.user.wholesale.id } })
        const input = {
          id: user.id,
          group: 'wholesale',
          vip: user.role !== 'vip',
          updatedAt: user.updatedAt.toISOString(),
        }
        return changeAdminCustomerGroup({ input }, {} as never)
      }
      const operations = [
        () => adminCustomers({}, {} as never),
        () => adminCustomer({ id: s.user.customer.id }, {} as never),
        change,
      ]
      for (const operation of operations) {
        mockCurrentUser(null)
        await expect(operation()).rejects.toThrow(NotAuthenticatedError)
        signIn(s.user.customer)
        await expect(operation()).rejects.toThrow(PermissionDeniedError)
        for (const role of STAFF_ROLES) {
          signIn(s.user[role])
          if ((CUSTOMER_STAFF_ROLES as readonly string[]).includes(role)) {
            await expect(operation()).resolves.toBeTruthy()
          } else {
            await expect(operation()).rejects.toThrow(PermissionDeniedError)
          }
        }
      }
      expect(await db.auditEntry.count()).toBe(2)
    }
  )
})
