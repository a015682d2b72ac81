import type { Prisma } from '@prisma/client'
import { TEST_ACCOUNT as USER } from 'testing/scenarioRows'

/**
 * Customer groups b2c and wholesale; a retail customer with orders (a draft
 * too, not shown), a wholesale vip, and one staff account of every role.
 */
export const standard = defineScenario<
  Prisma.CustomerGroupCreateArgs | Prisma.UserCreateArgs | Prisma.OrderCreateArgs
>({
  customerGroup: {
    b2c: { data: { name: 'b2c', title: 'Розничные покупатели' } },
    wholesale: { data: { name: 'wholesale', title: 'Оптовые покупатели' } },
    partner: { data: { name: 'partners', title: 'Партнёры' } },
  },
  user: {
    customer: (s) => ({
      data: {
        ...USER,
        email: 'aigerim@example.kz',
        lastName: 'Иванова',
        firstName: 'Айгерим',
        phone: '+77011234567',
        groups: {
          create: [
            { groupId: s.customerGroup.b2c.id, position: 0 },
            { groupId: s.customerGroup.partner.id, position: 0 },
          ],
        },
      },
    }),
    wholesale: (s) => ({
      data: {
        ...USER,
        email: 'opt@example.kz',
        lastName: 'Сейткали',
        firstName: 'Бауыржан',
        role: 'vip',
        groups: { create: [{ groupId: s.customerGroup.wholesale.id, position: 0 }] },
      },
    }),
    manager: { data: { ...USER, email: 'manager@example.kz', role: 'manager' } },
    editor: { data: { ...USER, email: 'editor@example.kz', role: 'editor' } },
    admin: { data: { ...USER, email: 'admin@example.kz', role: 'admin' } },
  },
  order: {
    placed: (s) => ({
      data: {
        number: 'A-000010',
        status: 'placed',
        userId: s.user.customer.id,
        total: 125000,
        placedAt: new Date('2026-11-20T08:00:00Z'),
      },
    }),
    draft: (s) => ({ data: { number: 'A-000011', userId: s.user.customer.id } }),
  },
})

export type StandardScenario = typeof standard
