import { z } from 'zod'

import { profileChangesInput, PROFILE_MESSAGES } from 'src/lib/domain/accountInput'
import { changePasswordInput } from 'src/lib/domain/passwordInput'
import { myUserInfo } from 'src/services/accounts/accounts'
import { changePassword, updateProfile } from 'src/services/accounts/profile'

import { restBody } from '../body'
import { defineRoute } from '../router'
import { serializeUserInfo, UserInfoSchema } from '../serializers/user'

const TAG = 'Вход и пользователь'

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
    body: restBody({
      schema: profileChangesInput,
      names: { last_name: 'lastName', first_name: 'firstName', middle_name: 'middleName' },
      example: { last_name: 'Серикова', first_name: 'Анна', phone: '+7 (701) 234 56 78' },
    }),
    response: UserInfoSchema,
    errors: [400, 401, 403],
    handler: async (_request, _query, body) => serializeUserInfo(await updateProfile(body)),
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
    body: restBody({
      schema: changePasswordInput,
      names: { current_password: 'currentPassword', new_password: 'newPassword' },
      example: { current_password: 'Старый-пароль-2025', new_password: 'Щука на блесну 7' },
    }),
    response: z.strictObject({ detail: z.string() }),
    errors: [400, 401, 403, 429],
    handler: async (_request, _query, body) => {
      await changePassword(body)
      return { detail: PROFILE_MESSAGES.passwordChanged }
    },
  }),
]
