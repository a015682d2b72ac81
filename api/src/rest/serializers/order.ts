import { z } from 'zod'

import { ORDER_STATUSES } from 'src/lib/domain/orderLifecycle'
import type { OrderView } from 'src/modules/orders'
import { FULFILMENT_METHODS } from 'src/modules/orders/rules/delivery'
import { PAYMENT_STATES } from 'src/modules/payments/rules/paymentLifecycle'

import { Money } from '../contract'

import { OrderFileSchema, serializeOrderFile } from './orderFile'
import { PaymentTypeSchema, serializePaymentType } from './paymentType'
import { ProductSchema, serializeProduct } from './product'
import { ShopSchema, serializeShop } from './shop'

export const OrderItemSchema = z
  .strictObject({
    id: z.number().int(),
    product: ProductSchema,
    quantity: z
      .number()
      .int()
      .describe('У черновика — не больше остатка (SPEC §4), у оформленного — заказанное'),
    price: Money.nullable().describe('Цена за единицу; null — «Цену уточняйте у менеджера»'),
    last_price: Money.nullable(),
    line_total: Money.nullable(),
    correct: z.boolean().describe('Есть в наличии: позиция действительна и отмечена'),
    all_count: z
      .number()
      .int()
      .nullable()
      .describe('Остаток во всех магазинах; null для гостей (SPEC §6)'),
    error_message: z
      .string()
      .nullable()
      .describe("'В наличии {N} товаров', если количество снижено"),
  })
  .meta({ id: 'OrderItem', description: 'Позиция заказа' })

export const OrderSchema = z
  .strictObject({
    id: z.number().int(),
    number: z.string().describe('Номер для покупателя, например A-001042'),
    status: z.enum(ORDER_STATUSES),
    status_title: z.string(),
    is_editable: z.boolean().describe('Черновик: состав можно менять'),
    is_guest: z.boolean(),
    comment: z.string(),
    shop: ShopSchema.nullable(),
    total: Money.describe('Сумма позиций с ценой (у оформленного — зафиксирована)'),
    count: z.number().int().describe('Всего единиц товара'),
    has_unpriced: z.boolean().describe('Есть позиции с ценой по запросу'),
    created_at: z.string(),
    updated_at: z.string(),
    placed_at: z.string().nullable(),
    status_changed_at: z.string(),
    cancelled_at: z.string().nullable(),
    payment_status: z
      .enum(PAYMENT_STATES)
      .nullable()
      .describe(
        'Онлайн-оплата: waiting, paid, failed, refunding (возвращается), refunded; null — не оплачивался онлайн'
      ),
    payment_status_title: z.string().nullable().describe('«Оплачен», «Ожидает оплаты», …'),
    one_c_number: z
      .string()
      .nullable()
      .describe('Номер заказа в 1С; null — 1С его ещё не прислала'),
    one_c_date: z.string().nullable().describe('Дата заказа в 1С (YYYY-MM-DD)'),
    items: z.array(OrderItemSchema),
    files: z.array(OrderFileSchema),
    guest: z
      .strictObject({ name: z.string(), phone: z.string() })
      .nullable()
      .describe('Контакт гостевого заказа'),
    fulfilment: z
      .strictObject({
        method: z.enum(FULFILMENT_METHODS),
        title: z.string(),
        city: z.string(),
        address: z.string(),
        preferred_time: z.string(),
        fee: Money.nullable().describe('Стоимость доставки; null — по тарифу перевозчика'),
        fee_text: z.string(),
        amount_due: Money.describe('total плюс стоимость доставки'),
      })
      .describe('Самовывоз или доставка (у заказов до оформления из корзины — самовывоз)'),
    contact: z
      .strictObject({ name: z.string(), phone: z.string(), email: z.string() })
      .nullable()
      .describe('Контакт, указанный при оформлении'),
    payment_type: PaymentTypeSchema.nullable(),
    guest_key: z
      .string()
      .optional()
      .describe(
        'Ключ страницы гостевого заказа (/my-orders?token=…, GET и оплата /order/guest/{key}/): ' +
          'только в ответах оформления и поиска заказа гостем'
      ),
  })
  .meta({ id: 'Order', description: 'Заказ' })

const iso = (date: Date | null) => (date ? date.toISOString() : null)

/** `canSeeCounts`: per-shop stock for logged-in callers only (SPEC §6). */
export function serializeOrder(
  view: OrderView & { guestKey?: string },
  canSeeCounts: boolean
): z.input<typeof OrderSchema> {
  return {
    ...(view.guestKey ? { guest_key: view.guestKey } : {}),
    id: view.id,
    number: view.number,
    status: view.status,
    status_title: view.statusTitle,
    is_editable: view.isEditable,
    is_guest: view.isGuest,
    comment: view.comment,
    shop: view.shop ? serializeShop(view.shop) : null,
    total: view.total,
    count: view.count,
    payment_status: view.paymentStatus,
    payment_status_title: view.paymentStatusTitle,
    one_c_number: view.oneC?.number ?? null,
    one_c_date: view.oneC?.date ?? null,
    has_unpriced: view.hasUnpriced,
    created_at: view.createdAt.toISOString(),
    updated_at: view.updatedAt.toISOString(),
    placed_at: iso(view.placedAt),
    status_changed_at: view.statusChangedAt.toISOString(),
    cancelled_at: iso(view.cancelledAt),
    items: view.items.map((item) => ({
      id: item.id,
      product: serializeProduct(item.product, canSeeCounts),
      quantity: item.quantity,
      price: item.price,
      last_price: item.lastPrice,
      line_total: item.lineTotal,
      correct: item.correct,
      all_count: canSeeCounts ? item.allCount : null,
      error_message: item.errorMessage,
    })),
    files: view.files.map(serializeOrderFile),
    // The old site's shapes: a guest's name and phone when both were given; the contact's strings.
    guest:
      view.guest?.name && view.guest.phone
        ? { name: view.guest.name, phone: view.guest.phone }
        : null,
    fulfilment: {
      method: view.fulfilment.method,
      title: view.fulfilment.title,
      city: view.fulfilment.city,
      address: view.fulfilment.address,
      preferred_time: view.fulfilment.preferredTime,
      fee: view.fulfilment.fee,
      fee_text: view.fulfilment.feeText,
      amount_due: view.fulfilment.amountDue,
    },
    contact: view.contact
      ? {
          name: view.contact.name,
          phone: view.contact.phone ?? '',
          email: view.contact.email ?? '',
        }
      : null,
    payment_type: view.paymentType ? serializePaymentType(view.paymentType) : null,
  }
}
