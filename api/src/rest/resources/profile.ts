import { z } from 'zod'

import { profileChangesInput, PROFILE_MESSAGES } from 'src/lib/domain/accountInput'
import { companyDetailsInput } from 'src/lib/domain/companyDetailsInput'
import { changePasswordInput } from 'src/lib/domain/passwordInput'
import { NotFoundError } from 'src/lib/errors'
import { myUserInfo } from 'src/services/accounts/accounts'
import { changePassword, updateProfile } from 'src/services/accounts/profile'
import {
  deleteMyCompanyDetails,
  myCompanyDetails,
  NO_COMPANY_DETAILS,
  saveMyCompanyDetails,
} from 'src/services/companyDetails/companyDetails'

import { emptyBody, restBody } from '../body'
import { defineRoute, Reply } from '../router'
import {
  COMPANY_WIRE_NAMES,
  CompanyDetailsSchema,
  serializeCompanyDetails,
} from '../serializers/companyDetails'
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
  defineRoute({
    method: 'GET',
    path: '/users/company/',
    tag: TAG,
    summary: 'Реквизиты моей компании',
    description:
      'Реквизиты компании вошедшего покупателя — покупатель в его счетах на оплату. ' +
      'Не заполнены — 404; без входа — 401. Только свои: чужие реквизиты этим путём не прочитать.',
    requiresLogin: true,
    response: CompanyDetailsSchema,
    errors: [401, 404],
    handler: async () => {
      const details = await myCompanyDetails()
      if (!details) throw new NotFoundError(NO_COMPANY_DETAILS)
      return serializeCompanyDetails(details)
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/users/company/',
    tag: TAG,
    summary: 'Сохранить реквизиты моей компании',
    description:
      'Тело (JSON, все поля обязательны): {"legal_name", "bin", "legal_address", "iban", ' +
      '"bank_name", "bik", "kbe"}. БИН/ИИН — 12 цифр с верной контрольной цифрой; IBAN — KZ и 18 ' +
      'знаков с верными контрольными цифрами (ISO 13616); БИК — 8 или 11 знаков, 5–6-й — KZ; ' +
      'КБе — две цифры (1|2 и сектор 1–9). Пробелы в БИН, IBAN и БИК убираются, буквы — заглавные. ' +
      'Создаёт или заменяет реквизиты; ошибки — 400 {поле: [сообщения]}. Без входа — 401; ' +
      'с cookie с чужого сайта — 403.',
    requiresLogin: true,
    body: restBody({
      schema: companyDetailsInput,
      names: COMPANY_WIRE_NAMES,
      example: {
        legal_name: 'ТОО «Аква Строй»',
        bin: '971240001315',
        legal_address: 'г. Атырау, ул. Сатпаева, 1',
        iban: 'KZ86125KZT5004100100',
        bank_name: 'АО «Народный банк Казахстана»',
        bik: 'HSBKKZKX',
        kbe: '17',
      },
    }),
    response: CompanyDetailsSchema,
    errors: [400, 401, 403],
    handler: async (_request, _query, body) =>
      serializeCompanyDetails(await saveMyCompanyDetails(body)),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/users/company/',
    tag: TAG,
    summary: 'Удалить реквизиты моей компании',
    description:
      '204 без тела; счета снова называют покупателем имя, e-mail и телефон из профиля. ' +
      'Не заполнены — 404; без входа — 401; с cookie с чужого сайта — 403.',
    requiresLogin: true,
    body: emptyBody,
    response: z.null().describe('204: тела нет'),
    errors: [401, 403, 404],
    handler: async () => {
      await deleteMyCompanyDetails()
      return new Reply(null, 204)
    },
  }),
]
