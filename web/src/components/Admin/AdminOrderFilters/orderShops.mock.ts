import type { AdminOrderShopsQuery } from 'types/graphql'

/** The shop's two cities and its payment types. */
export const standard = (): AdminOrderShopsQuery => ({
  shops: [
    { __typename: 'Shop' as const, id: 1, name: 'Атырау' },
    { __typename: 'Shop' as const, id: 2, name: 'Актобе' },
  ],
  paymentTypes: [
    { __typename: 'PaymentType' as const, id: 1, name: 'Наличными или картой при получении' },
    { __typename: 'PaymentType' as const, id: 2, name: 'Безналичный расчёт по счёту' },
  ],
})
