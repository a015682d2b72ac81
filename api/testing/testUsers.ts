import { db } from 'src/lib/db'
import { userInfoById, type UserInfo } from 'src/lib/userInfo'

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

/**
 * A wholesale buyer is the current user (mockCurrentUser): a new group of
 * `key` on the «wholesale» price type, which prices one product at `price`
 * from one piece, with no old price.
 */
export async function actAsWholesaleBuyer(key: string, productId: number, price: number) {
  const wholesale = await db.priceType.upsert({
    where: { code: 'wholesale' },
    create: { code: 'wholesale', name: 'Оптовая', position: 1 },
    update: {},
  })
  await db.productPrice.create({
    data: { productId, priceTypeId: wholesale.id, minQuantity: 1, price },
  })
  const buyer = await db.user.create({
    data: {
      email: `${key}@example.kz`,
      hashedPassword: 'x',
      salt: 'x',
      groups: {
        create: { group: { create: { name: key, title: 'Оптовики', priceTypeId: wholesale.id } } },
      },
    },
  })
  const info = await userInfoById(buyer.id)
  mockCurrentUser(currentUserFixture({ ...info!, id: buyer.id }))
}
