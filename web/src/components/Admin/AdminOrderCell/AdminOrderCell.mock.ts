import type { AdminOrderQuery } from 'types/graphql'

type Order = AdminOrderQuery['adminOrder']

const stock = (atyrau: number, aktobe: number) => [
  { __typename: 'AdminShopStock' as const, shopId: 1, shopName: 'Атырау', count: atyrau },
  { __typename: 'AdminShopStock' as const, shopId: 2, shopName: 'Актобе', count: aktobe },
]

/**
 * Aliya's placed order for home delivery in Atyrau, to pay by bank transfer
 * for her company: two lines (one short in Aktobe), a file; the contact she
 * typed at checkout is her colleague on site, not her profile. Waiting for
 * «Подтвердить».
 */
export const placed = (): AdminOrderQuery => ({
  adminOrder: {
    __typename: 'AdminOrder' as const,
    id: 101,
    number: 'A-000101',
    status: 'placed',
    statusTitle: 'Оформлен',
    createdAt: '2026-11-25T04:50:00.000Z',
    placedAt: '2026-11-25T05:00:00.000Z',
    statusChangedAt: '2026-11-25T05:00:00.000Z',
    total: 150000,
    count: 3,
    hasUnpriced: false,
    paymentStatus: null,
    paymentStatusTitle: null,
    paymentMethod: null as 'card' | 'installment' | null,
    oneC: null as { __typename: 'OrderInOneC'; number: string; date: string | null } | null,
    canRefund: false,
    comment: 'Позвоните после 18:00',
    isGuest: false,
    buyer: {
      __typename: 'AdminOrderCustomer' as const,
      kind: 'account',
      userId: 7,
      name: 'Ержан Нурланов',
      phone: '+7 (702) 555 66 77',
      email: 'aliya@example.kz',
    },
    contact: {
      __typename: 'OrderContact' as const,
      name: 'Ержан Нурланов',
      phone: '+7 (702) 555 66 77',
      email: 'aliya@example.kz',
    },
    profile: {
      __typename: 'OrderContact' as const,
      name: 'Сейткали Алия',
      phone: '+7 (701) 123 45 67',
      email: 'aliya@example.kz',
    },
    guest: null,
    company: {
      __typename: 'OrderCompany' as const,
      legalName: 'ТОО «Сантехмонтаж»',
      bin: '180340012345',
      legalAddress: 'г. Атырау, ул. Абая, 10',
      iban: 'KZ86125KZT5004100100',
      bankName: 'АО «Народный банк Казахстана»',
      bik: 'HSBKKZKX',
      kbe: '17',
    },
    fulfilment: {
      __typename: 'OrderFulfilment' as const,
      method: 'delivery',
      title: 'Доставка',
      city: 'Атырау',
      address: 'мкр. Нурсая, 45, кв. 12',
      preferredTime: 'после 18:00',
      fee: 2000,
      feeText: '2 000 ₸',
      amountDue: 152000,
    },
    paymentType: {
      __typename: 'PaymentType' as const,
      id: 2,
      name: 'Безналичный расчёт по счёту',
    },
    shop: {
      __typename: 'AdminOrderShop' as const,
      id: 1,
      name: 'Атырау',
      city: 'Атырау',
      address: 'ул. Сатпаева, 17',
    },
    items: [
      {
        __typename: 'AdminOrderLine' as const,
        id: 1,
        product: {
          __typename: 'AdminOrderLineProduct' as const,
          id: 11,
          article: 'NS-100',
          name: 'Насосная станция NS-100',
        },
        price: 60000,
        quantity: 2,
        lineTotal: 120000,
        totalStock: 4,
        stock: stock(3, 1),
      },
      {
        __typename: 'AdminOrderLine' as const,
        id: 2,
        product: {
          __typename: 'AdminOrderLineProduct' as const,
          id: 12,
          article: 'TANK-500',
          name: 'Бак 500 л',
        },
        price: 30000,
        quantity: 1,
        lineTotal: 30000,
        totalStock: 0,
        stock: stock(0, 0),
      },
    ],
    files: [
      {
        __typename: 'OrderFile' as const,
        id: 5,
        fileName: 'заказ.xlsx',
        kind: 'xlsx',
        size: 20480,
        createdAt: '2026-11-25T04:55:00.000Z',
        downloadUrl: '/api/v1/order/101/files/5/download/',
        safeCopyUrl: '/api/v1/order/101/files/5/safe-copy/',
      },
    ],
    history: [
      {
        __typename: 'OrderHistoryEntry' as const,
        fromStatus: 'draft',
        toStatus: 'placed',
        toStatusTitle: 'Оформлен',
        paymentStatus: null,
        actor: 'customer',
        comment: '',
        createdAt: '2026-11-25T05:00:00.000Z',
      },
    ],
    moves: [
      {
        __typename: 'AdminOrderMove' as const,
        status: 'confirmed',
        label: 'Подтвердить',
        statusTitle: 'Подтверждён',
      },
      {
        __typename: 'AdminOrderMove' as const,
        status: 'cancelled',
        label: 'Отменить заказ',
        statusTitle: 'Отменён',
      },
    ],
  },
})

