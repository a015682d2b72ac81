/* eslint-env node, es2022 */
// Whether the thing a public page shows exists (a product, news item,
// section, object, brand, production page), asked of the api by the web
// server before it answers the page (./web-server.mjs): a missing one is a
// 404, not the app's «not found» under HTTP 200. The api is asked as a
// guest, with the very GraphQL fields the page's cell asks, so the server
// and the page agree on what exists. For a product the answer also carries
// its prices now, which the served page is brought up to
// (web/src/lib/productPagePrices.tsx).
//
// Cost and abuse: one small indexed read per look-up; an answer is kept for
// `ttlMs` (1 s: a page in demand costs one read a second, and a price is at
// most that old in the HTML); look-ups of the same thing at the same moment
// share one request; at most `maxInFlight` run at once, and past that (or
// when the api is slow, down or answers something unexpected) the answer is
// «unknown» and the page is served as if it existed — the shopper still gets
// the page, which says «not found» itself. So a stranger requesting random
// addresses costs the api no more than `maxInFlight` cheap reads at a time,
// and the kept answers are bounded (`maxEntries`, least recently used first).

/** @typedef {import('./shopRoutes.mjs').LookupKind} LookupKind */

/**
 * @typedef {{ found: boolean, product?: Record<string, unknown> }} Verdict
 *   `product`: the product query's answer (its price fields) when found.
 */

/** The GraphQL query per kind; `key` is the decoded route parameter. */
export const LOOKUP_QUERIES = {
  product: {
    query: 'query ServedProduct($article: String!) { product(article: $article) { id } }',
    variables: (key) => ({ article: key }),
    field: 'product',
  },
  news: {
    query: 'query ServedNewsItem($id: Int!) { newsItem(id: $id) { id } }',
    variables: (key) => ({ id: Number(key) }),
    field: 'newsItem',
  },
  partner: {
    query: 'query ServedBrand($id: Int!) { brand(id: $id) { id } }',
    variables: (key) => ({ id: Number(key) }),
    field: 'brand',
  },
  object: {
    query: 'query ServedObject($id: Int!) { project(id: $id) { id } }',
    variables: (key) => ({ id: Number(key) }),
    field: 'project',
  },
  production: {
    query:
      'query ServedProductionPage($idOrSlug: String!) { productionPage(idOrSlug: $idOrSlug) { id } }',
    variables: (key) => ({ idOrSlug: key }),
    field: 'productionPage',
  },
  category: {
    query: 'query ServedCategory($name: String!) { category(name: $name) { id } }',
    variables: (key) => ({ name: key }),
    field: 'category',
  },
}

/** Ids the api's Int takes (32-bit): a longer number names nothing. */
const MAX_INT = 2 ** 31 - 1

/**
 * What a GraphQL answer says about existence: found (with the field's
 * value), not found (NOT_FOUND, or null), or null when it says neither
 * (another error, no answer): then nobody knows.
 * @returns {Verdict | null}
 */
export function verdictOf(kind, body) {
  const { field } = LOOKUP_QUERIES[kind]
  if (!body || typeof body !== 'object') return null
  const errors = Array.isArray(body.errors) ? body.errors : []
  if (errors.some((error) => error?.extensions?.code === 'NOT_FOUND')) return { found: false }
  if (errors.length) return null
  const value = body.data?.[field]
  if (value === null) return { found: false }
  if (value && typeof value === 'object') {
    return kind === 'product' ? { found: true, product: value } : { found: true }
  }
  return null
}

export class PageLookup {
  /**
   * @param {{
   *   ask: (kind: LookupKind, query: string, variables: Record<string, unknown>, context: unknown) => Promise<unknown>,
   *   productQuery?: string,
   *   ttlMs?: number,
   *   maxEntries?: number,
   *   maxInFlight?: number,
   *   now?: () => number,
   * }} options `ask` sends a GraphQL query to the api and resolves with its
   *   JSON answer, or rejects (`context`: what `check` was given, e.g. the
   *   request's headers); `productQuery` asks more of a product (its prices).
   */
  constructor({
    ask,
    productQuery,
    ttlMs = 1_000,
    maxEntries = 5_000,
    maxInFlight = 16,
    now = Date.now,
  }) {
    this.ask = ask
    this.productQuery = productQuery
    this.ttlMs = ttlMs
    this.maxEntries = maxEntries
    this.maxInFlight = maxInFlight
    this.now = now
    /** @type {Map<string, { at: number, verdict: Verdict }>} oldest use first */
    this.kept = new Map()
    /** @type {Map<string, Promise<Verdict | null>>} */
    this.pending = new Map()
  }

  /**
   * Whether the `kind` named `key` (a decoded route parameter) exists, or
   * null when that cannot be told now (see the top of this file).
   * @returns {Promise<Verdict | null>}
   */
  async check(kind, key, context) {
    if (!LOOKUP_QUERIES[kind]) throw new Error(`unknown look-up ${kind}`)
    if (['news', 'partner', 'object'].includes(kind) && !(Number(key) <= MAX_INT)) {
      return { found: false }
    }
    const cacheKey = `${kind}\u0000${key}`
    const kept = this.kept.get(cacheKey)
    if (kept && this.now() - kept.at < this.ttlMs) {
      this.kept.delete(cacheKey)
      this.kept.set(cacheKey, kept)
      return kept.verdict
    }
    const pending = this.pending.get(cacheKey)
    if (pending) return pending
    if (this.pending.size >= this.maxInFlight) return null

    const { query, variables } = LOOKUP_QUERIES[kind]
    const text = kind === 'product' && this.productQuery ? this.productQuery : query
    let question
    try {
      question = Promise.resolve(this.ask(kind, text, variables(key), context))
    } catch (error) {
      question = Promise.reject(error)
    }
    const asking = question
      .then((body) => verdictOf(kind, body))
      .catch(() => null)
      .then((verdict) => {
        this.pending.delete(cacheKey)
        if (verdict) this.keep(cacheKey, verdict)
        return verdict
      })
    this.pending.set(cacheKey, asking)
    return asking
  }

  keep(cacheKey, verdict) {
    // A key as long as a whole address is not worth the memory it would hold.
    if (cacheKey.length > 512) return
    this.kept.delete(cacheKey)
    this.kept.set(cacheKey, { at: this.now(), verdict })
    while (this.kept.size > this.maxEntries) {
      this.kept.delete(this.kept.keys().next().value)
    }
  }
}
