import { z } from 'zod'

import type { UserInfo } from 'src/lib/userInfo'

export const UserInfoSchema = z
  .strictObject({
    id: z.number().int(),
    email: z.string(),
    last_name: z.string(),
    first_name: z.string(),
    middle_name: z.string(),
    phone: z.string().nullable(),
    role: z.string().describe('customer, vip, manager, editor или admin'),
    groups: z
      .array(z.strictObject({ name: z.string(), title: z.string() }))
      .describe('Первая группа — группа покупателя; b2c — розница'),
    price_type: z
      .strictObject({ code: z.string(), name: z.string() })
      .nullable()
      .describe('Тип цен группы покупателя (его цены во всех ответах); null — розничные'),
    email_confirmed: z.boolean(),
    locale: z.enum(['ru', 'kk']).describe('Язык писем и уведомлений: ru или kk'),
  })
  .meta({ id: 'UserInfo', description: 'Вошедший пользователь (SPEC §3)' })

export const serializeUserInfo = (user: UserInfo): z.input<typeof UserInfoSchema> => ({
  id: user.id,
  email: user.email,
  last_name: user.lastName,
  first_name: user.firstName,
  middle_name: user.middleName,
  phone: user.phone,
  role: user.role,
  groups: user.groups,
  price_type: user.priceType && { code: user.priceType.code, name: user.priceType.name },
  email_confirmed: user.emailConfirmed,
  locale: user.locale,
})
