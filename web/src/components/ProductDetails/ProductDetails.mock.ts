// Product page data beyond ProductCell's standard product: a cart holding it, a sold-out item.
import { product, wholesaleProduct } from 'src/components/ProductCell/ProductCell.mock'
import type { CartData } from 'src/components/ShopState/CartProvider'

/** The pump as a logged-in shopper sees it: counts per shop. */
export const loggedInPump = () => product()

/** The pump for a wholesale customer: «Оптовая» price, retail for reference, breaks. */
export const wholesalePump = () => wholesaleProduct()

/** The same pump for a guest: availability without counts (SPEC §6). */
export const guestPump = () =>
  product({
    quantity: null,
    balance: product().balance.map((line) => ({ ...line, count: null })),
  })

/** Sold out everywhere, price on request, no pictures, description or characteristics. */
export const soldOutTank = () =>
  product({
    id: 91,
    article: 'AQ-TANK-1000',
    name: 'Ёмкость пластиковая Акватек 1000 л',
    description: '',
    currentPrice: -1,
    lastPrice: null,
    category: { __typename: 'Category' as const, name: 'Баки и емкости' },
    subcategory: null,
    brand: null,
    images: [],
    quantity: 0,
    balance: product().balance.map((line) => ({ ...line, isAvailable: false, count: 0 })),
    characteristics: [],
  })

/** The pump sold out in every shop, priced: «Сообщить о поступлении» is offered (issue 34 §3). */
export const soldOutPump = () =>
  product({
    quantity: null,
    balance: product().balance.map((line) => ({ ...line, isAvailable: false, count: null })),
  })

/** A server cart with two of the pump. */
export const cartWithPump = (): CartData => {
  const pump = product()
  return {
    __typename: 'Cart',
    count: 2,
    total: 300000,
    hasUnpriced: false,
    lines: [
      {
        __typename: 'CartLine',
        quantity: 2,
        unitPrice: pump.currentPrice,
        lineTotal: 300000,
        stockMessage: null,
        product: {
          __typename: 'Product',
          id: pump.id,
          article: pump.article,
          name: pump.name,
          nameLang: pump.nameLang,
          currentPrice: pump.currentPrice,
          lastPrice: pump.lastPrice,
          priceBreaks: pump.priceBreaks,
          unit: pump.unit,
          quantity: pump.quantity,
          images: pump.images,
          subcategory: pump.subcategory,
          balance: pump.balance,
        },
      },
    ],
  }
}

/** The installment's bounds (InstallmentTermsQuery): the demo's 6 000 – 2 000 000 ₸. */
export const installmentTerms = (min = 6000, max = 2000000) => ({
  installmentTerms: { __typename: 'InstallmentTerms' as const, min, max },
})
