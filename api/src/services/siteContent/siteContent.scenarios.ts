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
      data: { key: 'contacts', title: 'Контакты', data: { phone: '+7 (7122) 20-30-40' } },
    },
  },
})
