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
    expect(page.total).toBe(5)
    expect(page.entities).toEqual(['order', 'outboxMessage', 'product', 'user'])
    expect(page.items.map((entry) => entry.action)).toEqual([
      'invoice.download',
      'order.transition',
      'product.update',
      'outbox.retry',
      'user.role',
    ])
  })

  scenario(
    'in Russian words, ₸ and Almaty time, the records named and linked (issue 30 §4)',
    async (s: StandardScenario) => {
      signIn(s.user.admin)
      const [invoice, transition, price, retry, role] = (await log({})).items
      const said = (change: { title: string; before: { text: string }; after: { text: string } }) =>
        `${change.title}: ${change.before.text} → ${change.after.text}`
      // «Заказ №51» was the id; «placed → confirmed» the codes.
      expect(transition).toMatchObject({
        actionTitle: 'Смена статуса заказа',
        subject: { text: 'Заказ A-001051', path: `/admin/orders/${s.order.placed.id}` },
      })
      expect(transition.changes.map(said)).toEqual([
        'Комментарий: — → —',
        'Статус: Оформлен → Подтверждён',
      ])
      expect(invoice.changes).toContainEqual({
        field: 'customerId',
        title: 'Покупатель',
        before: { text: '—', path: null },
        after: { text: 'Иванова Айгерим', path: `/admin/customers/${s.user.customer.id}` },
      })
      // «46900», «true» were the stored values.
      expect(price).toMatchObject({
        actorEmail: 'editor@example.kz',
        subject: {
          text: 'Товар GR-JPB-5 «Насос Grundfos JPB 5»',
          path: `/admin/products/${s.product.pump.id}`,
        },
      })
      expect(price.changes.map(said)).toEqual(['Активен: нет → да', 'Цена: 46 900 ₸ → 52 000 ₸'])
      // ISO instants were shown as stored.
      expect(retry.changes.map(said)).toEqual([
        'Следующая попытка: 24.11.2026, 15:00 → 24.11.2026, 23:30',
        'Состояние: ошибка → в очереди',
      ])
      expect(role).toMatchObject({
        subject: { text: 'Сотрудник editor@example.kz', path: '/admin/staff' },
      })
      expect(role.changes.map(said)).toEqual(['Роль: Редактор → Менеджер'])
    }
  )

  scenario('filters by entity, actor and the shop day in Almaty', async (s: StandardScenario) => {
    signIn(s.user.admin)
    expect(await actions({ entity: 'user' })).toEqual(['user.role'])
    expect(await actions({ actorEmail: 'MANAGER' })).toEqual([
      'invoice.download',
      'order.transition',
      'outbox.retry',
    ])
    // 18:30 UTC on the 24th is 23:30 in Almaty: still the 24th.
    expect(await actions({ from: '2026-11-24', to: '2026-11-24' })).toEqual([
      'outbox.retry',
      'user.role',
    ])
    expect(await actions({ from: '2026-11-25', to: '2026-11-25' })).toEqual(['product.update'])
    expect(await actions({ entity: 'order' })).toEqual(['invoice.download', 'order.transition'])
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
      expect((await log({})).total).toBe(5)
    }
  )
})
