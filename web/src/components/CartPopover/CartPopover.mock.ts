// Realistic carts shared by the popover's stories and tests.
import { productCard } from 'src/components/ProductCard/ProductCard.mock'
import type { CartData } from 'src/components/ShopState/CartProvider'

const shop = (id: number, city: string, address: string) => ({
  __typename: 'Shop' as const,
  id,
  name: city,
  nameForGuest: `Магазин в ${city}`,
  address: { __typename: 'ShopAddress' as const, address, addressLang: 'ru' as const },
})

const LONG_NAME =
  'Насосная станция повышения давления Grundfos Hydro Multi-E 2 CRE 5-4 с двумя вертикальными многоступенчатыми насосами и шкафом управления'

export const guestCart = (): CartData => ({
  __typename: 'Cart',
  count: 3,
  total: 301000,
  hasUnpriced: true,
  lines: [
    {
      __typename: 'CartLine',
      quantity: 2,
      unitPrice: 150500,
      lineTotal: 301000,
      stockMessage: null,
      product: {
        ...productCard({
          id: 1,
          article: 'GR-HME-2CRE5',
          name: LONG_NAME,
          currentPrice: 150500,
          lastPrice: 180000,
          subcategory: { __typename: 'Subcategory', name: 'Насосные станции' },
        }),
        priceBreaks: [],
        unit: 'шт',
        quantity: null,
        balance: [
          {
            __typename: 'BalanceLine',
            isAvailable: true,
            count: null,
            shop: shop(1, 'Атырау', 'ул. Сатпаева, 17'),
          },
          {
            __typename: 'BalanceLine',
            isAvailable: false,
            count: null,
            shop: shop(2, 'Актобе', 'пр. Абилкайыр хана, 62'),
          },
        ],
      },
    },
    {
      __typename: 'CartLine',
      quantity: 1,
      unitPrice: 0,
      lineTotal: null,
      stockMessage: null,
      product: {
        ...productCard({
          id: 2,
          article: 'BK-500',
          name: 'Бак мембранный 500 л',
          currentPrice: 0,
          subcategory: { __typename: 'Subcategory', name: 'Расширительные баки' },
        }),
        priceBreaks: [],
        unit: 'шт',
        quantity: null,
        balance: [],
      },
    },
  ],
})

/**
 * A guest typed 1 000 pumps where all shops hold 7: the api says what stock
 * allows, as on a draft, and the cart keeps what was typed.
 */
export const overStockCart = (): CartData => {
  const cart = guestCart()
  const [line] = cart.lines
  return {
    ...cart,
    count: 1000,
    total: 150_500_000,
    hasUnpriced: false,
    lines: [
      { ...line, quantity: 1000, lineTotal: 150_500_000, stockMessage: 'В наличии 7 товаров' },
    ],
  }
}

/**
 * A wholesale customer's cart: 12 valves reach the «от 10 шт.» break (9 500 ₸
 * instead of 10 000 ₸ a piece); 3 pumps stay below theirs and pay the
 * «Оптовая» price, retail (150 500 ₸) sent for reference.
 */
export const wholesaleCart = (): CartData => {
  const [pump] = guestCart().lines
  const tiers = (...pairs: [number, number][]) =>
    pairs.map(([minQuantity, price]) => ({
      __typename: 'PriceBreak' as const,
      minQuantity,
      price,
    }))
  return {
    __typename: 'Cart',
    count: 15,
    total: 540000,
    hasUnpriced: false,
    lines: [
      {
        ...pump,
        quantity: 12,
        unitPrice: 9500,
        lineTotal: 114000,
        product: {
          ...pump.product,
          id: 3,
          article: 'VT-VT217-1',
          name: 'Кран шаровой Valtec VT.217 1"',
          currentPrice: 10000,
          lastPrice: null,
          retailPrice: 10600,
          priceBreaks: tiers([10, 9500], [50, 9000]),
        },
      },
      {
        ...pump,
        quantity: 3,
        unitPrice: 142000,
        lineTotal: 426000,
        product: {
          ...pump.product,
          name: 'Насосная станция Grundfos Hydro Multi-E 2 CRE 5-4',
          currentPrice: 142000,
          lastPrice: null,
          retailPrice: 150500,
          priceBreaks: tiers([5, 138000]),
        },
      },
    ],
  }
}

export { LONG_NAME }
