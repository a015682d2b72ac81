import type { Prisma } from '@prisma/client'

/**
 * Two callback leads and a guest order's lead waiting for the CRM, and a
 * letter waiting for the mail server, each with its outbox row.
 */
export const standard = defineScenario<
  | Prisma.ShopCreateArgs
  | Prisma.CategoryCreateArgs
  | Prisma.ProductCreateArgs
  | Prisma.OrderCreateArgs
  | Prisma.CallbackLeadCreateArgs
  | Prisma.OutboxMessageCreateArgs
>({
  shop: {
    atyrau: {
      data: {
        name: 'Атырау',
        nameForGuest: 'Магазин в Атырау',
        city: 'Атырау',
        address: 'ул. Сатпаева, 17',
      },
    },
  },
  category: { pumps: { data: { name: 'Насосы', slug: 'nasosy' } } },
  product: {
    pump: (s) => ({
      data: {
        article: 'NS-100',
        name: 'Насосная станция',
        slug: 'ns-100',
        categoryId: s.category.pumps.id,
        price: 52000,
        currentPrice: 52000,
      },
    }),
  },
  order: {
    guest: (s) => ({
      data: {
        number: 'A-001001',
        status: 'placed',
        guestName: 'Асель',
        guestPhone: '+77015554433',
        shopId: s.shop.atyrau.id,
        items: { create: [{ productId: s.product.pump.id, quantity: 2, price: 52000 }] },
      },
    }),
  },
  callbackLead: {
    erlan: { data: { username: 'Ерлан', phone: '+77771234567', comment: 'Нужен котёл' } },
    saule: { data: { username: 'Сауле', phone: '+77019998877', email: 'saule@mail.kz' } },
    asel: (s) => ({
      data: {
        source: 'guest_order',
        username: 'Асель',
        phone: '+77015554433',
        orderId: s.order.guest.id,
      },
    }),
  },
  outboxMessage: {
    erlan: (s) => ({
      data: {
        kind: 'crm_lead',
        idempotencyKey: `crm-lead:${s.callbackLead.erlan.id}`,
        payload: { leadId: s.callbackLead.erlan.id },
        nextAttemptAt: new Date('2026-06-01T10:00:00Z'),
      },
    }),
    saule: (s) => ({
      data: {
        kind: 'crm_lead',
        idempotencyKey: `crm-lead:${s.callbackLead.saule.id}`,
        payload: { leadId: s.callbackLead.saule.id },
        nextAttemptAt: new Date('2026-06-01T10:00:00Z'),
      },
    }),
    asel: (s) => ({
      data: {
        kind: 'crm_lead',
        idempotencyKey: `crm-lead:${s.callbackLead.asel.id}`,
        // An order's lead carries the order as the orders area's facts told it (crmOrderOf).
        payload: {
          leadId: s.callbackLead.asel.id,
          order: {
            number: 'A-001001',
            status: 'placed',
            shop: 'Атырау, ул. Сатпаева, 17',
            delivery: null,
            paymentType: null,
            lines: [{ article: 'NS-100', name: 'Насосная станция', quantity: 2, price: '52000' }],
          },
        },
        nextAttemptAt: new Date('2026-06-01T10:00:00Z'),
      },
    }),
    letter: {
      data: {
        kind: 'mail',
        idempotencyKey: 'order-confirmation:1',
        payload: {
          to: 'asel@example.kz',
          subject: 'Заказ A-001001 оформлен',
          text: 'Здравствуйте!',
        },
        nextAttemptAt: new Date('2026-06-01T10:00:00Z'),
      },
    },
  },
})
