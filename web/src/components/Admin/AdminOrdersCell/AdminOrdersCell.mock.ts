import type { AdminOrdersQuery } from 'types/graphql'

type Row = AdminOrdersQuery['adminOrders']['results'][number]

const row = (overrides: Partial<Row>): Row => ({
  __typename: 'AdminOrderRow' as const,
  id: 101,
  number: 'A-000101',
  status: 'placed',
  statusTitle: 'Оформлен',
  placedAt: '2026-11-25T05:00:00.000Z',
  total: 120000,
  count: 2,
  isGuest: false,
  customerName: 'Сейткали Алия',
  phone: '+7 (701) 123 45 67',
  email: 'aliya@example.kz',
  shopName: 'Атырау',
  fulfilment: 'delivery',
  fulfilmentTitle: 'Доставка',
  deliveryCity: 'Атырау',
  deliveryPlace: 'Атырау, мкр. Нурсая, 45',
  paymentTypeName: 'Безналичный расчёт по счёту',
  paymentStatus: null,
  paymentStatusTitle: null,
  ...overrides,
})

const counts = (values: [string, string, number][]) =>
  values.map(([status, statusTitle, count]) => ({
    __typename: 'AdminOrderStatusCount' as const,
    status,
    statusTitle,
    count,
  }))

/** A working day: two orders on the first page of three — a delivery by invoice, a guest's paid pickup. */
export const standard = (): AdminOrdersQuery => ({
  adminOrders: {
    __typename: 'AdminOrderList' as const,
    count: 3,
    page: 1,
    pageSize: 25,
    statusCounts: counts([
      ['placed', 'Оформлен', 2],
      ['confirmed', 'Подтверждён', 1],
      ['assembling', 'Собирается', 0],
      ['ready', 'Готов к выдаче', 0],
      ['completed', 'Выполнен', 0],
      ['cancelled', 'Отменён', 0],
    ]),
    results: [
      row({}),
      row({
        id: 102,
        number: 'A-000102',
        status: 'confirmed',
        statusTitle: 'Подтверждён',
        total: 5000,
        count: 5,
        isGuest: true,
        customerName: 'Данияр Ахметов',
        phone: '+7 (705) 765 43 21',
        email: null,
        shopName: 'Актобе',
        fulfilment: 'pickup',
        fulfilmentTitle: 'Самовывоз из магазина',
        deliveryCity: null,
        deliveryPlace: '',
        paymentTypeName: 'Онлайн-оплата картой',
        paymentStatus: 'paid',
        paymentStatusTitle: 'Оплачен',
      }),
    ],
  },
})

/**
 * Long values on a laptop (issue 30 §4): seven-digit-wide numbers, a long
 * e-mail and payment type — the list still fits 1366 px, numbers on one line.
 */
export const longValues = (): AdminOrdersQuery => ({
  adminOrders: {
    ...standard().adminOrders,
    results: [
      row({
        id: 1066,
        number: 'A-001066',
        customerName: 'Нурмагамбетова Айгерим Серикбаевна',
        email: 'aigerim.nurmagambetova.zakupki@atyrau-stroi-montazh.kz',
        paymentTypeName: 'Безналичный расчёт для юридических лиц',
        total: 12_345_678,
      }),
      row({
        id: 1048,
        number: 'A-001048',
        status: 'cancelled',
        statusTitle: 'Отменён',
        fulfilment: 'pickup',
        fulfilmentTitle: 'Самовывоз из магазина',
        deliveryCity: null,
        deliveryPlace: '',
        shopName: 'Актобе',
        paymentTypeName: 'Онлайн-оплата картой',
        paymentStatus: 'paid',
        paymentStatusTitle: 'Оплачен',
      }),
    ],
  },
})

/** Many orders: the pager shows pages. */
export const manyPages = (): AdminOrdersQuery => ({
  adminOrders: { ...standard().adminOrders, count: 120, page: 2 },
})

/** The filter finds nothing at all. */
export const empty = (): AdminOrdersQuery => ({
  adminOrders: {
    ...standard().adminOrders,
    count: 0,
    results: [],
    statusCounts: standard().adminOrders.statusCounts.map((s) => ({ ...s, count: 0 })),
  },
})