/** The same order after «Подтвердить» with a comment. */
export const confirmed = (comment = ''): AdminOrderQuery => {
  const order: Order = placed().adminOrder
  return {
    adminOrder: {
      ...order,
      status: 'confirmed',
      statusTitle: 'Подтверждён',
      history: [
        ...order.history,
        {
          __typename: 'OrderHistoryEntry' as const,
          fromStatus: 'placed',
          toStatus: 'confirmed',
          toStatusTitle: 'Подтверждён',
          paymentStatus: null,
          actor: 'staff',
          comment,
          createdAt: '2026-11-25T06:00:00.000Z',
        },
      ],
      moves: [
        {
          __typename: 'AdminOrderMove' as const,
          status: 'assembling',
          label: 'Начать сборку',
          statusTitle: 'Собирается',
        },
        {
          __typename: 'AdminOrderMove' as const,
          status: 'cancelled',
          label: 'Отменить заказ',
          statusTitle: 'Отменён',
        },
      ],
    },
  }
}

/** A guest's completed operator order: picked up in the shop, no account, no files, no moves left. */
export const guestCompleted = (): AdminOrderQuery => ({
  adminOrder: {
    ...placed().adminOrder,
    id: 102,
    number: 'A-000102',
    status: 'completed',
    statusTitle: 'Выполнен',
    comment: '',
    shop: null,
    isGuest: true,
    buyer: {
      __typename: 'AdminOrderCustomer' as const,
      kind: 'guest',
      userId: null,
      name: 'Данияр Ахметов',
      phone: '+7 (705) 765 43 21',
      email: null,
    },
    contact: null,
    profile: null,
    guest: {
      __typename: 'OrderContact' as const,
      name: 'Данияр Ахметов',
      phone: '+7 (705) 765 43 21',
      email: null,
    },
    company: null,
    fulfilment: {
      __typename: 'OrderFulfilment' as const,
      method: 'pickup',
      title: 'Самовывоз',
      city: '',
      address: '',
      preferredTime: '',
      fee: 0,
      feeText: 'Бесплатно',
      amountDue: 150000,
    },
    paymentType: null,
    files: [],
    moves: [],
  },
})

/** The placed order paid online through the gateway: «Вернуть оплату» is offered. */
export const paid = (): AdminOrderQuery => {
  const order: Order = placed().adminOrder
  return {
    adminOrder: {
      ...order,
      paymentStatus: 'paid',
      paymentStatusTitle: 'Оплачен',
      // 1C posted it (issue 32 §4): staff read 1C's number beside the shop's.
      oneC: { __typename: 'OrderInOneC' as const, number: 'ЦБ-000045', date: '2026-11-25' },
      canRefund: true,
      history: [
        ...order.history,
        {
          __typename: 'OrderHistoryEntry' as const,
          fromStatus: 'placed',
          toStatus: 'placed',
          toStatusTitle: 'Оплачен',
          paymentStatus: 'paid',
          actor: 'gateway',
          comment: 'Оплачено через freedom_pay',
          createdAt: '2026-11-25T05:10:00.000Z',
        },
      ],
    },
  }
}

/** The same order after «Вернуть оплату»: not completed, so cancelled with it (issue 28 §1). */
export const refunded = (): AdminOrderQuery => {
  const order: Order = paid().adminOrder
  return {
    adminOrder: {
      ...order,
      status: 'cancelled',
      statusTitle: 'Отменён',
      moves: [],
      paymentStatus: 'refunded',
      paymentStatusTitle: 'Оплата возвращена',
      canRefund: false,
      history: [
        ...order.history,
        {
          __typename: 'OrderHistoryEntry' as const,
          fromStatus: 'placed',
          toStatus: 'placed',
          toStatusTitle: 'Оплата возвращена',
          paymentStatus: 'refunded',
          actor: 'staff',
          comment: 'Оплата возвращена покупателю',
          createdAt: '2026-11-25T07:00:00.000Z',
        },
        {
          __typename: 'OrderHistoryEntry' as const,
          fromStatus: 'placed',
          toStatus: 'cancelled',
          toStatusTitle: 'Отменён',
          paymentStatus: null,
          actor: 'staff',
          comment: 'Оплата возвращена покупателю',
          createdAt: '2026-11-25T07:00:00.000Z',
        },
      ],
    },
  }
}

/** A refund sent to the gateway whose answer is not in yet: no second «Вернуть оплату». */
export const refunding = (): AdminOrderQuery => {
  const order: Order = paid().adminOrder
  return {
    adminOrder: {
      ...order,
      paymentStatus: 'refunding',
      paymentStatusTitle: 'Оплата возвращается',
      canRefund: false,
    },
  }
}
