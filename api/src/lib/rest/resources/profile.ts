import { z } from 'zod'

import { myUserInfo } from 'src/services/accounts/accounts'
import {
  changeMyPassword,
  PROFILE_MESSAGES,
  updateMyProfile,
  type UpdateProfileInput,
} from 'src/services/accounts/profile'

import { defineRoute } from '../router'
import { serializeUserInfo, UserInfoSchema } from '../serializers/user'

const TAG = 'Вход и пользователь'

/** The wire names of the editable fields; other keys reach the service as sent (it refuses e-mail, role, groups…). */
const WIRE_TO_INPUT: Record<string, keyof UpdateProfileInput> = {
  last_name: 'lastName',
  first_name: 'firstName',
  middle_name: 'middleName',
  phone: 'phone',
}

const isObject = (body: unknown): body is Record<string, unknown> =>
  !!body && typeof body === 'object' && !Array.isArray(body)

/**
 * The logged-in user's own profile and password (issue «Accounts and
 * security»). The service decides who may change what; `POST /users/`
 * (registration) lives in another resource on the same path.
 */
export const profileRoutes = [
  defineRoute({
    method: 'GET',
    path: '/users/',
    tag: TAG,
    summary: 'Мой профиль',
    description: 'Данные вошедшего пользователя (как /auth/login-check); без входа — 401.',
    requiresLogin: true,
    response: UserInfoSchema,
    errors: [401],
    handler: async () => serializeUserInfo(await myUserInfo()),
  }),
  defineRoute({
    method: 'PATCH',
    path: '/users/',
    tag: TAG,
    summary: 'Изменить мой профиль',
    description:
      'Тело (JSON, все поля необязательны): {"last_name", "first_name", "middle_name", "phone"}. ' +
      'Имена обрезаются по краям, не длиннее 100 символов. Телефон — казахстанский номер в любом ' +
      'виде (8…, 7…, +7…, «+7 (701) 234 56 78»), хранится как +7XXXXXXXXXX; пустой — удалить. ' +
      'email, role, groups, is_active, password изменить нельзя: 400 «Это поле нельзя изменить.». ' +
      'Без входа — 401; с cookie с чужого сайта — 403.',
    requiresLogin: true,
    response: UserInfoSchema,
    errors: [400, 401, 403],
    handler: async (request) => {
      // Anything but an object goes on as it is: the service answers 401 to a guest first.
      const body = request.body ?? {}
      const input = isObject(body)
        ? Object.fromEntries(
            Object.entries(body).map(([key, value]) => [WIRE_TO_INPUT[key] ?? key, value])
          )
        : body
      return serializeUserInfo(await updateMyProfile({ input: input as UpdateProfileInput }))
    },
  }),
  defineRoute({
    method: 'PATCH',
    path: '/auth/change-password/',
    tag: TAG,
    summary: 'Сменить пароль',
    description:
      'Тело: {"current_password", "new_password"}. Неверный текущий пароль — 400 ' +
      '{"current_password": [...]}, слабый новый — 400 {"new_password": [...]}; попытки ' +
      'ограничены на учётную запись (429). После смены все другие сессии пользователя ' +
      'завершаются, текущая остаётся. Без входа — 401; с cookie с чужого сайта — 403.',
    requiresLogin: true,
    response: z.strictObject({ detail: z.string() }),
    errors: [400, 401, 403, 429],
    handler: async (request) => {
      const body = isObject(request.body) ? request.body : {}
      await changeMyPassword({
        currentPassword: body.current_password,
        newPassword: body.new_password,
      })
      return { detail: PROFILE_MESSAGES.passwordChanged }
    },
  }),
]
