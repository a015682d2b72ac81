import { Prisma } from '@prisma/client'

import { inReadSnapshot, queryRows } from 'src/lib/db'
import { SearchIndex, SearchIndexBuilder } from 'src/lib/domain/searchIndex'
import { logger } from 'src/lib/logger'
import { numberSetting } from 'src/lib/numberSetting'

/**
 * This process's search index of the active goods (domain/searchIndex),
 * built in the background from one read of the table after each catalogue
 * change, as the word dictionary is (lib/searchWords): a search with no
 * other filter takes its ranked list from it, with no statement
 * (services/products listProducts). No request waits for a build: until
 * one is ready — at start, after a catalogue write, or when the index would
 * pass SEARCH_INDEX_MAX_MB — the SQL answers. A catalogue write drops the
 * index at once (forgetSearchIndex, with the other catalogue caches), and an
 * index built from a read that a write overlapped is never kept.
 */

/**
 * How long an index answers without a catalogue signal, as the other
 * catalogue caches (a lost signal only). Then, rather than a rebuild of
 * seconds of CPU, one statement compares the table's write counter
 * (productWrites) with the build's: unchanged, the index answers on.
 */
const SEARCH_INDEX_TTL_MS = 60_000

/** The heap one index may take (MB); 0 turns the index off. 100 382 goods take ~60 MB. */
export const searchIndexLimitBytes = () => numberSetting('SEARCH_INDEX_MAX_MB', 256) * 1024 * 1024

/** Blocks of the table read per statement of a build. */
const BLOCKS_PER_READ = 2000

let generation = 0
let kept: { index: SearchIndex; checkedAt: number; writes: string } | null = null
let building: Promise<void> | null = null
let checking = false
/** The generation an index was refused in (over the limit): not retried before a change. */
let refusedIn = -1

/** Drops the index (a catalogue write): the next search asks the SQL and starts a build. */
export function forgetSearchIndex(): void {
  generation++
  kept = null
}

/**
 * A build runs in the api process that answers requests: it gives them the
 * event loop every ROWS_BETWEEN_PAUSES goods (~10–20 ms of work) and between
 * its final steps, so a build after a catalogue write no longer holds every
 * request of the process for up to 2 s.
 */
const ROWS_BETWEEN_PAUSES = 1000
const letRequestsIn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Lower bound of a heap tuple's ctid «(block,offset)» as a sortable number. */
const ctidOrder = (ctid: string) => {
  const [block, offset] = ctid.slice(1, -1).split(',').map(Number)
  return block * 65536 + offset
}

/**
 * Rows of "Product" written since its statistics began (inserted, updated,
 * deleted): moves with every write to the table, from any process or script.
 */
async function productWrites(query: <R>(sql: Prisma.Sql) => Promise<R[]>): Promise<string> {
  const [row] = await query<{ writes: string }>(Prisma.sql`
    SELECT (n_tup_ins + n_tup_upd + n_tup_del)::text AS writes
    FROM pg_stat_user_tables WHERE relid = '"Product"'::regclass`)
  return row?.writes ?? ''
}

interface GoodRow {
  ctid: string
  id: number
  price: number
  article: string
  lexemes: string
  named: string
  tails: string
}

/**
 * Lexemes joined by U+0001 (never in a lexeme: the parser splits on
 * control characters): one string a column, split natively, where
 * node-postgres' array parser took most of a build's time.
 */
const joined = (vector: Prisma.Sql) =>
  Prisma.sql`coalesce(array_to_string(tsvector_to_array(${vector}), chr(1)), '')`
const split = (text: string) => (text === '' ? [] : text.split('\u0001'))

/**
 * Plans that read "Product" in the table's order, for this transaction
 * only: a sequential, TID-range or bitmap scan. Without stats (a new
 * database) or with few active goods the planner may read them by the
 * ("isActive", "currentPrice") index instead — in price order, which no
 * build may keep — and parallel workers would interleave blocks.
 */
export const READ_IN_TABLE_ORDER = Prisma.sql`SELECT
  set_config('enable_indexscan', 'off', true),
  set_config('enable_indexonlyscan', 'off', true),
  set_config('max_parallel_workers_per_gather', '0', true)`

