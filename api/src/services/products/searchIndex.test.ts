import { Prisma } from '@prisma/client'

import { db } from 'src/lib/db'
import { SEARCH_LIST_CAP } from 'src/lib/domain/searchCap'
import { RELEVANCE_CASES } from 'src/services/search/relevance.cases'

import { clearProductCaches, listProducts } from './products'
import {
  activeGoodsInBlocks,
  currentSearchIndex,
  forgetSearchIndex,
  READ_IN_TABLE_ORDER,
  searchIndexBuilt,
} from './searchIndex'

/**
 * The in-process search index answers a search's ranked list exactly as
 * the SQL does (rankedSearchSql): the same ids in the same order and the
 * same count, for every form of query the shop meets.
 */
// Seeding the 382 goods takes longer than a hook's default 5 s.
jest.setTimeout(120_000)

/** Every page of a search's list: its ids in order, and its count. */
async function wholeList(search: string) {
  const first = await listProducts({ filter: { search }, pageSize: 100 })
  const ids = first.results.map((p) => p.id)
  for (let page = 2; (page - 1) * 100 < first.count; page++) {
    const next = await listProducts({ filter: { search }, pageSize: 100, page })
    ids.push(...next.results.map((p) => p.id))
  }
  return { ids, count: first.count }
}

/** The list as the SQL answers it (no index yet), then as the index does. */
async function bothWays(search: string) {
  // The SQL's first matches are read in its scan's order: with the stats a
  // shop's catalogue has (autovacuum), a table scan. A test's fresh rows have
  // none, and PostgreSQL 18 then reads them by the price index.
  await db.$executeRaw`ANALYZE "Product"`
  clearProductCaches()
  expect(currentSearchIndex()).toBeNull()
  const bySql = await wholeList(search)
  expect(await searchIndexBuilt()).not.toBeNull()
  const byIndex = await wholeList(search)
  expect(currentSearchIndex()).not.toBeNull()
  return { bySql, byIndex }
}

const QUERIES = [
  ...RELEVANCE_CASES.map((c) => c.query),
  // ё, typos, the wrong layout, a word being typed, two words, brands.
  'котёл',
  'КОТЁЛ',
  'носос',
  'смесетель',
  'yfcjc',
  'rjntk',
  'насо',
  'нас',
  'бак 500',
  'радиатор биметаллический',
  'grundfos',
  'грундфос',
  'valtec',
  'baxi',
  // Article fragments and articles typed in full (exact article first).
  'GR-UPS-25-40-180',
  'grups2540180',
  'UPS-25-40',
  'ups 25',
  '25 4',
  'gr-sq-3',
  'VT-MB-24',
  'an-v500',
  '4s-24f',
  'd 2',
  // Nothing found.
  'zzzz',
  'холодильник',
]

