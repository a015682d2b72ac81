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

// Price types by connectOrCreate: the migration's rows may be there, or gone
// after another file's teardown (issue 20 part 1).
export const priceTypeRef = (code: string, name: string, position = 0) => ({
  where: { code },
  create: { code, name, position },
})
export const RETAIL_TYPE = priceTypeRef('retail', 'Розничная', 0)
export const WHOLESALE_TYPE = priceTypeRef('wholesale', 'Оптовая', 1)

/** The wholesale customer group, seeing «Оптовая». */
export const wholesaleGroup = () => ({
  data: {
    name: 'wholesale',
    title: 'Оптовые покупатели',
    priceType: { connectOrCreate: WHOLESALE_TYPE },
  },
})

/**
 * A pump's prices by type: retail from 5 pcs 58 000 ₸, «Оптовая» 55 000 ₸
 * and from 10 pcs 52 000 ₸ (its retail price is the product's own).
 */
export const pumpTypePrices = () => ({
  create: [
    { minQuantity: 5, price: 58000, priceType: { connectOrCreate: RETAIL_TYPE } },
    { minQuantity: 1, price: 55000, priceType: { connectOrCreate: WHOLESALE_TYPE } },
    { minQuantity: 10, price: 52000, priceType: { connectOrCreate: WHOLESALE_TYPE } },
  ],
})