/** The active goods with their lexemes in the blocks [from, to) of "Product" (to null: to the end). */
export const activeGoodsInBlocks = (from: number, to: number | null) => Prisma.sql`
  SELECT p.ctid::text AS ctid, p.id, p."currentPrice"::float8 AS price,
    search_compact(p.article) AS article,
    ${joined(Prisma.sql`p."searchVector"`)} AS lexemes,
    ${joined(Prisma.sql`ts_filter(p."searchVector", '{a}')`)} AS named,
    ${joined(Prisma.sql`p."articleTails"`)} AS tails
  FROM "Product" p
  WHERE p."isActive" AND p.ctid >= ${`(${from},0)`}::tid
    ${to !== null ? Prisma.sql`AND p.ctid < ${`(${to},0)`}::tid` : Prisma.empty}`

/**
 * The active goods in the table's order — the order the ranked list's
 * first matches are read in (rankedSearchSql: a sequential or bitmap scan,
 * block by block) — read a range of blocks at a time in one snapshot.
 */
async function readIndex(limit: number): Promise<{ index: SearchIndex | null; writes: string }> {
  return inReadSnapshot(async (query) => {
    await query(READ_IN_TABLE_ORDER)
    const writes = await productWrites(query)
    const [{ blocks }] = await query<{ blocks: number }>(
      Prisma.sql`SELECT (pg_relation_size('"Product"') / current_setting('block_size')::int)::int AS blocks`
    )
    const builder = new SearchIndexBuilder()
    let last = -1
    for (let from = 0; from < blocks; from += BLOCKS_PER_READ) {
      const to = from + BLOCKS_PER_READ
      // The last range is open: the snapshot's rows all lie in blocks counted above.
      const rows = await query<GoodRow>(activeGoodsInBlocks(from, to < blocks ? to : null))
      for (const [i, row] of rows.entries()) {
        if (i > 0 && i % ROWS_BETWEEN_PAUSES === 0) await letRequestsIn()
        const order = ctidOrder(row.ctid)
        // The index is only right in the table's order: a plan that read otherwise is not kept.
        if (order <= last) throw new Error('search index: rows not in the table order')
        last = order
        builder.add({
          id: row.id,
          price: row.price,
          article: row.article,
          lexemes: split(row.lexemes),
          named: split(row.named),
          tails: split(row.tails),
        })
      }
      // ~4 bytes a posting and as much again in lexemes: stop well before building past the limit.
      if (builder.postings * 8 > limit) return { index: null, writes }
    }
    const index = await builder.buildPausing(letRequestsIn)
    return { index: index.bytes > limit ? null : index, writes }
  })
}

function startBuild() {
  const limit = searchIndexLimitBytes()
  if (building || limit <= 0 || refusedIn === generation) return
  const startedIn = generation
  const started = Date.now()
  building = readIndex(limit)
    .then(({ index, writes }) => {
      // A write since the read began: its rows may be older than the write.
      if (startedIn !== generation) return
      if (!index) {
        refusedIn = startedIn
        logger.warn({ limit }, 'search index over SEARCH_INDEX_MAX_MB: searches stay on SQL')
        return
      }
      kept = { index, checkedAt: Date.now(), writes }
      logger.info(
        { goods: index.size, bytes: index.bytes, ms: Date.now() - started },
        'search index built'
      )
    })
    .catch((error) => logger.warn({ err: error }, 'search index not built'))
    .finally(() => {
      building = null
    })
}

/**
 * The index when one is built from the catalogue as it is now, else null
 * (and a build starts in the background).
 */
export function currentSearchIndex(now = Date.now()): SearchIndex | null {
  if (kept && now - kept.checkedAt < SEARCH_INDEX_TTL_MS) return kept.index
  if (kept) checkIndex(kept)
  else startBuild()
  return null
}

/** An index past its time to live answers on if the table was not written since its read. */
function checkIndex(old: NonNullable<typeof kept>) {
  if (checking) return
  checking = true
  const checkedIn = generation
  productWrites((sql) => queryRows(sql))
    .then((writes) => {
      if (kept !== old) return
      if (writes === old.writes && checkedIn === generation) {
        old.checkedAt = Date.now()
      } else {
        kept = null
        startBuild()
      }
    })
    .catch((error) => logger.warn({ err: error }, 'search index not checked'))
    .finally(() => {
      checking = false
    })
}

/** Resolves when no build is running (tests; a bench's warm-up). */
export const searchIndexBuilt = async (): Promise<SearchIndex | null> => {
  while (building) await building
  // A build that a write overlapped was dropped: the next one reads the catalogue as it is.
  if (!kept) startBuild()
  while (building) await building
  return kept?.index ?? null
}
