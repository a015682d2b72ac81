/**
 * Rows that many scenarios need alike: a test account's password fields,
 * the two city shops and a catalogue product, each with what a scenario
 * changes passed in. Scenario files stay beside their tests (Redwood loads
 * them there); the shared shapes live here.
 */

/** A test account that nobody logs in to with a password. */
export const TEST_ACCOUNT = { hashedPassword: 'not-a-hash', salt: 'not-a-salt' }

export const atyrauShop = (extra: Record<string, unknown> = {}) => ({
  data: {
    name: 'Атырау',
    nameForGuest: 'Магазин в Атырау',
    city: 'Атырау',
    address: 'ул. Сатпаева, 17',
    position: 1,
    ...extra,
  },
})

export const aktobeShop = (extra: Record<string, unknown> = {}) => ({
  data: {
    name: 'Актобе',
    nameForGuest: 'Магазин в Актобе',
    city: 'Актобе',
    address: 'пр. Абилкайыр хана, 62',
    position: 2,
    ...extra,
  },
})

/** A product of `categoryId` (slug from the article, price 1 ₸ unless given). */
export const productRow = <T extends { article: string; name: string }>(
  categoryId: number,
  product: T & Record<string, unknown>
) => ({
  data: {
    slug: product.article.toLowerCase(),
    price: 1,
    currentPrice: 1,
    categoryId,
    ...product,
  },
})
