/**
 * The back office's order list (issue 18 «Orders»): one filter for the
 * list, its status counts and its export; the export's columns and CSV
 * escaping; the staff move's input. Pure: the service turns the filter into
 * a query, the web keeps it in the address bar.
 */
import { shopDay } from '../../../lib/domain/adminDashboard'
import {
  adminListSchema,
  adminSearch,
  DAY_MESSAGE,
  DAY_RANGE_MESSAGE,
  day,
  isDay,
} from '../../../lib/domain/adminList'
import { neutraliseFormula } from '../../../lib/domain/formulaCells'
import { CHOICE_MESSAGE, id, type InputOf } from '../../../lib/domain/inputFields'
import { ORDER_STATUSES, type OrderStatusName } from '../../../lib/domain/orderLifecycle'
import { z } from '../../../lib/domain/zod'
import { PAYMENT_STATES } from '../../payments/rules/paymentLifecycle'

import { FULFILMENT_METHODS } from './delivery'
import { orderStatusInput } from './draftOrder'
import { orderNumberPart, parseOrderReference } from './orderReference'

export { DAY_MESSAGE, DAY_RANGE_MESSAGE, isDay }

/** What the staff list shows: every status but the draft (a draft is the shopper's, not yet an order). */
export const STAFF_ORDER_STATUSES = ORDER_STATUSES.filter(
  (status) => status !== 'draft'
) as Exclude<OrderStatusName, 'draft'>[]

export const ORDER_KINDS = ['guest', 'account'] as const
export type OrderKind = (typeof ORDER_KINDS)[number]

/**
 * Statuses as a list (GraphQL) or as one comma-separated value (the address
 * bar, the export link); empty means every status.
 */
const statusList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : (value ?? []),
  z.array(z.enum(STAFF_ORDER_STATUSES, { error: CHOICE_MESSAGE })).max(STAFF_ORDER_STATUSES.length)
)

/** The filter of the list, its counts and its export. */
export const adminOrderFilterSchema = z
  .object({
    status: statusList,
    // '' is the form's «Все магазины».
    shop: z
      .literal('')
      .or(id(CHOICE_MESSAGE))
      .nullish()
      .transform((value) => value || null),
    from: day(),
    to: day(),
    kind: z
      .enum(ORDER_KINDS, { error: CHOICE_MESSAGE })
      .or(z.literal(''))
      .nullish()
      .transform((value) => value || null),
    // '' is the form's «Любой».
    fulfilment: z
      .enum(FULFILMENT_METHODS, { error: CHOICE_MESSAGE })
      .or(z.literal(''))
      .nullish()
      .transform((value) => value || null),
    paymentType: z
      .literal('')
      .or(id(CHOICE_MESSAGE))
      .nullish()
      .transform((value) => value || null),
    // The online payment's state (the dashboard's «Оплачен, но отменён» is cancelled + paid).
    paymentStatus: z
      .enum(PAYMENT_STATES, { error: CHOICE_MESSAGE })
      .or(z.literal(''))
      .nullish()
      .transform((value) => value || null),
    search: adminSearch(),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    message: DAY_RANGE_MESSAGE,
    path: ['to'],
  })

export type AdminOrderFilter = InputOf<typeof adminOrderFilterSchema>

export const ADMIN_ORDER_SORT_KEYS = ['number', 'placedAt', 'total', 'status'] as const
export type AdminOrderSortKey = (typeof ADMIN_ORDER_SORT_KEYS)[number]

const listShape = adminListSchema(ADMIN_ORDER_SORT_KEYS, { sort: 'placedAt', direction: 'desc' })

/** The list: the filter plus page, page size and sorting (newest placed first). */
export const adminOrderListSchema = z.intersection(adminOrderFilterSchema, listShape)
export type AdminOrderListInput = InputOf<typeof adminOrderListSchema>

/** The export: the filter plus the list's sorting (every row, no pages). */
export const adminOrderExportSchema = z.intersection(
  adminOrderFilterSchema,
  listShape.pick({ sort: true, direction: true })
)
export type AdminOrderExportInput = InputOf<typeof adminOrderExportSchema>

/** The instants [gte, lt) of the filter's Almaty days; a bound left out is open. */
export function placedRange(filter: Pick<AdminOrderFilter, 'from' | 'to'>): {
  gte?: Date
  lt?: Date
} {
  // Noon of the day lies inside it whatever the zone's offset; shopDay finds its midnights.
  const dayOf = (value: string) => shopDay(new Date(`${value}T12:00:00+05:00`))
  return {
    ...(filter.from ? { gte: dayOf(filter.from).from } : {}),
    ...(filter.to ? { lt: dayOf(filter.to).to } : {}),
  }
}

/** One word of a staff search and the order numbers it may name. */
export interface SearchWord {
  /** As typed: found in names and e-mails. */
  text: string
  /** The start of a number however typed («а-0010» → «A-0010»), or null. */
  numberPart: string | null
  /** The whole number it names («а-1048» → «A-001048»), or null. */
  number: string | null
}

/** The number a text with the number's letter names (bare digits are searched as text). */
const lettered = (text: string) => {
  const reference = parseOrderReference(text)
  return reference && reference.id === null ? reference.number : null
}

/**
 * What a search box text may match: the number, the name and the e-mail as
 * typed; an order number typed with the Cyrillic «А» (the Russian layout),
 * in lower case, without its zeros or pasted from a letter («Заказ №
 * A-001048») as the stored «A-001048»; a phone by its digits (stored as
 * +7XXXXXXXXXX), a full number typed with the domestic 8 or the 7 taken as
 * its ten digits. Fewer than three digits are not a phone search (they
 * would match nearly everyone).
 */
