import type { Prisma } from '@prisma/client'

export const standard = defineScenario<Prisma.PaymentTypeCreateArgs>({
  paymentType: {
    invoice: {
      data: { name: 'Безналичный расчёт для юридических лиц', position: 3 },
    },
    cash: {
      data: {
        name: 'Наличными при получении',
        description: 'Оплата наличными в магазине или курьеру.',
        position: 1,
      },
    },
    card: { data: { name: 'Банковской картой', position: 2 } },
    crypto: { data: { name: 'Криптовалютой', position: 0, isActive: false } },
  },
})
