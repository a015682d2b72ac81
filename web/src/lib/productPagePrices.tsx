import { renderToString } from 'react-dom/server'

import ProductDetailsPrice, {
  type ProductPriceData,
} from 'src/components/ProductDetails/ProductDetailsPrice'
import { InLocale, loadCatalog, localePath, type Locale } from 'src/lib/i18n'
import { productPath } from 'src/lib/links'
import { productStructuredData, type ProductForStructuredData } from 'src/lib/productStructuredData'

/**
 * A prerendered product page brought up to the product's prices now, by the
 * web server as it serves the page (docs/storefront.md «Current prices in
 * served pages»). The build drew the page with the prices of its moment; a
 * price changed since then must not reach a crawler or paint for the first
 * half second. Three places of the page hold the price, and each is written
 * again by the code that wrote it:
 *
 *   - the price part of the page: ProductDetailsPrice, drawn again here with
 *     React for the old and the new prices; the old markup must be found
 *     exactly once, and the new one is what the browser's React draws from
 *     the new answer, so the page is adopted without a mismatch;
 *   - the product cell's answer the page carries (`__SHOP_PRERENDERED_ANSWERS`),
 *     its price fields replaced: the page's first render uses it;
 *   - the Product JSON-LD (productStructuredData), with its Offer's price.
 *
 * Anything not as expected (a page drawn by other code, no answer) leaves the
 * page as it was: «unpatchable», which the web server logs and serves as is.
 *
 * The web server is plain Node: `web/vite.config.ts` bundles this file for it
 * into web/dist/_server/productPagePrices.mjs at build time (so it is the
 * code the build's pages were drawn with).
 */

/** The product cell's operation (components/ProductCell), whose answer a product page carries. */
export const PRODUCT_OPERATION = 'FindProductQuery'

/**
 * What the web server asks the api of a product whose page it serves, as a
 * guest like the prerender: whether it exists and its prices now.
 */
export const PRODUCT_PRICES_QUERY =
  'query ServedProductPrices($article: String!) { product(article: $article) { ' +
  'currentPrice lastPrice retailPrice priceTypeName priceBreaks { minQuantity price } } }'

/** The answer to PRODUCT_PRICES_QUERY's `product`. */
export interface CurrentPrices {
  currentPrice: number
  lastPrice?: number | null
  retailPrice?: number | null
  priceTypeName?: string | null
  priceBreaks?: { minQuantity: number; price: number }[] | null
}

export type PatchResult =
  | { kind: 'current' }
  | { kind: 'patched'; html: string }
  | { kind: 'unpatchable'; reason: string }

type BuiltProduct = ProductPriceData &
  ProductForStructuredData & {
    priceBreaks?: ({ minQuantity: number; price: number } & Record<string, unknown>)[] | null
  }

interface PrerenderedAnswer {
  operationName: string
  variables?: Record<string, unknown>
  data?: { product?: BuiltProduct } & Record<string, unknown>
}

const ANSWERS_START = '<script>globalThis.__SHOP_PRERENDERED_ANSWERS = '
const SCRIPT_END = '</script>'
const JSON_LD = /(<script\b[^>]*\btype="application\/ld\+json"[^>]*>)([\s\S]*?)<\/script>/g

/** The answers as the prerender writes them: `<`, U+2028 and U+2029 escaped for a script. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

const unpatchable = (reason: string): PatchResult => ({ kind: 'unpatchable', reason })

const breaksOf = (product: { priceBreaks?: CurrentPrices['priceBreaks'] }) =>
  (product.priceBreaks ?? []).map(({ minQuantity, price }) => [minQuantity, price])

/** The price fields compared as the page shows them. */
const priceKey = (product: CurrentPrices) =>
  JSON.stringify([
    product.currentPrice,
    product.lastPrice ?? null,
    product.retailPrice ?? null,
    product.priceTypeName ?? null,
    breaksOf(product),
  ])

