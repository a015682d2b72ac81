import type { ProductCardFields } from 'types/graphql'

/**
 * A product as the card fragment brings it (ProductCardFields), for the
 * stories and tests of every list that shows cards: each names what its
 * products differ in, the rest are these defaults, so a field added to the
 * fragment gets its default here once.
 */
export const productCard = (
  fields: Pick<ProductCardFields, 'id' | 'article' | 'name' | 'currentPrice'> &
    Partial<ProductCardFields>
): ProductCardFields => ({
  __typename: 'Product',
  nameLang: 'ru',
  lastPrice: null,
  retailPrice: null,
  priceBreaks: [],
  images: [],
  subcategory: { __typename: 'Subcategory', name: 'Циркуляционные насосы' },
  balance: [{ __typename: 'BalanceLine', isAvailable: true }],
  ...fields,
})
