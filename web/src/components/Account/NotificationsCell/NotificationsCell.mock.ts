const notification = (overrides: Record<string, unknown>) => ({
  __typename: 'Notification' as const,
  id: 1,
  title: '',
  body: '',
  link: null as string | null,
  isRead: false,
  createdAt: '2025-03-20T05:10:00.000Z',
  ...overrides,
})

export const standard = () => ({
  myNotifications: {
    __typename: 'NotificationPage' as const,
    count: 3,
    results: [
      notification({
        id: 14,
        title: 'Заказ A-001057 собирается',
        body: 'Мы начали собирать ваш заказ. Сообщим, когда он будет готов к выдаче.',
        link: '/personal-account?tab=currentorders',
        createdAt: '2025-03-21T04:30:00.000Z',
      }),
      notification({
        id: 13,
        title: 'Заказ A-001057 оформлен',
        body: 'Спасибо! Менеджер свяжется с вами для подтверждения.',
        link: '/order?id=1057',
        createdAt: '2025-03-20T05:10:00.000Z',
      }),
      notification({
        id: 9,
        title: 'Бесплатная доставка',
        body: 'Доставим бесплатно при покупке от 10 000 ₸.',
        isRead: true,
        createdAt: '2025-03-01T03:00:00.000Z',
      }),
    ],
  },
})

/** Everything already read: no «Прочитать все». */
export const allRead = () => ({
  myNotifications: {
    ...standard().myNotifications,
    results: standard().myNotifications.results.map((item) => ({ ...item, isRead: true })),
  },
})
