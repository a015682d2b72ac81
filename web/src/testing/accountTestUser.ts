import { standard } from 'src/components/Account/ProfileCell/ProfileCell.mock'

/** The demo retail shopper as the session sees them (tests and stories: mockCurrentUser). */
export const retailUser = (overrides: Record<string, unknown> = {}) => ({
  ...standard().me,
  sessionId: 'demo-session',
  roles: ['customer'],
  role: 'customer',
  groups: [{ name: 'b2c', title: 'Розница' }],
  priceType: null as { id: number; code: string; name: string } | null,
  emailConfirmed: true,
  ...overrides,
})

type MockResponse = Parameters<typeof mockGraphQLMutation>[1]

/** A mock answer that fails the way the api does: one GraphQL error with a code and details. */
export const graphQLRefusal = (message: string, extensions: Record<string, unknown>) =>
  ((_variables: unknown, { ctx }: { ctx: { errors: (errors: unknown[]) => unknown } }) =>
    ctx.errors([{ message, extensions }])) as unknown as MockResponse
