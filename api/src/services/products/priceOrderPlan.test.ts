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

/**
 * The plan of a page's statement with sorting made a last resort: the index
 * gives the whole order (its last key is the id), so a plan with a sort of
 * the goods exists only when no index has the statement's expressions. (A
 * test's few rows make every plan cheap: left to costs, PostgreSQL 18 took
 * the plain price index and sorted the section.)
 */
async function planOf(scope: CatalogScope, view: PriceView) {
  const where = productWhere({}, scope, { view })
  const orderBy = productOrderBy(ascending, { scope, view })
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT set_config('enable_sort', 'off', true),
      set_config('enable_incremental_sort', 'off', true),
      set_config('seq_page_cost', '10000', true),
      set_config('enable_bitmapscan', 'off', true)`
    const rows = await tx.$queryRaw<{ 'QUERY PLAN': string }[]>(
      Prisma.sql`EXPLAIN ${productPageSql(where, orderBy, 9, 0, view)}`
    )
    return rows.map((row) => row['QUERY PLAN']).join('\n')
  })
}

/** The sorts in a plan whose key holds the price (the page's nine rows are put back by `ord`). */
const priceSorts = (plan: string) =>
  plan.split('\n').filter((line) => /Sort Key: .*(currentPrice|price)/.test(line))

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
        // One of the (…, isActive, NOT priced, price, id) indexes of the view's table (on a
        // test's few rows the whole catalogue's one may be taken and the section filtered).
        const table = view.id === null ? 'Product' : 'ProductTypePrice'
        expect(plan).toMatch(new RegExp(`using "${table}_\\w*isActive_priced_\\w*" on "${table}"`))
        expect(priceSorts(plan)).toEqual([])
      })
    }
  }
})
