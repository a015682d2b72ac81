import type { Prisma } from '@prisma/client'

const at = (iso: string) => new Date(`${iso}Z`)

/** A password nobody can log in with: these users are only ever mocked. */
const noLogin = { hashedPassword: 'not-a-hash', salt: 'not-a-salt' }

/**
 * Two customers. Айгерим has three notifications (one read, two unread),
 * Данияр one unread. Айгерим's two unread ones share a time: the later id
 * (`shipped`) comes first.
 */
export const standard = defineScenario<Prisma.UserCreateArgs | Prisma.NotificationCreateArgs>({
  user: {
    aigerim: { data: { email: 'aigerim@example.kz', firstName: 'Айгерим', ...noLogin } },
    daniyar: { data: { email: 'daniyar@example.kz', firstName: 'Данияр', ...noLogin } },
  },
  notification: {
    welcome: (scenario) => ({
      data: {
        userId: scenario.user.aigerim.id,
        title: 'Добро пожаловать в «Акваторию»',
        body: 'Ваш личный кабинет готов.',
        isRead: true,
        readAt: at('2026-01-11T10:00:00'),
        createdAt: at('2026-01-10T09:00:00'),
      },
    }),
    placed: (scenario) => ({
      data: {
        userId: scenario.user.aigerim.id,
        kind: 'order_placed',
        title: 'Заказ №12 оформлен',
        link: '/personal-account?tab=currentorders',
        createdAt: at('2026-02-03T09:00:00'),
      },
    }),
    shipped: (scenario) => ({
      data: {
        userId: scenario.user.aigerim.id,
        kind: 'order_status',
        title: 'Заказ №12 передан в доставку',
        body: 'Курьер позвонит заранее.',
        link: '/personal-account?tab=currentorders',
        createdAt: at('2026-02-03T09:00:00'),
      },
    }),
    foreign: (scenario) => ({
      data: {
        userId: scenario.user.daniyar.id,
        kind: 'order_placed',
        title: 'Заказ №15 оформлен',
        createdAt: at('2026-02-03T09:00:00'),
      },
    }),
  },
})
