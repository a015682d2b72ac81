import type { UserInfo } from 'src/lib/userInfo'

/**
 * A complete `context.currentUser` for tests (mockCurrentUser), as
 * getCurrentUser builds it: user info, session id and roles.
 */
export function currentUserFixture(
  overrides: Partial<UserInfo> & { id: number; sessionId?: string } = { id: 1 }
) {
  const user: UserInfo = {
    email: `user${overrides.id}@example.kz`,
    lastName: '',
    firstName: '',
    middleName: '',
    phone: null,
    role: 'customer',
    groups: [{ name: 'b2c', title: 'Розничные покупатели' }],
    priceType: null,
    emailConfirmed: true,
    locale: 'ru',
    ...overrides,
  }
  return {
    ...user,
    sessionId: overrides.sessionId ?? `test-session-${user.id}`,
    roles: [user.role],
  }
}
