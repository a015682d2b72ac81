import { print, type OperationDefinitionNode } from 'graphql'
import { renderToString } from 'react-dom/server'

import { QUERY as PRODUCT_QUERY } from 'src/components/ProductCell/ProductCell'
import ProductDetailsPrice from 'src/components/ProductDetails/ProductDetailsPrice'
import { InLocale, loadCatalog } from 'src/lib/i18n'
import {
  patchProductPagePrices,
  PRODUCT_OPERATION,
  PRODUCT_PRICES_QUERY,
  type CurrentPrices,
} from 'src/lib/productPagePrices'
import { productStructuredData } from 'src/lib/productStructuredData'

const ORIGIN = 'https://akvatoria.kz'

const built = {
  __typename: 'Product',
  id: 7,
  article: 'NS-100',
  name: 'Насосная станция «Вихрь» </script><b>',
  description: 'Для дома и дачи.',
  currentPrice: 150000,
  lastPrice: null,
  retailPrice: null,
  priceBreaks: [{ __typename: 'PriceBreak', minQuantity: 10, price: 140000 }],
  priceTypeName: 'Розничная',
  unit: 'шт.',
  category: { __typename: 'Category', name: 'Насосное оборудование' },
  subcategory: null,
  brand: { __typename: 'Brand', name: 'Вихрь' },
  images: [{ __typename: 'ProductImage', file: '/api/media/ns.svg', alt: '' }],
  quantity: null,
  balance: [{ __typename: 'BalanceLine', isAvailable: true, count: null, shop: { id: 1 } }],
  characteristics: [],
}
type Product = typeof built

/** What the prerender writes (its patch in .yarn/patches): the answers, `<` escaped. */
const answersScript = (product: Product) =>
  `<script>globalThis.__SHOP_PRERENDERED_ANSWERS = ${JSON.stringify([
    { operationName: 'SiteFrameQuery', variables: {}, data: { blocks: [] } },
    {
      operationName: PRODUCT_OPERATION,
      variables: { article: product.article },
      data: { product },
    },
  ]).replace(/</g, '\\u003c')}</script>`

/** A product page as the build draws it, cut down to what holds or surrounds the price. */
const page = (product: Product, locale: 'ru' | 'kk' = 'ru') =>
  `<!DOCTYPE html><html lang="${locale}"><head><title>t</title>` +
  `<script data-rh="true" type="application/ld+json">${productStructuredData(product, ORIGIN, locale)}</script>` +
  '<script data-rh="true" type="application/ld+json">{"@type":"BreadcrumbList"}</script>' +
  answersScript(product) +
  '</head><body><div id="redwood-app"><article class="product-details">' +
  `<h1 id="product-title">${product.name.replace(/</g, '&lt;')}</h1>` +
  '<div class="product-details__summary"><dl></dl>' +
  renderToString(
    <InLocale locale={locale}>
      <ProductDetailsPrice product={product} />
    </InLocale>
  ) +
  '<p class="product-details__stock">В наличии</p>' +
  // A tile elsewhere on the page with the same price is not the product's price.
  '<div class="price-block price-block--small"><span class="price-block__current">150 000 ₸</span></div>' +
  '</div></article></div></body></html>'

const pricesOf = (product: Product): CurrentPrices => ({
  currentPrice: product.currentPrice,
  lastPrice: product.lastPrice,
  retailPrice: product.retailPrice,
  priceTypeName: product.priceTypeName,
  priceBreaks: product.priceBreaks.map(({ minQuantity, price }) => ({ minQuantity, price })),
})

describe('patchProductPagePrices: a prerendered product page at the prices of now', () => {
  it('leaves a page whose prices are current alone', () => {
    expect(patchProductPagePrices(page(built), 'NS-100', pricesOf(built))).toEqual({
      kind: 'current',
    })
  })

  it.each([
    ['a plain new price', { currentPrice: 135000 }],
    ['a sale: old price struck, discount badge', { currentPrice: 120000, lastPrice: 150000 }],
    ['price on request', { currentPrice: 0, priceBreaks: [] }],
    [
      'breaks changed',
      { priceBreaks: [{ __typename: 'PriceBreak', minQuantity: 5, price: 145000 }] },
    ],
    ['no breaks any more', { currentPrice: 149000, priceBreaks: [] }],
  ])('draws %s exactly as the build would have drawn it', (_case, change) => {
    const now = { ...built, ...change } as Product
    const result = patchProductPagePrices(page(built), 'NS-100', pricesOf(now))
    expect(result).toEqual({ kind: 'patched', html: page(now) })
  })

  it('writes the new price where crawlers and the first render read it', () => {
    const result = patchProductPagePrices(page(built), 'NS-100', {
      ...pricesOf(built),
      currentPrice: 99000,
    })
    if (result.kind !== 'patched') throw new Error(result.kind)
    expect(result.html).toContain('<span class="price-block__current">99 000 ₸</span>')
    expect(result.html).toContain('"price":"99000.00"')
    expect(result.html).toContain('"currentPrice":99000')
    expect(result.html).not.toContain('"currentPrice":150000')
    // The tile's own price stays, and no answer can end its script early.
    expect(result.html).toContain(
      'price-block--small"><span class="price-block__current">150 000 ₸'
    )
    expect(result.html).not.toContain('</script><b>')
  })

  it('writes a Kazakh page in Kazakh, its Product at the Kazakh address', async () => {
    await loadCatalog('kk')
    expect(page(built, 'kk')).toContain(`"url":"${ORIGIN}/kk/catalog/product/NS-100"`)
    const now = { ...built, currentPrice: 120000, lastPrice: 150000 }
    const result = patchProductPagePrices(page(built, 'kk'), 'NS-100', pricesOf(now))
    expect(result).toEqual({ kind: 'patched', html: page(now, 'kk') })
  })

  it('serves a page drawn by other code as it is', () => {
    const drifted = page(built).replace('price-block--large', 'price-block--huge')
    expect(patchProductPagePrices(drifted, 'NS-100', { currentPrice: 1 }).kind).toBe('unpatchable')
    const otherLd = page(built).replace('"priceCurrency":"KZT"', '"priceCurrency":"USD"')
    expect(patchProductPagePrices(otherLd, 'NS-100', { currentPrice: 1 }).kind).toBe('unpatchable')
    expect(patchProductPagePrices(page(built), 'OTHER', { currentPrice: 1 }).kind).toBe(
      'unpatchable'
    )
    expect(patchProductPagePrices('<html>shell</html>', 'NS-100', { currentPrice: 1 }).kind).toBe(
      'unpatchable'
    )
  })

  it("reads the product cell's answer and asks the api only for prices the cell asks too", () => {
    const operation = PRODUCT_QUERY.definitions[0] as OperationDefinitionNode
    expect(operation.name?.value).toBe(PRODUCT_OPERATION)
    const cellQuery = print(PRODUCT_QUERY)
    for (const field of PRODUCT_PRICES_QUERY.match(/\{ (.*) \}/)?.[1].match(/\w+/g) ?? []) {
      if (field === 'product') continue
      expect(cellQuery).toMatch(new RegExp(`\\b${field}\\b`))
    }
  })
})
