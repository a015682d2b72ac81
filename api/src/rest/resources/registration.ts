import { z } from 'zod'

import { accountEmailInput, confirmEmailInput } from 'src/lib/domain/accountInput'
import type { FieldErrors } from 'src/lib/domain/inputFields'
import { passwordResetInput, registrationInput } from 'src/lib/domain/passwordInput'
import { InvalidInputError } from 'src/lib/errors'
import {
  confirmEmail,
  register,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
} from 'src/services/accounts/registration'

import { restBody } from '../body'
import { withAskedLocale } from '../locale'
import { defineRoute, Reply } from '../router'

const TAG = 'Вход и пользователь'
const Detail = z.strictObject({ detail: z.string() })

/**
 * SPEC §8: registration, confirmation and resend answer `{success, …}`; a
 * failure carries the field errors as `errors` (the web shows them as is).
 */
const Outcome = z.strictObject({ success: z.literal(true), detail: z.string() }).meta({
  id: 'AccountOutcome',
  description: 'Успех; при ошибке 400 {"success": false, "errors": {…}}',
})

/** A refused body of those three calls, in their `{success: false, errors}` shape. */
const failed = (errors: FieldErrors) => ({ body: { success: false, errors }, status: 400 })

const EMAIL_EXAMPLE = { email: 'client@example.kz' }

async function outcome(run: () => Promise<{ detail: string }>, status = 200) {
  try {
    return new Reply({ success: true as const, ...(await run()) }, status)
  } catch (error) {
    if (error instanceof InvalidInputError) {
      return new Reply({ success: false, errors: error.fields } as never, 400)
    }
    throw error
  }
}

export const registrationRoutes = [
  defineRoute({
    method: 'POST',
    path: '/users/',
    tag: TAG,
    summary: 'Регистрация розничного покупателя; письмо для подтверждения e-mail',
    description:
      'Тело: email, password, last_name, first_name, middle_name; необязательно locale (ru, kk; ' +
      'без него — из заголовка Accept-Language, иначе ru) — язык писем. Ответ одинаков для нового ' +
      'и уже зарегистрированного адреса: владелец адреса узнаёт всё из письма.',
    body: restBody({
      schema: registrationInput,
      names: { last_name: 'lastName', first_name: 'firstName', middle_name: 'middleName' },
      example: {
        email: 'client@example.kz',
        password: 'Щука на блесну 7',
        last_name: 'Сериков',
        first_name: 'Марат',
        middle_name: '',
      },
      refusal: failed,
    }),
    response: Outcome,
    errors: [400, 403, 429],
    handler: (request, _query, body) =>
      outcome(() => register(withAskedLocale(body, request), { ip: request.ip }), 201),
  }),
  defineRoute({
    method: 'POST',
    path: '/users/confirm',
    tag: TAG,
    summary: 'Подтверждение e-mail по ссылке из письма',
    body: restBody({
      schema: confirmEmailInput,
      example: { token: 'q3Lk8cJ0m2ZbT9x1VwY5uH7nR4sE6aD8fG0hJ2kL4mN' },
      refusal: failed,
    }),
    response: Outcome,
    errors: [400, 403],
    handler: (_request, _query, body) => outcome(() => confirmEmail(body)),
  }),
  defineRoute({
    method: 'POST',
    path: '/users/resend',
    tag: TAG,
    summary: 'Отправить письмо для подтверждения ещё раз',
    body: restBody({ schema: accountEmailInput, example: EMAIL_EXAMPLE, refusal: failed }),
    response: Outcome,
    errors: [400, 403, 429],
    handler: (request, _query, body) => outcome(() => resendConfirmation(body, { ip: request.ip })),
  }),
  defineRoute({
    method: 'POST',
    path: '/users/password-reset/',
    tag: TAG,
    summary: 'Восстановление пароля: письмо со ссылкой на /new-password',
    body: restBody({ schema: accountEmailInput, example: EMAIL_EXAMPLE }),
    response: Detail,
    errors: [400, 403, 429],
    handler: (request, _query, body) => requestPasswordReset(body, { ip: request.ip }),
  }),
  defineRoute({
    method: 'POST',
    path: '/users/password-reset/confirm/',
    tag: TAG,
    summary: 'Новый пароль по ссылке из письма; все сессии завершаются',
    body: restBody({
      schema: passwordResetInput,
      names: { new_password: 'newPassword' },
      example: {
        token: 'q3Lk8cJ0m2ZbT9x1VwY5uH7nR4sE6aD8fG0hJ2kL4mN',
        new_password: 'Щука на блесну 7',
      },
    }),
    response: Detail,
    errors: [400, 403],
    // The old site's answer is the detail alone (where to go next is the web page's).
    handler: async (_request, _query, body) => ({ detail: (await resetPassword(body)).detail }),
  }),
]
