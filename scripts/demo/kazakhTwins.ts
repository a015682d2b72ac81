/**
 * How the seed writes the demo's Kazakh texts into a database that may
 * already hold the demo (issue 33 §3): a rerun fills the Kazakh twins that
 * are still blank and never overwrites one an editor wrote. Pure functions;
 * `scripts/seed.ts` reads the rows and writes what these return.
 */

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === ''

/**
 * The Kazakh twins (`nameKk`, `bodyKk` …) to write into a row: for a new row
 * (`existing` null) every written one, for an existing row those it has blank.
 * A blank demo text is never written.
 */
export function blankTwinsOf<T extends Record<string, string | undefined>>(
  wanted: T,
  existing: { [K in keyof T]?: string | null } | null | undefined
): Partial<Record<keyof T, string>> {
  const result: Partial<Record<keyof T, string>> = {}
  for (const key of Object.keys(wanted) as (keyof T)[]) {
    const text = wanted[key]
    if (isBlank(text)) continue
    if (existing && !isBlank(existing[key])) continue
    result[key] = text as string
  }
  return result
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `titleKk` beside `title`: the Kazakh twin of a text inside a block's data (lib/domain/localizedText). */
const isTwinKey = (key: string, object: Record<string, unknown>) =>
  key.length > 2 && key.endsWith('Kk') && key.slice(0, -2) in object

const isWritten = (value: unknown) => (Array.isArray(value) ? value.length > 0 : !isBlank(value))

/**
 * A content block's demo `data` with the Kazakh twins an editor already wrote
 * into the stored data kept: at the same place (list items by position), a
 * written twin of the stored data wins over the demo's, and a twin the
 * editor added beside one of the demo's texts stays. Everything else is the
 * demo's, as the seed writes Russian texts.
 */
export function withEditorsKazakh(demo: unknown, stored: unknown): unknown {
  if (Array.isArray(demo)) {
    return demo.map((item, i) => withEditorsKazakh(item, Array.isArray(stored) ? stored[i] : null))
  }
  if (!isObject(demo)) return demo
  const old = isObject(stored) ? stored : {}
  const result: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(demo)) {
    result[key] =
      isTwinKey(key, demo) && isWritten(old[key]) ? old[key] : withEditorsKazakh(value, old[key])
  }
  for (const [key, value] of Object.entries(old)) {
    if (!(key in demo) && isTwinKey(key, { ...demo, [key]: value }) && isWritten(value)) {
      result[key] = value
    }
  }
  return result
}