/** `built` with the prices of `current`, in the answer's own shape (typed objects when it has them). */
function withPrices(built: BuiltProduct, current: CurrentPrices): BuiltProduct {
  const typename = '__typename' in built
  return {
    ...built,
    currentPrice: current.currentPrice,
    lastPrice: current.lastPrice ?? null,
    retailPrice: current.retailPrice ?? null,
    priceTypeName: current.priceTypeName ?? built.priceTypeName,
    priceBreaks: (current.priceBreaks ?? []).map(({ minQuantity, price }) => ({
      ...(typename ? { __typename: 'PriceBreak' } : {}),
      minQuantity,
      price,
    })),
  }
}

/** `html` with the one occurrence of `from` replaced, or null when it is not there exactly once. */
function replaceOnce(html: string, from: string, to: string): string | null {
  const at = html.indexOf(from)
  if (at < 0 || html.indexOf(from, at + 1) >= 0) return null
  return html.slice(0, at) + to + html.slice(at + from.length)
}

/** The page's Product JSON-LD written for the new prices, or null when it is not the one the page's code writes. */
function patchStructuredData(
  html: string,
  built: BuiltProduct,
  next: BuiltProduct,
  locale: Locale
): string | null {
  // The page's own address, in its language (/kk/catalog/product/… on a Kazakh page).
  const path = localePath(productPath(built.article), locale)
  for (const match of html.matchAll(JSON_LD)) {
    let data: { '@type'?: string; url?: string }
    try {
      data = JSON.parse(match[2])
    } catch {
      continue
    }
    if (data['@type'] !== 'Product' || !data.url?.endsWith(path)) continue
    const origin = data.url.slice(0, data.url.length - path.length)
    if (productStructuredData(built, origin, locale) !== match[2]) return null
    const at = match.index ?? 0
    const from = at + match[1].length
    return (
      html.slice(0, from) +
      productStructuredData(next, origin, locale) +
      html.slice(from + match[2].length)
    )
  }
  return null
}

/** The messages a page's price block needs in either language; the web server awaits it once after loading this module. */
export const loadMessages = () =>
  Promise.all([loadCatalog('ru', ['catalogue']), loadCatalog('kk', ['catalogue'])])

/**
 * The prerendered page of `article` brought up to `current` (see above):
 * «current» when the page already shows these prices.
 */
export function patchProductPagePrices(
  html: string,
  article: string,
  current: CurrentPrices
): PatchResult {
  const start = html.indexOf(ANSWERS_START)
  const end = start < 0 ? -1 : html.indexOf(SCRIPT_END, start)
  if (end < 0) return unpatchable('the page carries no prerendered answers')
  let answers: PrerenderedAnswer[]
  try {
    answers = JSON.parse(html.slice(start + ANSWERS_START.length, end))
  } catch {
    return unpatchable('the prerendered answers are not JSON')
  }
  const answer = Array.isArray(answers)
    ? answers.find(
        (entry) => entry.operationName === PRODUCT_OPERATION && entry.variables?.article === article
      )
    : undefined
  const built = answer?.data?.product
  if (!answer?.data || !built) return unpatchable('the page carries no answer for this product')

  const next = withPrices(built, current)
  if (priceKey(built) === priceKey(next)) return { kind: 'current' }

  // The price block speaks the page's language (issue 33): a Kazakh page is drawn in Kazakh.
  const locale: Locale = /<html[^>]*\slang="kk"/.test(html.slice(0, 2000)) ? 'kk' : 'ru'
  const draw = (product: typeof built) =>
    renderToString(
      <InLocale locale={locale}>
        <ProductDetailsPrice product={product} />
      </InLocale>
    )
  const markup = replaceOnce(html, draw(built), draw(next))
  if (markup === null) return unpatchable('the price markup is not the one this build draws')
  const structured = patchStructuredData(markup, built, next, locale)
  if (structured === null)
    return unpatchable('the Product JSON-LD is not the one this build writes')

  answer.data.product = next
  const answersAt = structured.indexOf(ANSWERS_START)
  const answersEnd = structured.indexOf(SCRIPT_END, answersAt)
  return {
    kind: 'patched',
    html:
      structured.slice(0, answersAt + ANSWERS_START.length) +
      scriptJson(answers) +
      structured.slice(answersEnd),
  }
}
