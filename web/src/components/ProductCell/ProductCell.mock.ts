// A realistic product for the cell's stories and tests.
const shop = (id: number, city: string, address: string) => ({
  __typename: 'Shop' as const,
  id,
  name: city,
  nameForGuest: `Магазин в ${city}`,
  address: { __typename: 'ShopAddress' as const, address, addressLang: 'ru' as const },
})

export const product = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Product' as const,
  id: 7,
  article: 'GR-UPS-25-40',
  name: 'Насос циркуляционный Grundfos UPS 25-40 180',
  // The language of each text (the api's `…Lang`): Russian here, a Kazakh story says kk.
  nameLang: 'ru' as 'ru' | 'kk',
  description:
    'Циркуляционный насос для систем отопления частного дома.\n\nТри скорости, чугунный корпус.',
  descriptionLang: 'ru' as 'ru' | 'kk',
  currentPrice: 150000,
  lastPrice: 180000,
  // A retail viewer: no reference price, no breaks (the api sends these per viewer).
  retailPrice: null as number | null,
  priceBreaks: [] as { __typename: 'PriceBreak'; minQuantity: number; price: number }[],
  priceTypeName: 'Розничная',
  unit: 'шт', // as the catalogue stores it (1C sends «шт»)
  category: { __typename: 'Category' as const, name: 'Насосное оборудование' },
  subcategory: { __typename: 'Subcategory' as const, name: 'Циркуляционные насосы' },
  brand: { __typename: 'Brand' as const, name: 'Grundfos' },
  images: [
    {
      __typename: 'ProductImage' as const,
      file: '/images/placeholder-product.svg',
      alt: 'Вид спереди',
    },
    {
      __typename: 'ProductImage' as const,
      file: '/images/placeholder-product.svg?2',
      alt: 'Вид сбоку',
    },
  ],
  quantity: 12,
  balance: [
    {
      __typename: 'BalanceLine' as const,
      isAvailable: true,
      count: 8,
      shop: shop(1, 'Атырау', 'г. Атырау, ул. Сатпаева, 17'),
    },
    {
      __typename: 'BalanceLine' as const,
      isAvailable: true,
      count: 4,
      shop: shop(2, 'Актобе', 'г. Актобе, пр. Абилкайыр хана, 62'),
    },
  ],
  characteristics: [
    {
      __typename: 'Characteristic' as const,
      name: 'Напор',
      nameLang: 'ru' as 'ru' | 'kk',
      value: '4',
      valueLang: 'ru' as 'ru' | 'kk',
      unit: 'м',
    },
    {
      __typename: 'Characteristic' as const,
      name: 'Мощность',
      nameLang: 'ru' as 'ru' | 'kk',
      value: '60',
      valueLang: 'ru' as 'ru' | 'kk',
      unit: 'Вт',
    },
  ],
  ...overrides,
})

export const standard = () => ({ article: 'GR-UPS-25-40', product: product() })

const priceBreak = (minQuantity: number, price: number) => ({
  __typename: 'PriceBreak' as const,
  minQuantity,
  price,
})

/**
 * The pump as a wholesale customer sees it: their «Оптовая» price (no struck
 * retail promotion), retail for reference, cheaper from 5 and from 10 pieces.
 */
export const wholesaleProduct = () =>
  product({
    currentPrice: 135000,
    lastPrice: null,
    retailPrice: 150000,
    priceBreaks: [priceBreak(5, 130000), priceBreak(10, 125000)],
    priceTypeName: 'Оптовая',
  })

export const wholesale = () => ({ article: 'GR-UPS-25-40', product: wholesaleProduct() })

/** A guest's view: no counts, price on request. */
export const guestOnRequest = () => ({
  article: 'GR-UPS-25-40',
  product: product({
    currentPrice: 0,
    lastPrice: null,
    quantity: null,
    balance: product().balance.map((line) => ({ ...line, count: null })),
  }),
})
