/**
 * Contact fields shoppers type into the shop's forms (registration, guest
 * order, callback): the exact Russian messages of SPEC §5 and how addresses
 * are compared. The e-mail rule itself is inputFields' `email()`. Pure.
 */
export const REQUIRED_MESSAGE = 'Поле обязательно к заполнению'
export const EMAIL_MESSAGE = 'Введите корректный E-mail'

/** A buyer's free-text comment (orders, callbacks) is at most this long. */
export const COMMENT_MAX = 2000

/** Trimmed, lower-cased: the form addresses are compared and stored in. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/**
 * An e-mail as sent: `{ email }` normalised when it looks like one,
 * `{ error }` with the SPEC §5 message otherwise ('' or absent is `REQUIRED`).
 */
/** DRF's message for a text that is too long (the old API's wording). */
export const tooLongMessage = (max: number) =>
  `Убедитесь, что это поле содержит не более ${max} символов.`
