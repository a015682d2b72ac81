import { REQUIRED_MESSAGE, tooLongMessage } from './contactFields'
import {
  email,
  INVALID_CHARACTERS_MESSAGE,
  isCleanText,
  line,
  TEXT_TYPE_MESSAGE,
  type InputOf,
} from './inputFields'
import { localeInput, type Locale } from './locale'
import { normalizeKzPhone, PHONE_INCOMPLETE_MESSAGE } from './phone'
import { z } from './zod'

/**
 * The account use cases' inputs that set no new password (login, the
 * letters asked for by e-mail, the confirmation link, profile changes): one
 * zod schema each, parsed by the REST body, the GraphQL arguments and the
 * web form alike. Those that set a password are in `passwordInput`, apart,
 * because its rule carries the 49 000-entry common-password list, which the
 * login and recovery pages need not download. Pure.
 */

/** A name on an account (last, first, middle). */
export const NAME_MAX_LENGTH = 100
/**
 * A password as typed at login or as the current one: bounded so that no
 * one makes the server hash megabytes; longer than any new password may be
 * (128), so no account that has one is locked out.
 */
export const PASSWORD_INPUT_MAX_LENGTH = 1024
/** Recovery and confirmation links carry 32 random bytes in base64url (43 characters). */
export const TOKEN_MAX_LENGTH = 200

export const BAD_TOKEN = 'Ссылка недействительна или устарела. Запросите новую.'

export const PROFILE_MESSAGES = {
  required: REQUIRED_MESSAGE,
  notString: 'Введите строку.',
  tooLong: tooLongMessage(NAME_MAX_LENGTH),
  readOnly: 'Это поле нельзя изменить.',
  notObject: 'Неверные данные. Ожидался словарь.',
  wrongCurrentPassword: 'Неверный текущий пароль.',
  passwordChanged: 'Пароль изменён.',
} as const

const isAbsent = (input: unknown) => input === undefined || input === null

/**
 * A password as the account holder types it: never trimmed (spaces may be
 * part of it), required, with no control characters, lone surrogates or
 * direction marks (no form can type them; a body that carries them is not a
 * person logging in).
 */
export const typedPassword = (max = PASSWORD_INPUT_MAX_LENGTH) =>
  z
    .string({ error: (issue) => (isAbsent(issue.input) ? REQUIRED_MESSAGE : TEXT_TYPE_MESSAGE) })
    .superRefine((value, context) => {
      const message =
        value === ''
          ? REQUIRED_MESSAGE
          : !isCleanText(value, 'line')
            ? INVALID_CHARACTERS_MESSAGE
            : value.length > max
              ? tooLongMessage(max)
              : null
      if (message) context.addIssue({ code: 'custom', message, input: value })
    })
    .meta({ format: 'password', maxLength: max })

/** The token of a link in the shop's letters: whatever is wrong with it, the link is «недействительна». */
export const linkToken = () =>
  z
    .string({ error: BAD_TOKEN })
    .trim()
    .refine(
      (value) => value.length <= TOKEN_MAX_LENGTH && /^[A-Za-z0-9_-]+$/.test(value),
      BAD_TOKEN
    )
    .meta({ maxLength: TOKEN_MAX_LENGTH, example: 'q3Lk8cJ0m2ZbT9x1VwY5uH7nR4sE6aD8fG0hJ2kL4mN' })

/** A name on an account: trimmed, one line, at most 100 characters; '' when absent or null. */
export const accountName = () => line({ max: NAME_MAX_LENGTH, invalid: PROFILE_MESSAGES.notString })

/** Login (`POST /auth/login/`, the web's dbAuth `login`): the e-mail and the password. */
export const loginInput = z.object({
  email: email(),
  password: typedPassword(),
})
export type LoginInput = InputOf<typeof loginInput>

/**
 * A letter asked for by e-mail: the confirmation again
 * (`resendAccountConfirmation`) or the recovery link
 * (`requestAccountPasswordReset`).
 */
export const accountEmailInput = z.object({ email: email() })
export type AccountEmailInput = InputOf<typeof accountEmailInput>

/** The e-mail confirmation link (`confirmAccountEmail`, `POST /users/confirm`). */
export const confirmEmailInput = z.object({ token: linkToken() })
export type ConfirmEmailInput = InputOf<typeof confirmEmailInput>

/**
 * Fields a caller may send to the profile but never change there, in either
 * spelling: the e-mail (needs a confirmed new address), role and groups
 * (managers), the account's state and the password (its own call, with the
 * current one).
 */
export const PROFILE_READ_ONLY = [
  'email',
  'role',
  'roles',
  'groups',
  'isActive',
  'is_active',
  'password',
  'hashedPassword',
  'hashed_password',
  'salt',
] as const

/** A phone that may be cleared: '' or null clears it, anything else must be a KZ number (E.164 out). */
const profilePhone = () =>
  z
    .union([z.string(), z.null()], { error: PHONE_INCOMPLETE_MESSAGE })
    .transform((value, context) => {
      if (value === null || value.trim() === '') return null
      const phone = normalizeKzPhone(value)
      if (phone) return phone
      context.addIssue({ code: 'custom', message: PHONE_INCOMPLETE_MESSAGE, input: value })
      return z.NEVER
    })
    .optional()
    .meta({ example: '+7 (701) 234 56 78' })

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The owner's own changes (`updateMyProfile`, `PATCH /users/`): names and
 * phone, each optional (what is left out stays as it is). Sending a field
 * that cannot change here is refused by its name, not ignored, so that a
 * caller who meant to change the e-mail or the role learns it did not.
 */
export const profileChangesInput = z
  .looseObject(
    {
      lastName: accountName().optional(),
      firstName: accountName().optional(),
      middleName: accountName().optional(),
      phone: profilePhone(),
      /** «Язык писем»: the language of the account's letters and notifications. */
      locale: localeInput().optional(),
    },
    { error: PROFILE_MESSAGES.notObject }
  )
  .superRefine(
    (raw, context) => {
      if (!isRecord(raw)) return
      for (const key of PROFILE_READ_ONLY) {
        if (key in raw) {
          context.addIssue({ code: 'custom', path: [key], message: PROFILE_MESSAGES.readOnly })
        }
      }
    },
    // Said alongside the other fields' errors, as before.
    { when: () => true }
  )
  .transform(({ lastName, firstName, middleName, phone, locale }) => {
    // Only what was sent; unknown fields are dropped, as DRF did.
    const changes: {
      lastName?: string
      firstName?: string
      middleName?: string
      phone?: string | null
      locale?: Locale
    } = {}
    if (lastName !== undefined) changes.lastName = lastName
    if (firstName !== undefined) changes.firstName = firstName
    if (middleName !== undefined) changes.middleName = middleName
    if (phone !== undefined) changes.phone = phone
    if (locale !== undefined) changes.locale = locale
    return changes
  })

/** What the owner changes: only the fields sent (trimmed names, the phone in E.164 or null). */
export type ProfileChanges = z.output<typeof profileChangesInput>
