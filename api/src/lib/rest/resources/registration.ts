import { z } from 'zod'

import { InvalidInputError } from 'src/lib/errors'
import {
  confirmEmail,
  register,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
} from 'src/services/accounts/registration'

import { defineRoute, Reply } from '../router'

const TAG = 'Вход и пользователь'
const Detail = z.strictObject({ detail: z.string() })
const body = (value: unknown) => (value ?? {}) as Record<string, unknown>

/**
 * SPEC §8: registration, confirmation and resend answer `{success, …}`; a
 * failure carries the field errors as `errors` (the web shows them as is).
 */
const Outcome = z.strictObject({ success: z.literal(true), detail: z.string() }).meta({
  id: 'AccountOutcome',
  description: 'Успех; при ошибке 400 {"success": false, "errors": {…}}',
})

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
      'Тело: email, password, last_name, first_name, middle_name. Ответ одинаков для нового ' +
      'и уже зарегистрированного адреса: владелец адреса узнаёт всё из письма.',
    response: Outcome,
    errors: [400, 403, 429],
    handler: (request) => {
      const input = body(request.body)
      return outcome(
        () =>
          register(
            {
              email: input.email,
              password: input.password,
              lastName: input.last_name,
              firstName: input.first_name,
              middleName: input.middle_name,
            },
            { ip: request.ip }
          ),
        201
      )
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/users/confirm',
    tag: TAG,
    summary: 'Подтверждение e-mail по ссылке из письма',
    response: Outcome,
    errors: [400, 403],
    handler: (request) => outcome(() => confirmEmail(body(request.body).token)),
  }),
  defineRoute({
    method: 'POST',
    path: '/users/resend',
    tag: TAG,
    summary: 'Отправить письмо для подтверждения ещё раз',
    response: Outcome,
    errors: [400, 403, 429],
    handler: (request) =>
      outcome(() => resendConfirmation(body(request.body).email, { ip: request.ip })),
  }),
  defineRoute({
    method: 'POST',
    path: '/users/password-reset/',
    tag: TAG,
    summary: 'Восстановление пароля: письмо со ссылкой на /new-password',
    response: Detail,
    errors: [400, 403, 429],
    handler: (request) => requestPasswordReset(body(request.body).email, { ip: request.ip }),
  }),
  defineRoute({
    method: 'POST',
    path: '/users/password-reset/confirm/',
    tag: TAG,
    summary: 'Новый пароль по ссылке из письма; все сессии завершаются',
    response: Detail,
    errors: [400, 403],
    handler: (request) => {
      const input = body(request.body)
      return resetPassword({ token: input.token, newPassword: input.new_password })
    },
  }),
]
