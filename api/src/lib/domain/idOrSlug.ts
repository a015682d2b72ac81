/**
 * A key that names an object either by its numeric id or by its slug, as the
 * old site's /production/{id}/ does (`/production/7/` and
 * `/production/water-pumping-station/` are the same kind of call).
 * Pure; null means the key cannot name anything (→ 404).
 */
export type IdOrSlug = { id: number } | { slug: string }

const ID = /^\d{1,9}$/
const MAX_ID = 999_999_999
const SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/i

export function parseIdOrSlug(raw: string | number | null | undefined): IdOrSlug | null {
  if (typeof raw === 'number')
    return Number.isInteger(raw) && raw > 0 && raw <= MAX_ID ? { id: raw } : null
  const key = (raw ?? '').trim()
  if (/^\d+$/.test(key)) {
    // Digits are always an id, never a slug; too long an id names nothing.
    const id = ID.test(key) ? Number(key) : 0
    return id > 0 ? { id } : null
  }
  return SLUG.test(key) ? { slug: key.toLowerCase() } : null
}
