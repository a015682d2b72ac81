import { accountName, linkToken, typedPassword } from './accountInput'
import { REQUIRED_MESSAGE } from './contactFields'
import {
  email,
  INVALID_CHARACTERS_MESSAGE,
  isCleanText,
  TEXT_TYPE_MESSAGE,
  type InputOf,
} from './inputFields'
import { localeInput } from './locale'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblems } from './passwordRules'
import { z } from './zod'

/**
 * The account use cases that set a new password (registration, the
 * recovery link, the change in the account): one zod schema each, shared by
 * the REST body, the GraphQL arguments and the web form. The rule is
 * `passwordProblems`, said once here as a refinement. Apart from
 * `accountInput` because the rule brings the common-password list (about
 * 200 kB gzip) into whichever page uses these. Pure.
 */

/**
 * A new password: what the account holder typed (never trimmed), refused by
 * the shop's rule (`passwordProblems`) with every message that applies. The rule's part
 * that needs the account's e-mail is checked where the e-mail is known: by
 * `registrationInput` itself, by the service for a reset or a change.
 */
export const newPassword = () =>
  z
    .string({ error: (issue) => (isAbsent(issue.input) ? REQUIRED_MESSAGE : TEXT_TYPE_MESSAGE) })
    .superRefine((value, context) => {
      const refusals =
        value === ''
          ? [REQUIRED_MESSAGE]
          : !isCleanText(value, 'line')
            ? [INVALID_CHARACTERS_MESSAGE]
            : passwordProblems(value)
      for (const message of refusals) context.addIssue({ code: 'custom', message, input: value })
    })
    .meta({ format: 'password', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })

const isAbsent = (input: unknown) => input === undefined || input === null

/** What the rule says of `password` only because of `email` (it must not contain it). */
export const problemsWithEmail = (password: string, email: string) => {
  const alone = passwordProblems(password)
  return passwordProblems(password, { email }).filter((message) => !alone.includes(message))
}

/**
 * Registration of a retail customer (`registerAccount`, `POST /users/`):
 * e-mail, password and the optional names.
 */
export const registrationInput = z
  .object({
    email: email(),
    password: newPassword(),
    lastName: accountName(),
    firstName: accountName(),
    middleName: accountName(),
    /** The page's language: the account's letters are written in it. */
    locale: localeInput().optional(),
  })
  .superRefine((input, context) => {
    for (const message of problemsWithEmail(input.password, input.email)) {
      context.addIssue({ code: 'custom', path: ['password'], message, input: input.password })
    }
  })
export type RegistrationInput = InputOf<typeof registrationInput>

/** A new password by the recovery letter's link (`resetAccountPassword`). */
export const passwordResetInput = z.object({
  token: linkToken(),
  newPassword: newPassword(),
})
export type PasswordResetInput = InputOf<typeof passwordResetInput>

/** The logged-in user's password change (`changeMyPassword`): the current one and the new one. */
export const changePasswordInput = z.object({
  currentPassword: typedPassword(),
  newPassword: newPassword(),
})
export type ChangePasswordInput = InputOf<typeof changePasswordInput>