describeScenario('the search index', () => {
  afterAll(async () => {
    await searchIndexBuilt()
    // The scenario's teardown removes its own rows only.
    await db.product.deleteMany({ where: { article: { startsWith: 'IDX-' } } })
  })

  it('answers every kind of search as the SQL does: ids, order, count', async () => {
    const differ: string[] = []
    let found = 0
    for (const query of QUERIES) {
      const { bySql, byIndex } = await bothWays(query)
      if (JSON.stringify(bySql) !== JSON.stringify(byIndex)) differ.push(query)
      if (bySql.count > 0) found++
    }
    expect(differ).toEqual([])
    // The set is not vacuous: most queries find goods.
    expect(found).toBeGreaterThan(QUERIES.length - 5)
  })

  it('is dropped by a catalogue write: the next search sees the new good', async () => {
    clearProductCaches()
    await listProducts({ filter: { search: 'гидрострелка' } })
    expect(await searchIndexBuilt()).not.toBeNull()
    const before = await listProducts({ filter: { search: 'гидрострелка' } })
    const section = await db.category.findFirstOrThrow({ where: { kind: 'regular' } })
    const added = await db.product.create({
      data: {
        article: 'IDX-1',
        name: 'Гидрострелка индексная',
        slug: 'idx-1',
        price: 1,
        currentPrice: 1,
        categoryId: section.id,
      },
    })
    // What a catalogue write does in this process (lib/catalogCaches).
    clearProductCaches()
    expect(currentSearchIndex()).toBeNull()
    const after = await listProducts({ filter: { search: 'гидрострелка' } })
    expect(after.count).toBe(before.count + 1)
    expect(after.results[0].id).toBe(added.id)
    // And the rebuilt index holds it too.
    expect(await searchIndexBuilt()).not.toBeNull()
    expect((await listProducts({ filter: { search: 'гидрострелка' } })).results[0].id).toBe(
      added.id
    )
  })

  it('caps the first matches in the table’s order and lists the named goods past them', async () => {
    const section = await db.category.findFirstOrThrow({ where: { name: { contains: 'Насос' } } })
    // Goods found only through their section's name, then two named pumps past them.
    await db.product.createMany({
      data: Array.from({ length: SEARCH_LIST_CAP + 20 }, (_, i) => ({
        article: `IDX-ST-${i}`,
        name: `Станция водоснабжения ${i}`,
        slug: `idx-st-${i}`,
        price: 1000 + i,
        currentPrice: 1000 + i,
        categoryId: section.id,
      })),
    })
    await db.product.createMany({
      data: [1, 2].map((n) => ({
        article: `IDX-DR-${n}`,
        name: `Насос дренажный ИД-${n}`,
        slug: `idx-dr-${n}`,
        price: 1 + n,
        currentPrice: 1 + n,
        categoryId: section.id,
      })),
    })
    for (const query of ['насосы', 'станция', 'насосное оборудование', 'yfcjc']) {
      const { bySql, byIndex } = await bothWays(query)
      expect([query, byIndex]).toEqual([query, bySql])
    }
    const { bySql } = await bothWays('насос')
    expect(bySql.count).toBe(SEARCH_LIST_CAP + 1)
    // Named past the first 1 001 matches, they lead the list.
    const named = await db.product.findMany({ where: { article: { startsWith: 'IDX-DR-' } } })
    expect(bySql.ids.slice(0, 2).sort()).toEqual(named.map((p) => p.id).sort())
  })

  it('answers on past its time to live when the table was not written since its read', async () => {
    clearProductCaches()
    currentSearchIndex()
    const built = await searchIndexBuilt()
    expect(built).not.toBeNull()
    // Past the time to live: the SQL answers while one statement checks the table's writes.
    expect(currentSearchIndex(Date.now() + 61_000)).toBeNull()
    for (let i = 0; i < 100 && currentSearchIndex() !== built; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(currentSearchIndex()).toBe(built)
  })

  it('leaves a search it cannot read to the SQL', async () => {
    const { bySql } = await bothWays('насос')
    const index = currentSearchIndex()!
    const refused = jest.spyOn(index, 'rankedList').mockImplementation(() => {
      throw new Error('unsupported tsquery')
    })
    try {
      expect(await wholeList('насос')).toEqual(bySql)
      expect(refused).toHaveBeenCalled()
    } finally {
      refused.mockRestore()
    }
  })

  it('reads the goods in the table’s order where the planner would take the price index', async () => {
    // A new database without stats read the goods by ("isActive", "currentPrice")
    // in price order, and no build was ever kept (a fresh machine's Jest run).
    const read = await db.$transaction(async (tx) => {
      // The table's scans made dear (not disabled: PostgreSQL 18 weighs
      // disabled plans by cost alone, and the guard must leave them one).
      await tx.$queryRaw`SELECT set_config('seq_page_cost', '10000', true),
        set_config('enable_bitmapscan', 'off', true)`
      const plan = async () =>
        (
          await tx.$queryRaw<{ 'QUERY PLAN': string }[]>(
            Prisma.sql`EXPLAIN ${activeGoodsInBlocks(0, null)}`
          )
        )
          .map((row) => row['QUERY PLAN'])
          .join('\n')
      const pushed = await plan()
      await tx.$queryRaw(READ_IN_TABLE_ORDER)
      const guarded = await plan()
      const rows = await tx.$queryRaw<{ ctid: string }[]>(activeGoodsInBlocks(0, null))
      return { pushed, guarded, ctids: rows.map((row) => row.ctid) }
    })
    // The hazard is real: pushed away from the table's scans, the planner reads an index.
    expect(read.pushed).toMatch(/Index (Only )?Scan/)
    expect(read.guarded).not.toMatch(/Index (Only )?Scan/)
    const order = read.ctids.map((ctid) => ctid.slice(1, -1).split(',').map(Number))
    expect(order.length).toBeGreaterThan(300)
    const sorted = [...order].sort((a, b) => a[0] - b[0] || a[1] - b[1])
    expect(order).toEqual(sorted)
  })

  it('is not kept when it would pass SEARCH_INDEX_MAX_MB: the SQL answers', async () => {
    const limit = process.env.SEARCH_INDEX_MAX_MB
    process.env.SEARCH_INDEX_MAX_MB = '0.01'
    try {
      forgetSearchIndex()
      const list = await listProducts({ filter: { search: 'насос' } })
      expect(await searchIndexBuilt()).toBeNull()
      expect(currentSearchIndex()).toBeNull()
      expect((await listProducts({ filter: { search: 'насос' } })).results).toEqual(list.results)
    } finally {
      if (limit === undefined) delete process.env.SEARCH_INDEX_MAX_MB
      else process.env.SEARCH_INDEX_MAX_MB = limit
      forgetSearchIndex()
    }
  })
})
