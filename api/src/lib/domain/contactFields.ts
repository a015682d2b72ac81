/**
 * Contact fields shoppers type into the shop's forms (registration, guest
 * order, callback): the exact Russian messages of SPEC §5 and the one
 * e-mail rule. Pure.
 */
export const REQUIRED_MESSAGE = 'Поле обязательно к заполнению'
export const EMAIL_MESSAGE = 'Введите корректный E-mail'

const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/
const MAX_EMAIL_LENGTH = 254

/** Trimmed, lower-cased: the form addresses are compared and stored in. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/**
 * An e-mail as sent: `{ email }` normalised when it looks like one,
 * `{ error }` with the SPEC §5 message otherwise ('' or absent is `REQUIRED`).
 */
export function checkEmail(raw: unknown): { email: string } | { error: string } {
  const email = typeof raw === 'string' ? normalizeEmail(raw) : ''
  if (!email) return { error: REQUIRED_MESSAGE }
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) {
    return { error: EMAIL_MESSAGE }
  }
  return { email }
}

/** A trimmed single-line text field cut to `max` characters ('' when absent or not text). */
export const textField = (raw: unknown, max: number) =>
  typeof raw === 'string' ? raw.trim().slice(0, max) : ''

/** DRF's message for a text that is too long (the old API's wording). */
export const tooLongMessage = (max: number) =>
  `Убедитесь, что это поле содержит не более ${max} символов.`

/**
 * A trimmed text field that must not be cut (a shopper's comment is data):
 * `{ value }`, or `{ error }` when longer than `max`. Absent is ''.
 */
export function boundedText(raw: unknown, max: number): { value: string } | { error: string } {
  const value = typeof raw === 'string' ? raw.trim() : ''
  return value.length > max ? { error: tooLongMessage(max) } : { value }
}
