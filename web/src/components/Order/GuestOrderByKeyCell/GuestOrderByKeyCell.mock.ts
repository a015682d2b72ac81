import { guestOrder } from 'src/testing/orderMocks'

// Redwood's mock-cell plugin also registers `standard` for GuestOrderByKeyQuery.
export const standard = () => ({ guestOrderByKey: guestOrder() })

/** Paid online, confirmed with the manager's comment: nothing left to pay. */
export const paidAndConfirmed = () => ({
  guestOrderByKey: guestOrder({
    status: 'confirmed',
    statusTitle: 'Подтверждён',
    paymentStatus: 'paid',
    paymentStatusTitle: 'Оплачен',
    oneC: { __typename: 'OrderInOneC' as const, number: 'ЦБ-000045', date: '2025-03-26' },
    canPayOnline: false,
    canPayInInstallments: false,
    paymentMethod: 'card' as const,
    history: [
      {
        __typename: 'OrderHistoryEntry' as const,
        actor: 'staff',
        comment: 'Привезём в четверг с 10 до 14',
        createdAt: '2025-03-26T06:10:00.000Z',
      },
    ],
  }),
})
