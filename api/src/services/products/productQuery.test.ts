import { Prisma } from '@prisma/client'

import {
  orderLedByScope,
  productCountKey,
  productOrderBy,
  productOrderKeys,
  productPageSql,
  productWhere,
  rankedSearchSql,
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

describe('productWhere', () => {
  it('matches an article’s parts by the tails’ index, not by the words’ tsquery', () => {
    const search = { search: 'N-18' }
    const tsQuery = `(('n':*) & ('18':*)) | 'n18':*`
    const byParts = productWhere(search, {}, { tsQuery, articleFragment: 'n18' })
    expect(byParts.sql).toContain('p."articleTails" @@ ?::tsquery')
    expect(byParts.sql).not.toContain('searchVector')
    expect(byParts.values).toContain(`'n18':*`)
    const byWords = productWhere(search, {}, { tsQuery, articleFragment: null })
    expect(byWords.sql).toContain(`p."searchVector" @@ to_tsquery('simple', ?)`)
    // Nothing to look for finds nothing, a fragment or not.
    expect(productWhere(search, {}, { tsQuery: null, articleFragment: 'n18' }).sql).toContain(
      'false'
    )
  })
})

describe('productOrderBy', () => {
  const asc = [{ field: 'currentPrice', direction: 'asc' as const }]

  it('puts «price on request» goods last in ascending price order', () => {
    expect(productOrderBy(asc).sql).toBe(
      '(NOT p."currentPrice" > 0) ASC, p."currentPrice" ASC, p.id ASC'
    )
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
    // «price on request» last: the (…, NOT priced, price) index's order.
    expect(productOrderBy(asc, { scope: { categoryIds: [2] } }).sql).toBe(
      'p."categoryId" ASC, (NOT p."currentPrice" > 0) ASC, p."currentPrice" ASC, p.id ASC'
    )
  })

  it('does not lead where the index could not give the order anyway', () => {
    const scope = { categoryIds: [2] }
    // Several sections, other orders, best search matches first.
    const desc = [{ field: 'currentPrice', direction: 'desc' as const }]
    expect(productOrderBy(desc, { scope: { categoryIds: [2, 3] } }).sql).not.toContain('categoryId')
    expect(productOrderBy([{ field: 'name', direction: 'asc' }], { scope }).sql).not.toContain(
      'categoryId'
    )
    const rankBy = { rankKeys: ["'насос':*"], article: null }
    expect(productOrderBy(desc, { scope, rankBy }).sql).not.toContain('categoryId')
  })
})

describe('productWhere matchAsFilter', () => {
  const search = { search: 'насос' }
  const match = { tsQuery: "('насос':*)" }

  it('wraps the match so no index answers it, with the same values', () => {
    const plain = productWhere(search, {}, match)
    const filtered = productWhere(search, {}, { ...match, matchAsFilter: true })
    expect(plain.sql).toContain(`p."searchVector" @@ to_tsquery('simple', ?)`)
    expect(plain.sql).not.toContain('coalesce')
    expect(filtered.sql).toContain(`coalesce(p."searchVector" @@ to_tsquery('simple', ?), false)`)
    expect(filtered.values).toEqual(plain.values)
  })
})

describe('rankedSearchSql', () => {
  const where = Prisma.sql`p."isActive"`
  const keys = productOrderKeys([{ field: 'currentPrice', direction: 'asc' }], {
    rankBy: { rankKeys: ["'насос':A", "('насос':*A)"], article: null },
  })
  const flat = (sql: Prisma.Sql) => sql.sql.replace(/\s+/g, ' ')

  it('computes the order keys as the matches are read, and sorts by them', () => {
    const sql = flat(rankedSearchSql(where, keys, null))
    expect(sql).toContain('SELECT p.id, (p."searchVector" @@ to_tsquery(\'simple\', ?)) AS k0,')
    expect(sql).toContain('ORDER BY k0 DESC, k1 DESC, k2 ASC, k3 ASC, k4 ASC LIMIT ?')
    // Not read again by their keys.
    expect(sql).not.toContain('p.id IN')
  })

  it("finds the named goods by the names' index, only when the first matches are not all named", () => {
    const namedWhere = Prisma.sql`p."isActive" AND coalesce(p."searchVector" @@ to_tsquery('simple', ${"'насос':*"}), false)`
    const sql = flat(rankedSearchSql(where, keys, { query: "'насос'", key: 0, where: namedWhere }))
    expect(sql).toContain("ts_filter(p.\"searchVector\", '{a}') @@ to_tsquery('simple', ?)")
    // Its WHERE is the one given: the match a filter there, not a second index scan.
    expect(sql).toContain(
      'WHERE p."isActive" AND coalesce(p."searchVector" @@ to_tsquery(\'simple\', ?), false) AND ts_filter'
    )
    expect(sql).toContain('(SELECT count(*) FROM found WHERE k0) < ?')
    // Nor when the first matches are every match: the named goods are among them.
    expect(sql).toContain('(SELECT count(*) FROM found) >= ?')
  })

  it('sorts by the price as float8 (in memory, never by an index)', () => {
    const sql = flat(rankedSearchSql(where, keys, null))
    expect(sql).toContain('p."currentPrice"::float8 AS k3')
    // A plain list keeps the column itself, so its index gives the order.
    expect(productOrderBy([{ field: 'currentPrice', direction: 'asc' }]).sql).not.toContain(
      'float8'
    )
  })
})

describe('productPageSql', () => {
  const page = (take: number, skip: number) =>
    productPageSql(Prisma.sql`p."isActive"`, Prisma.sql`p.id`, take, skip)

  it('writes the page size and offset into the statement (a prepared plan knows them)', () => {
    expect(page(9, 18).sql).toContain('LIMIT 9 OFFSET 18')
    expect(page(9, 18).values).toEqual([])
  })

  it('refuses anything but a row count', () => {
    expect(() => page(9.5, 0)).toThrow()
    expect(() => page(9, -1)).toThrow()
  })

  it("reads descriptions and characteristics for whole products only, not for a list's cards", () => {
    const shaped = (shape: 'card' | 'full') =>
      productPageSql(Prisma.sql`p."isActive"`, Prisma.sql`p.id`, 9, 0, undefined, shape).sql
    for (const read of ['p.description', 'p."descriptionKk"', '"ProductAttribute"']) {
      expect(shaped('full')).toContain(read)
      expect(shaped('card')).not.toContain(read)
    }
    // Whole products unless a card is asked for.
    expect(page(9, 0).sql).toBe(shaped('full'))
  })
})

describe('orderLedByScope', () => {
  const desc = [{ field: 'currentPrice', direction: 'desc' as const }]
  const asc = [{ field: 'currentPrice', direction: 'asc' as const }]
  const scope = { categoryIds: [2] }

  it("names the scope's column where its index gives the whole price order", () => {
    expect(orderLedByScope(desc, { scope })?.sql).toBe('p."categoryId"')
    expect(orderLedByScope(asc, { scope, pricedOnly: true })?.sql).toBe('p."categoryId"')
    // Ascending with «price on request» last: the (…, NOT priced, price) indexes.
    expect(orderLedByScope(asc, { scope })?.sql).toBe('p."categoryId"')
    expect(orderLedByScope(asc, { scope: { brandIds: [4] } })?.sql).toBe('p."brandId"')
  })

  it('is null without one scope, by name, or ranked', () => {
    expect(orderLedByScope(desc, { scope: { categoryIds: [2, 3] } })).toBeNull()
    expect(orderLedByScope(asc, {})).toBeNull()
    expect(orderLedByScope([{ field: 'name', direction: 'asc' }], { scope })).toBeNull()
    expect(
      orderLedByScope(desc, { scope, rankBy: { rankKeys: ["'насос':A"], article: null } })
    ).toBeNull()
  })
})
