// Realistic carts shared by the popover's stories and tests.
import type { CartData } from 'src/components/ShopState/CartProvider'

const shop = (id: number, city: string, address: string) => ({
  __typename: 'Shop' as const,
  id,
  name: city,
  nameForGuest: `Магазин в ${city}`,
  address: { __typename: 'ShopAddress' as const, address },
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
      lineTotal: 301000,
      stockMessage: null,
      product: {
        __typename: 'Product',
        id: 1,
        article: 'GR-HME-2CRE5',
        name: LONG_NAME,
        currentPrice: 150500,
        lastPrice: 180000,
        quantity: null,
        images: [],
        subcategory: { __typename: 'Subcategory', name: 'Насосные станции' },
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
      lineTotal: null,
      stockMessage: null,
      product: {
        __typename: 'Product',
        id: 2,
        article: 'BK-500',
        name: 'Бак мембранный 500 л',
        currentPrice: 0,
        lastPrice: null,
        quantity: null,
        images: [],
        subcategory: { __typename: 'Subcategory', name: 'Расширительные баки' },
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

export { LONG_NAME }
