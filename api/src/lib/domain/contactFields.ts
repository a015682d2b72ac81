/**
 * Contact fields shoppers type into the shop's forms (registration, guest
 * order, callback): the Russian messages of SPEC §5 and how addresses are
 * compared. The e-mail rule itself is inputFields' `email()`. Pure.
 */
/**
 * Every required field of every form says this (issue 30 §5: one wording;
 * SPEC §5 had three — «Обязательное поле!», «Поле обязательно к заполнению»).
 * The old REST API's own «Обязательное поле.» for cart and favourites stays.
 */
export const REQUIRED_MESSAGE = 'Обязательное поле'
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
