import type { Prisma } from '@prisma/client'

import { standard as notifications } from 'src/services/notifications/notifications.scenarios'

// Two customers with their notifications, from the service's own scenario.
export const standard = notifications

/** One customer with 25 unread notifications, one a minute (page 2 of 20 holds 5). */
export const many = defineScenario<Prisma.UserCreateArgs>({
  user: {
    aigerim: {
      data: {
        email: 'aigerim@example.kz',
        hashedPassword: 'not-a-hash',
        salt: 'not-a-salt',
        notifications: {
          create: Array.from({ length: 25 }, (_, i) => ({
            title: `Уведомление ${i + 1}`,
            createdAt: new Date(Date.UTC(2026, 1, 1, 9, i)),
          })),
        },
      },
    },
  },
})
