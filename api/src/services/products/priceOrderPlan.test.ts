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

/**
 * Each sort in a plan whose key holds the price: «ties» when it only orders
 * rows that came in price order already (an incremental sort presorted by
 * the price), else «whole» — a sort of every matching good, even an
 * incremental one presorted by the section alone.
 */
const priceSorts = (plan: string) => {
  const lines = plan.split('\n')
  const byPrice = /currentPrice|price/
  return lines.flatMap((line, i) => {
    if (!/Sort Key: /.test(line) || !byPrice.test(line)) return []
    const presorted = /Presorted Key: /.test(lines[i + 1] ?? '') ? lines[i + 1] : ''
    return [/Incremental Sort/.test(lines[i - 1]) && byPrice.test(presorted) ? 'ties' : 'whole']
  })
}

describe('the ascending price order', () => {
  const scopes: [string, CatalogScope][] = [
    ['a section', { categoryIds: [2] }],
    ['a subsection', { subcategoryIds: [5] }],
    ['a brand', { brandIds: [3] }],
    ['the whole catalogue', {}],
  ]

  for (const [what, scope] of scopes) {
    for (const view of [RETAIL_VIEW, WHOLESALE_VIEW]) {
      it(`of ${what} in ${view.name.toLowerCase()} prices reads an index in that order, never sorts it all`, async () => {
        const plan = await planOf(scope, view)
        // One of the (…, isActive, NOT priced, price) indexes of the view's table: on a test's
        // few rows PostgreSQL 18 may take the whole catalogue's one and filter the section.
        const table = view.id === null ? 'Product' : 'ProductTypePrice'
        expect(plan).toMatch(new RegExp(`using "${table}_\\w*isActive_priced_\\w*" on "${table}"`))
        // Goods are sorted by price only as ties by id within the index's order
        // (an incremental sort); the page's nine rows are put back in order after.
        expect(priceSorts(plan)).toEqual(['ties'])
      })
    }
  }
})
