/**
 * Phone numbers of the shop's customers (SPEC §5: mask `+7 (###) ### ## ##`):
 * Kazakhstan's numbering plan, country code +7, ten digits after it. Pure,
 * shared by the profile, guest orders and callback leads.
 *
 * Accepted as typed: `+7…`, `7…` or `8…` (the domestic trunk prefix) followed
 * by the ten digits, with any spaces, brackets, dashes or dots between them,
 * e.g. `87012345678`, `77012345678`, `+7 (701) 234 56 78`, `8-701-234-56-78`.
 * Ten digits without a prefix are refused: `7012345678` and a mistyped
 * `7701234567` could not be told apart. The ten digits are not checked
 * against operators' ranges (SPEC only asks for a complete number; +7 is
 * shared with Russia, whose numbers the mask lets through as well).
 */

/** The answer to anything that is not a complete number (SPEC §5). */
export const PHONE_INCOMPLETE_MESSAGE = 'Введите полный номер телефона'

/** Separators people and input masks put between digits (incl. no-break spaces). */
const SEPARATORS = /[\s\u00a0\u202f()\-.]/g
const E164_KZ = /^\+7(\d{10})$/

/** `+7XXXXXXXXXX` (E.164) for a complete number in any accepted form, else null. */
export function normalizeKzPhone(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 40) return null
  const compact = raw.replace(SEPARATORS, '')
  const match = /^(?:\+7|7|8)(\d{10})$/.exec(compact)
  return match ? `+7${match[1]}` : null
}

/** `+7 (701) 234 56 78` for a stored `+77012345678`; anything else is returned as it is. */
export function formatKzPhone(e164: string): string {
  const digits = E164_KZ.exec(e164)?.[1]
  if (!digits) return e164
  return `+7 (${digits.slice(0, 3)}) ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`
}
