import type { DocumentNode } from 'graphql'
import { visit } from 'graphql/language/visitor'

import { QUERY as FAVORITES } from 'src/components/Account/FavoritesCell/FavoritesCell'
import { QUERY as COMPARE } from 'src/components/CompareCell/CompareCell'
import { QUERY as HOME } from 'src/components/Home/HomeCell/HomeCell'
import { QUERY as PRODUCTS } from 'src/components/ProductsCell/ProductsCell'
import { QUERY as RECENTLY_VIEWED } from 'src/components/RecentlyViewedCell/RecentlyViewedCell'
import { CART_FIELDS } from 'src/components/ShopState/cartFragments'

import { PRODUCT_CARD_FIELDS } from './productCardFragment'

/** The fragments a document spreads, by name. */
const spreadsOf = (document: DocumentNode) => {
  const spreads: string[] = []
  visit(document, {
    FragmentSpread: (node) => {
      spreads.push(node.name.value)
    },
  })
  return spreads
}

const fragmentNames = (document: DocumentNode) =>
  document.definitions.flatMap((definition) =>
    definition.kind === 'FragmentDefinition' ? [definition.name.value] : []
  )

describe('the product card fragment', () => {
  it('carries the prices through its own price fragment', () => {
    expect(spreadsOf(PRODUCT_CARD_FIELDS)).toEqual(['ProductCardPriceFields'])
    expect(fragmentNames(PRODUCT_CARD_FIELDS)).toEqual([
      'ProductCardFields',
      'ProductCardPriceFields',
    ])
  })

  it.each([
    ['the catalogue and search', PRODUCTS],
    ['the home page', HOME],
    ['favourites', FAVORITES],
    ['compare', COMPARE],
    ['recently viewed', RECENTLY_VIEWED],
    ['the cart', CART_FIELDS],
  ])('is what %s asks of a product, with its definition sent along', (_, document) => {
    expect(spreadsOf(document)).toContain('ProductCardFields')
    expect(fragmentNames(document)).toEqual(
      expect.arrayContaining(['ProductCardFields', 'ProductCardPriceFields'])
    )
    // No list spells a price field itself: a new one comes with the fragment.
    const own = document.definitions.filter(
      (definition) =>
        !(
          definition.kind === 'FragmentDefinition' &&
          definition.name.value.startsWith('ProductCard')
        )
    )
    const fields: string[] = []
    visit({ kind: 'Document', definitions: own } as DocumentNode, {
      Field: (node) => {
        fields.push(node.name.value)
      },
    })
    expect(fields).not.toEqual(expect.arrayContaining(['currentPrice']))
    expect(fields).not.toEqual(expect.arrayContaining(['lastPrice']))
    expect(fields).not.toEqual(expect.arrayContaining(['retailPrice']))
    expect(fields).not.toEqual(expect.arrayContaining(['priceBreaks']))
  })
})
