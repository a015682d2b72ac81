import type { Prisma } from '@prisma/client'

/** One lead delivered earlier: new ones must not disturb it. */
export const standard = defineScenario<Prisma.CallbackLeadCreateArgs>({
  callbackLead: {
    delivered: {
      data: {
        username: 'Сауле',
        phone: '+77010000001',
        crmState: 'delivered',
        crmDealId: '501',
        deliveredAt: new Date('2026-05-01T10:00:00Z'),
      },
    },
  },
})
