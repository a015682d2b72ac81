import type { Shop } from '@prisma/client'
import { z } from 'zod'

import { shopAddress, shopInRequestLocale } from 'src/services/shops/shops'

export const ShopSchema = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    name_for_guest: z.string().describe('Название для гостей («Магазин в Атырау»)'),
    is_can_order_by_guest: z
      .boolean()
      .describe('Можно ли выбрать магазин в форме заказа через оператора'),
    address: z
      .strictObject({ address: z.string().describe('Улица и дом'), city: z.string() })
      .describe('Адрес; клиенты читают shop.address.address'),
    phone: z.string().nullable(),
    working_hours: z.string().describe('Часы работы'),
  })
  .meta({ id: 'Shop', description: 'Магазин компании' })

export function serializeShop(row: Shop): z.input<typeof ShopSchema> {
  const shop = shopInRequestLocale(row)
  return {
    id: shop.id,
    name: shop.name,
    name_for_guest: shop.nameForGuest,
    is_can_order_by_guest: shop.isCanOrderByGuest,
    address: shopAddress(shop),
    phone: shop.phone,
    working_hours: shop.workingHours,
  }
}
