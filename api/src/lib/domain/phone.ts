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

/**
 * Separators people and input masks put between digits (incl. no-break
 * spaces), and the invisible word joiner and its kin a phone copied from the
 * orders' CSV export starts with (domain/formulaCells).
 */
const SEPARATORS = /[\s\u00a0\u202f()\-.\u2060\u200b\ufeff]/g

/** `+7XXXXXXXXXX` (E.164) for a complete number in any accepted form, else null. */
export function normalizeKzPhone(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 40) return null
  const compact = raw.replace(SEPARATORS, '')
  const match = /^(?:\+7|7|8)(\d{10})$/.exec(compact)
  return match ? `+7${match[1]}` : null
}

/**
 * The one way the shop shows a phone to people — pages, the back office,
 * letters, invoices, the CRM and the exports (issue 30 §4): the SPEC §5 mask
 * `+7 (701) 234 56 78`; a landline (national number 71…/72…) with its
 * four-digit city code, `+7 (7122) 20 30 40`, Almaty's three-digit one
 * `+7 (727) 312 34 56`. Any accepted form is read (a stored E.164, what
 * people or editors typed); anything else is returned as it is.
 */
export function formatKzPhone(phone: string): string {
  const digits = normalizeKzPhone(phone)?.slice(2)
  if (!digits) return phone
  const cityCode = /^7[12]/.test(digits) && !digits.startsWith('727') ? 4 : 3
  const code = digits.slice(0, cityCode)
  const rest = digits.slice(cityCode)
  const groups =
    cityCode === 4
      ? [rest.slice(0, 2), rest.slice(2, 4), rest.slice(4)]
      : [rest.slice(0, 3), rest.slice(3, 5), rest.slice(5)]
  return `+7 (${code}) ${groups.join(' ')}`
}

/** SPEC §5/§9: a complete masked number has at least 18 characters. */
export const PHONE_MASK_MIN_LENGTH = 18

/**
 * What the masked phone field shows while the shopper types: `+7 (701) 234 56 78`,
 * built from the digits typed (a leading 8 or 7 is taken as the +7 prefix,
 * pasted numbers in any form keep their ten digits).
 */
export function maskKzPhone(typed: string): string {
  const text = typed.trim()
  const digits = text.replace(/\D/g, '')
  let local: string
  if (text.startsWith('+7')) local = text.slice(2).replace(/\D/g, '')
  else if (text.startsWith('+')) local = digits.startsWith('7') ? digits.slice(1) : digits
  // A pasted 11-digit 7…/8… number or the domestic 8 carries the prefix; other digits are the number.
  else local = /^[78]\d{10}/.test(digits) || digits.startsWith('8') ? digits.slice(1) : digits
  local = local.slice(0, 10)
  // Nothing of the number yet: keep what was typed of the prefix, so it can be typed and erased.
  if (!local)
    return text.startsWith('+7') ? '+7' : text.startsWith('+') ? '+' : digits ? '+7 (' : ''
  let masked = `+7 (${local.slice(0, 3)}`
  if (local.length > 3) masked += `) ${local.slice(3, 6)}`
  if (local.length > 6) masked += ` ${local.slice(6, 8)}`
  if (local.length > 8) masked += ` ${local.slice(8, 10)}`
  return masked
}
