/**
 * The audit log's before → after (issue 18 «Audit log»): only the fields a
 * change touched, as JSON-safe values, so an entry reads «price 100 → 120»
 * rather than two whole rows. Pure; api/src/lib/audit.ts stores the result.
 */

export type AuditValue =
  | string
  | number
  | boolean
  | null
  | AuditValue[]
  | { [key: string]: AuditValue }
export type AuditRecord = Record<string, AuditValue>

export interface AuditChange {
  before: AuditRecord | null
  after: AuditRecord | null
}

/** Dates as ISO strings, Decimals and bigints as strings, undefined dropped. */
export function auditValue(value: unknown): AuditValue | undefined {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol')
    return undefined
  if (value === null) return null
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString()
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'number') return Number.isFinite(value) ? value + 0 : String(value)
  if (typeof value === 'string' || typeof value === 'boolean') return value
  if (Array.isArray(value)) return value.map((item) => auditValue(item) ?? null)
  if (typeof value === 'object') {
    // Prisma's Decimal and similar value objects say what they are via toJSON.
    const toJSON = (value as { toJSON?: () => unknown }).toJSON
    if (typeof toJSON === 'function') return auditValue(toJSON.call(value))
    const record: AuditRecord = {}
    for (const [key, item] of Object.entries(value)) {
      const safe = auditValue(item)
      if (safe !== undefined) setField(record, key, safe)
    }
    return record
  }
  return String(value)
}

/** An own field even for a key like `__proto__` (a plain assignment would set the prototype). */
const setField = (record: AuditRecord, key: string, value: AuditValue) =>
  Object.defineProperty(record, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  })

const same = (a: AuditValue | undefined, b: AuditValue | undefined) =>
  JSON.stringify(a) === JSON.stringify(b)

/**
 * The fields of `after` whose value differs from `before` (and those only
 * `before` had); null for a side that does not exist (created / deleted).
 * Returns null when nothing changed: no entry is written for a no-op save.
 */
export function auditChange(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  ignore: readonly string[] = ['updatedAt']
): AuditChange | null {
  const pick = (row: Record<string, unknown> | null) => {
    if (!row) return null
    const record: AuditRecord = {}
    for (const [key, value] of Object.entries(row)) {
      if (ignore.includes(key)) continue
      const safe = auditValue(value)
      if (safe !== undefined) setField(record, key, safe)
    }
    return record
  }
  const was = pick(before)
  const now = pick(after)
  if (!was || !now) return was || now ? { before: was, after: now } : null
  const changedBefore: AuditRecord = {}
  const changedAfter: AuditRecord = {}
  for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) {
    if (same(was[key], now[key])) continue
    if (Object.hasOwn(was, key)) setField(changedBefore, key, was[key])
    if (Object.hasOwn(now, key)) setField(changedAfter, key, now[key])
  }
  if (Object.keys(changedBefore).length === 0 && Object.keys(changedAfter).length === 0) return null
  return { before: changedBefore, after: changedAfter }
}