export function searchTerms(search: string): {
  text: string
  words: SearchWord[]
  /** The whole text names one order: its number. */
  orderNumber: string | null
  phoneDigits: string | null
} | null {
  const text = search.trim()
  if (!text) return null
  const digits = text.replace(/\D/g, '')
  const looksLikePhone = /^[\d\s()+\-.]+$/.test(text) && digits.length >= 3
  const phoneDigits = looksLikePhone
    ? /^[78]\d{10}$/.test(digits)
      ? digits.slice(1)
      : digits
    : null
  const words = text.split(/\s+/).map((word) => ({
    text: word,
    numberPart: orderNumberPart(word),
    number: lettered(word),
  }))
  return { text, words, orderNumber: lettered(text), phoneDigits }
}

/** More rows than this are not exported: the staff member narrows the filter first. */
export const EXPORT_MAX_ROWS = 10_000
export const EXPORT_TOO_LARGE_MESSAGE = `Выгрузка ограничена ${EXPORT_MAX_ROWS.toLocaleString('ru-RU')} заказами. Сузьте фильтр (даты, статус, магазин) и повторите.`

/** An order as the export reads it. */
export interface ExportOrder {
  number: string
  placedAt: Date | null
  statusTitle: string
  isGuest: boolean
  customerName: string
  phone: string | null
  email: string | null
  shopName: string | null
  /** «Самовывоз» or «Доставка». */
  fulfilmentTitle: string
  /** A delivery's city and address; '' for pickup. */
  deliveryPlace: string
  paymentTypeName: string | null
  /** The online payment's state («Оплачен», …); null: never paid online. */
  paymentStatusTitle: string | null
  count: number
  total: number
  comment: string
}

export type ExportCell = string | number | Date | null

/** The export's columns in their order: header and value of an order. */
export const EXPORT_COLUMNS: {
  header: string
  width: number
  value: (o: ExportOrder) => ExportCell
}[] = [
  { header: 'Номер', width: 12, value: (o) => o.number },
  { header: 'Оформлен', width: 18, value: (o) => o.placedAt },
  { header: 'Статус', width: 16, value: (o) => o.statusTitle },
  { header: 'Покупатель', width: 28, value: (o) => o.customerName },
  { header: 'Тип', width: 10, value: (o) => (o.isGuest ? 'Гость' : 'Аккаунт') },
  { header: 'Телефон', width: 20, value: (o) => o.phone },
  { header: 'E-mail', width: 28, value: (o) => o.email },
  { header: 'Магазин', width: 16, value: (o) => o.shopName },
  { header: 'Получение', width: 12, value: (o) => o.fulfilmentTitle },
  { header: 'Адрес доставки', width: 32, value: (o) => o.deliveryPlace },
  { header: 'Способ оплаты', width: 20, value: (o) => o.paymentTypeName },
  { header: 'Онлайн-оплата', width: 16, value: (o) => o.paymentStatusTitle },
  { header: 'Товаров, шт.', width: 12, value: (o) => o.count },
  { header: 'Сумма, ₸', width: 14, value: (o) => o.total },
  { header: 'Комментарий', width: 40, value: (o) => o.comment },
]

export const exportRow = (order: ExportOrder): ExportCell[] =>
  EXPORT_COLUMNS.map((column) => column.value(order))

const almatyTime = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Asia/Almaty',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** «25.11.2026, 15:30» in the shop's time. */
export const formatShopTime = (value: Date) => almatyTime.format(value)

/**
 * One CSV cell: text a spreadsheet would run as a formula gets a leading
 * apostrophe (domain/formulaCells, shared with order files' safe copy); a cell
 * with the separator, quotes or line breaks is quoted, quotes doubled.
 */
export function csvCell(value: ExportCell): string {
  if (value === null) return ''
  if (value instanceof Date) return formatShopTime(value)
  if (typeof value === 'number') return String(value).replace('.', ',')
  const text = neutraliseFormula(value)
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * The CSV Russian Excel opens as it is: UTF-8 with a BOM (else it reads
 * Windows-1251), `;` between cells (the comma is the decimal separator
 * there), CRLF between rows.
 */
export function ordersCsv(orders: ExportOrder[]): string {
  const lines = [
    EXPORT_COLUMNS.map((column) => csvCell(column.header)),
    ...orders.map((order) => exportRow(order).map(csvCell)),
  ].map((cells) => cells.join(';'))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

/** The shop's calendar day of `now` as the filter's YYYY-MM-DD (Asia/Almaty). */
export function shopDate(now: Date): string {
  const [date, month, year] = formatShopTime(now).slice(0, 10).split('.')
  return `${year}-${month}-${date}`
}

/**
 * The list of the orders placed on the shop's day of `now`: what the
 * dashboard's «Заказы сегодня» counts (placedRange reads the same day).
 */
export const placedOnDayOf = (now: Date) => ({ from: shopDate(now), to: shopDate(now) })

/** The export's file name: «zakazy-2026-11-25.csv» (ASCII, the day in Almaty). */
export function exportFileName(now: Date, extension: 'csv' | 'xlsx'): string {
  return `zakazy-${shopDate(now)}.${extension}`
}

/**
 * A staff move from the order page: the status to move to, an optional
 * comment and the status the page showed. The lifecycle has no way back,
 * so the status an order had is a version of it: if it has moved since,
 * the move is stale (409) and the page shows the order as it is now.
 */
export const staffOrderMoveInput = orderStatusInput.extend({
  id: id(),
  expectedStatus: z.enum(ORDER_STATUSES, { error: CHOICE_MESSAGE }),
})
export type StaffOrderMoveInput = InputOf<typeof staffOrderMoveInput>
