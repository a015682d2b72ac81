import type { AdminOrderShopsQuery } from 'types/graphql'

/** The shop's two cities. */
export const standard = (): AdminOrderShopsQuery => ({
  shops: [
    { __typename: 'Shop' as const, id: 1, name: 'Атырау' },
    { __typename: 'Shop' as const, id: 2, name: 'Актобе' },
  ],
})
