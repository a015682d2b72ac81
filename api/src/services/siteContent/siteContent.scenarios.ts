import type { Prisma } from '@prisma/client'

export const standard = defineScenario<Prisma.FaqEntryCreateArgs | Prisma.ContentBlockCreateArgs>({
  faqEntry: {
    second: {
      data: { question: 'Как оплатить заказ?', answer: 'Наличными или картой.', position: 2 },
    },
    first: {
      data: {
        question: 'Сколько идёт доставка?',
        answer: 'В день заказа.\n\nПо городу.',
        position: 1,
      },
    },
  },
  contentBlock: {
    promo: {
      data: {
        key: 'promo_banner',
        title: 'Бесплатная доставка при покупке от 10 000 ₸',
        data: { link: '/delivery' },
        validUntil: new Date('2025-01-01T00:00:00Z'),
      },
    },
    contacts: {
      data: {
        key: 'contacts',
        title: 'Контакты',
        data: {
          phone: '+7 (7122) 20-30-40',
          hours: 'Ежедневно с 9:00 до 18:00',
          hoursKk: 'Күн сайын 9:00-ден 18:00-ге дейін',
        },
      },
    },
    // The footer's advantages: Russian items with their Kazakh twins (one not written).
    advantages: {
      data: {
        key: 'advantages',
        title: 'Наши преимущества',
        titleKk: 'Біздің артықшылықтарымыз',
        data: {
          items: [
            {
              key: 'delivery',
              title: 'Быстрая доставка',
              text: 'Привезём в день заказа.',
              titleKk: 'Жылдам жеткізу',
              textKk: 'Тапсырыс берген күні жеткіземіз.',
            },
            { key: 'warranty', title: 'Гарантия и сервис', text: 'Свой сервисный центр.' },
          ],
        },
      },
    },
  },
})
