/** The exchange account the demo has: one, active (stories and tests share it). */
export const standard = () => ({
  adminExchangeAccounts: [
    {
      __typename: 'AdminExchangeAccount' as const,
      id: 7,
      email: '1c@akvatoria.kz',
      isActive: true,
      createdAt: '2026-12-01T04:00:00.000Z',
    },
  ],
})

/** A shop that has not connected 1C yet. */
export const none = () => ({ adminExchangeAccounts: [] })
