/** One generated request, before the identity (cookie) and source address are added. */
export interface FuzzRequest {
  kind: 'rest' | 'graphql'
  method: string
  /** Path and query as sent (already percent-encoded, some malformed on purpose). */
  path: string
  /** The operation it exercises, e.g. `POST /order/{id}/items/` or `mutation addToCart`. */
  label: string
  headers: Record<string, string>
  body?: string | Buffer
  /** May store something: run alone, with the table counts compared before and after. */
  write: boolean
  /** What kind of input it is (json, not-json, type:text/plain, syntax, aliases, …). */
  note: string
}

/** Values of the seeded database that make requests reach past «not found». */
export interface Known {
  articles: string[]
  orderIds: number[]
  itemIds: number[]
  otherIds: number[]
  words: string[]
}
