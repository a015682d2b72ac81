import { Prisma } from '@prisma/client'

import { db } from 'src/lib/db'
import { RETAIL_VIEW, type PriceView } from 'src/modules/pricing/priceView'

import { type CatalogScope, productOrderBy, productPageSql, productWhere } from './productQuery'

/**
 * The catalogue's default order — ascending price, «Цену уточняйте у
 * менеджера» last — is read from an index and stops after its page, as
 * descending price is (migration 20261206070000): the statement's ORDER BY
 * and the indexes' expressions must stay the same, or every page of a large
 * section sorts the whole section again (84 ms on 100 382 goods).
 */
const WHOLESALE_VIEW: PriceView = { code: 'wholesale', id: 1, name: 'Оптовая' }
const ascending = [{ field: 'currentPrice', direction: 'asc' as const }]

/** The plan of a page's statement, with the table's scans made dear as on a large catalogue. */
async function planOf(scope: CatalogScope, view: PriceView) {
  const where = productWhere({}, scope, { view })
  const orderBy = productOrderBy(ascending, { scope, view })
  return db.$transaction(async (tx) => {
    // Made dear, not disabled: PostgreSQL 18 weighs disabled plans by cost alone.
    await tx.$queryRaw`SELECT set_config('seq_page_cost', '10000', true),
      set_config('enable_bitmapscan', 'off', true)`
    const rows = await tx.$queryRaw<{ 'QUERY PLAN': string }[]>(
      Prisma.sql`EXPLAIN ${productPageSql(where, orderBy, 9, 0, view)}`
    )
    return rows.map((row) => row['QUERY PLAN']).join('\n')
  })
}

/** The kind of each sort in a plan whose key holds the price («Sort», «Incremental Sort»). */
const priceSorts = (plan: string) => {
  const lines = plan.split('\n')
  return lines.flatMap((line, i) =>
    /Sort Key: .*(currentPrice|price)/.test(line)
      ? [/Incremental Sort/.test(lines[i - 1]) ? 'Incremental Sort' : 'Sort']
      : []
  )
}

describe('the ascending price order', () => {
  const cases: [string, CatalogScope, RegExp][] = [
    ['a section', { categoryIds: [2] }, /categoryId_isActive_priced/],
    ['a subsection', { subcategoryIds: [5] }, /subcategoryId_isActive_priced/],
    ['a brand', { brandIds: [3] }, /brandId_isActive_priced/],
    ['the whole catalogue', {}, /_isActive_priced_/],
  ]

  for (const [what, scope, index] of cases) {
    for (const view of [RETAIL_VIEW, WHOLESALE_VIEW]) {
      it(`of ${what} in ${view.name.toLowerCase()} prices reads its index, never sorts it all`, async () => {
        const plan = await planOf(scope, view)
        expect(plan).toMatch(index)
        expect(plan).toMatch(view.id === null ? /on "Product"/ : /on "ProductTypePrice"/)
        // Goods are sorted by price only as ties by id within the index's order
        // (an incremental sort); the page's nine rows are put back in order after.
        expect(priceSorts(plan)).toEqual(['Incremental Sort'])
      })
    }
  }
})
