/**
 * How many pages `count` items take at `pageSize` a page: at least one, so
 * an empty list still has its page 1. The one rule behind the REST and
 * GraphQL pagination, the catalogue, the sitemap's files and the web's page
 * links (no import here: the web bundles it too).
 */
export const pageCount = (count: number, pageSize: number): number =>
  Math.max(1, Math.ceil(count / Math.max(1, pageSize)))

/** The largest row offset PostgreSQL (and Prisma's `skip`) is asked for: a 32-bit int. */
export const MAX_ROW_OFFSET = 2_147_483_647

/**
 * The last page whose rows PostgreSQL can still offset to at the largest page
 * size: (page − 1) × max page_size ≤ 2^31 − 1. One bound for every caller
 * (REST's `page` parameter, GraphQL's `page` argument), whatever size is asked.
 */
export const maxPage = (maxPageSize: number) => Math.floor(MAX_ROW_OFFSET / maxPageSize) + 1
