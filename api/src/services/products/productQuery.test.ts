import { Prisma } from '@prisma/client'

import {
  productCountKey,
  productOrderBy,
  productPageSql,
  productWhere,
  relevanceConditions,
  relevanceTiers,
} from './productQuery'

describe('productCountKey', () => {
  const key = (filter: Parameters<typeof productWhere>[0], scope = {}) =>
    productCountKey(productWhere(filter, scope))

  it('is the same for the same filter', () => {
    expect(key({ price: { min: 100 } }, { categoryIds: [3] })).toBe(
      key({ price: { min: 100 } }, { categoryIds: [3] })
    )
  })

  it('differs when the selected rows may differ', () => {
    const keys = [
      key({}, { categoryIds: [3] }),
      key({}, { categoryIds: [4] }),
      key({ price: { min: 100 } }, { categoryIds: [3] }),
      key({ price: { max: 100 } }, { categoryIds: [3] }),
      key({ isPopular: true }, { categoryIds: [3] }),
      key({}, { categoryIds: [3], brandIds: [3] }),
      key({}, { discountedOnly: true }),
      key({}),
    ]
    expect(new Set(keys).size).toBe(keys.length)
  })
})

describe('productOrderBy', () => {
  const asc = [{ field: 'currentPrice', direction: 'asc' as const }]

  it('puts «price on request» goods last in ascending price order', () => {
    expect(productOrderBy(asc).sql).toBe('(p."currentPrice" <= 0), p."currentPrice" ASC, p.id ASC')
  })

  it('leaves that key out when the price floor is above 0, so the price index gives the order', () => {
    expect(productOrderBy(asc, { pricedOnly: true }).sql).toBe('p."currentPrice" ASC, p.id ASC')
  })

  it('leads with the one section of the scope in price order, so its own index gives the order', () => {
    const desc = [{ field: 'currentPrice', direction: 'desc' as const }]
    expect(productOrderBy(desc, { scope: { categoryIds: [2] } }).sql).toBe(
      'p."categoryId" DESC, p."currentPrice" DESC, p.id ASC'
    )
    expect(
      productOrderBy(asc, { scope: { categoryIds: [2], subcategoryIds: [5] }, pricedOnly: true })
        .sql
    ).toBe('p."subcategoryId" ASC, p."currentPrice" ASC, p.id ASC')
  })

  it('does not lead where the index could not give the order anyway', () => {
    const scope = { categoryIds: [2] }
    // «price on request» last needs a sort whatever leads.
    expect(productOrderBy(asc, { scope }).sql).not.toContain('categoryId')
    // Several sections, other orders.
    const desc = [{ field: 'currentPrice', direction: 'desc' as const }]
    expect(productOrderBy(desc, { scope: { categoryIds: [2, 3] } }).sql).not.toContain('categoryId')
    expect(productOrderBy([{ field: 'name', direction: 'asc' }], { scope }).sql).not.toContain(
      'categoryId'
    )
  })
})

describe('relevance tiers (a search listed best first)', () => {
  const article = { rankKeys: [], article: 'NS100' }
  const words = { rankKeys: ["'насос'", "'насос':*"], article: null }

  it('tests an article typed in full first, then each word key', () => {
    const conditions = relevanceConditions({ ...words, article: 'NS100' })
    expect(conditions.map((c) => c.sql)).toEqual([
      'search_compact(p.article) = ?',
      `p."searchVector" @@ to_tsquery('simple', ?)`,
      `p."searchVector" @@ to_tsquery('simple', ?)`,
    ])
    expect(conditions.flatMap((c) => c.values)).toEqual(['NS100', "'насос'", "'насос':*"])
    expect(relevanceConditions({ rankKeys: [], article: null })).toEqual([])
  })

  it('orders every combination as sorting by the tests would: passed before failed, first test first', () => {
    const tiers = relevanceTiers(relevanceConditions(words)).map((tier) =>
      tier.sql.replace(/p\."searchVector" @@ to_tsquery\('simple', \?\)/g, 'T')
    )
    expect(tiers).toEqual([
      '(T) AND (T)',
      '(T) AND NOT (T)',
      'NOT (T) AND (T)',
      'NOT (T) AND NOT (T)',
    ])
    expect(relevanceTiers(relevanceConditions(article))).toHaveLength(2)
    expect(relevanceTiers([])).toEqual([])
  })

  it('pages the tiers: each gives its first skip + take rows, the union is cut to the page', () => {
    const tiers = relevanceTiers(relevanceConditions(article))
    const sql = productPageSql(Prisma.sql`p."isActive"`, Prisma.sql`p.id ASC`, 9, 18, tiers)
    expect(sql.sql.match(/UNION ALL/g)).toHaveLength(1)
    expect(sql.values).toContain(27)
    expect(sql.sql).toMatch(/ORDER BY p\.tier, p\.id ASC LIMIT \? OFFSET \?/)
  })
})
