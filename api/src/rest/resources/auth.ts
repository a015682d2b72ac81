import { z } from 'zod'

import {
  clearedSessionCookies,
  knownDeviceCookie,
  knownDeviceFrom,
  sessionCookies,
  sessionTokenFrom,
} from 'src/lib/authSession'
import { loginInput } from 'src/lib/domain/accountInput'
import { login, logout, myUserInfo } from 'src/services/accounts/accounts'

import { emptyBody, restBody } from '../body'
import { defineRoute, Reply } from '../router'
import { serializeUserInfo, UserInfoSchema } from '../serializers/user'

const TAG = 'Вход и пользователь'

export const authRoutes = [
  defineRoute({
    method: 'POST',
    path: '/auth/login/',
    tag: TAG,
    summary: 'Вход по e-mail и паролю; ставит cookie сессии',
    description:
      'Тело: {"email", "password"} (или "username" вместо "email"). Одно сообщение для ' +
      'неизвестного e-mail и неверного пароля. Ограничения: по адресу и по учётной записи (429).',
    body: restBody({
      schema: loginInput,
      // DRF's login took `username` for the e-mail; `email` wins when both are sent.
      names: { username: 'email', email: 'email' },
      example: { email: 'client@example.kz', password: 'Щука на блесну 7' },
    }),
    response: UserInfoSchema,
    errors: [400, 403, 429],
    handler: async (request, _query, body) => {
      const result = await login(body, {
        ip: request.ip,
        userAgent: request.userAgent,
        knownDevice: knownDeviceFrom(request.headers),
      })
      return new Reply(serializeUserInfo(result.user), 200, {}, false, [
        ...sessionCookies(result.token, result.expiresAt),
        knownDeviceCookie(result.knownDevice),
      ])
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/logout/',
    tag: TAG,
    summary: 'Выход: сессия завершается на сервере',
    description: 'Тело: пустое или {}.',
    body: emptyBody,
    response: z.strictObject({ detail: z.string() }),
    errors: [400, 403],
    handler: async (request) => {
      await logout(sessionTokenFrom(request.headers))
      return new Reply(
        { detail: 'Вы вышли из личного кабинета.' },
        200,
        {},
        false,
        clearedSessionCookies()
      )
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/auth/login-check',
    tag: TAG,
    summary: 'Кто вошёл: данные пользователя или 401',
    requiresLogin: true,
    response: UserInfoSchema,
    errors: [401],
    handler: async () => serializeUserInfo(await myUserInfo()),
  }),
]
