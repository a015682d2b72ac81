/**
 * How many pages `count` items take at `pageSize` a page: at least one, so
 * an empty list still has its page 1. The one rule behind the REST and
 * GraphQL pagination, the catalogue, the sitemap's files and the web's page
 * links (no import here: the web bundles it too).
 */
export const pageCount = (count: number, pageSize: number): number =>
  Math.max(1, Math.ceil(count / Math.max(1, pageSize)))
