import { el, group, schemaVersionOf, type XmlElement } from './xml'

/**
 * The orders 1C takes from the site (`type=sale&mode=query`), as CommerceML 2
 * `КоммерческаяИнформация` documents «Заказ товара», written from the
 * order's read model (what the customer, the manager, the letters and the
 * invoice read). Requisite names are those 1C's standard «Обмен с сайтом»
 * reads (as 1C-Bitrix writes them). Pure.
 */

/** What the document reads of an order: a subset of the orders area's OrderFacts. */
export interface OrderForOneC {
  id: number
  number: string
  status: string
  statusTitle: string
  comment: string
  total: number
  createdAt: Date
  placedAt: Date | null
  statusChangedAt: Date
  cancelledAt: Date | null
  paymentStatus: string | null
  paidAt: Date | null
  paymentType: { id: number; name: string } | null
  shop: { id: number; name: string } | null
  items: {
    quantity: number
    price: number | null
    lineTotal: number | null
    product: { id: number; article: string; name: string; unit: string; externalId: string | null }
  }[]
  fulfilment: {
    method: 'pickup' | 'delivery'
    title: string
    city: string
    address: string
    preferredTime: string
    fee: number | null
    amountDue: number
  }
  buyer: {
    kind: 'account' | 'guest'
    userId: number | null
    name: string
    phone: string | null
    email: string | null
  }
  company: {
    legalName: string
    bin: string
    legalAddress: string
    iban?: string
    bankName?: string
    bik?: string
  } | null
}

/** What the site knows of 1C beyond the orders: its warehouses by shop, and the site's address. */
export interface OrderDocumentMapping {
  /** Shop id → the 1C warehouse (Склад) that is that shop (the exchange config's warehouses). */
  warehouseOfShop: Map<number, { id: string; name: string }>
  /** «Сайт»: the shop's public address. */
  site: string
  /** ДатаФормирования. */
  now: Date
  schemaVersion?: string
}

/** The delivery line's Ид, as 1C's module expects a service line of the order. */
export const DELIVERY_LINE_ID = 'ORDER_DELIVERY'

/** Asia/Almaty (UTC+5, no daylight saving): the shop's and its 1C's wall clock. */
const SHOP_OFFSET_MS = 5 * 60 * 60 * 1000

/** The shop's wall-clock date and time of an instant: «2026-12-01», «14:05:00». */
export function shopDateTime(instant: Date): { date: string; time: string } {
  const iso = new Date(instant.getTime() + SHOP_OFFSET_MS).toISOString()
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) }
}

/** An amount as CommerceML's СуммаТип: two decimals, a point. */
export const amountOf = (value: number) => (Math.round(value * 100) / 100).toFixed(2)

const digits = (value: string | null) => (value ?? '').replace(/\D/g, '')

/**
 * The counterparty's Ид in 1C, the same for every order of the same customer:
 * a company by its БИН/ИИН (whoever orders for it); an account by its id;
 * a guest by e-mail (lower-cased), else by phone digits, else — nothing to
 * recognise them by — by the order.
 */
export function counterpartyIdOf(order: Pick<OrderForOneC, 'company' | 'buyer' | 'number'>) {
  if (order.company?.bin) return `company-${digits(order.company.bin)}`
  const { buyer } = order
  if (buyer.kind === 'account' && buyer.userId !== null) return `account-${buyer.userId}`
  if (buyer.email) return `guest-${buyer.email.trim().toLowerCase()}`
  if (digits(buyer.phone)) return `guest-${digits(buyer.phone)}`
  return `guest-order-${order.number}`
}

/** A unit as 1C's БазоваяЕдиница (ОКЕИ code) for the units the catalogue uses. */
const UNITS: Record<string, { code: string; full: string; intl: string }> = {
  шт: { code: '796', full: 'Штука', intl: 'PCE' },
  м: { code: '006', full: 'Метр', intl: 'MTR' },
  м2: { code: '055', full: 'Квадратный метр', intl: 'MTK' },
  'м²': { code: '055', full: 'Квадратный метр', intl: 'MTK' },
  кг: { code: '166', full: 'Килограмм', intl: 'KGM' },
  л: { code: '112', full: 'Литр', intl: 'LTR' },
  компл: { code: '839', full: 'Комплект', intl: 'SET' },
  упак: { code: '778', full: 'Упаковка', intl: 'NMP' },
}

function unitElement(unit: string): XmlElement {
  const key = unit.trim().toLowerCase().replace(/\.$/, '')
  const known = UNITS[key]
  return {
    name: 'БазоваяЕдиница',
    attributes: known
      ? { Код: known.code, НаименованиеПолное: known.full, МеждународноеСокращение: known.intl }
      : {},
    children: unit.trim() || 'шт',
  }
}

const requisite = (name: string, value: string): XmlElement =>
  group('ЗначениеРеквизита', [el('Наименование', name), el('Значение', value)])

const requisites = (pairs: [string, string][]) =>
  group(
    'ЗначенияРеквизитов',
    pairs.map(([name, value]) => requisite(name, value))
  )

const kindRequisites = (kind: 'Товар' | 'Услуга') =>
  requisites([
    ['ВидНоменклатуры', kind],
    ['ТипНоменклатуры', kind],
  ])

function contacts(phone: string | null, email: string | null): XmlElement {
  return group('Контакты', [
    phone ? group('Контакт', [el('Тип', 'Телефон рабочий'), el('Значение', phone)]) : null,
    email ? group('Контакт', [el('Тип', 'Почта'), el('Значение', email)]) : null,
  ])
}

const address = (name: string, text: string) => group(name, [el('Представление', text)])

function counterparty(order: OrderForOneC): XmlElement {
  const id = counterpartyIdOf(order)
  const { buyer, company } = order
  if (company) {
    const account =
      company.iban &&
      group('РасчетныеСчета', [
        group('РасчетныйСчет', [
          el('НомерСчета', company.iban),
          group('Банк', [el('Наименование', company.bankName ?? ''), el('БИК', company.bik ?? '')]),
        ]),
      ])
    return group('Контрагент', [
      el('Ид', id),
      el('Наименование', company.legalName),
      el('Роль', 'Покупатель'),
      el('ПолноеНаименование', company.legalName),
      el('ОфициальноеНаименование', company.legalName),
      address('ЮридическийАдрес', company.legalAddress),
      // БИН/ИИН: 12 digits fit CommerceML's ИНН, which Kazakh 1C editions read as БИН/ИИН.
      el('ИНН', company.bin),
      account || null,
      address('АдресРегистрации', company.legalAddress),
      contacts(buyer.phone, buyer.email),
      group('Представители', [
        group('Представитель', [
          el('Отношение', 'Контактное лицо'),
          el('Наименование', buyer.name),
        ]),
      ]),
    ])
  }
  const name = buyer.name || buyer.email || buyer.phone || `Покупатель заказа ${order.number}`
  return group('Контрагент', [
    el('Ид', id),
    el('Наименование', name),
    el('Роль', 'Покупатель'),
    el('ПолноеНаименование', name),
    // Older configurations want the address present, even empty.
    address(
      'АдресРегистрации',
      order.fulfilment.method === 'delivery' ? deliveryAddress(order) : ''
    ),
    contacts(buyer.phone, buyer.email),
  ])
}

const deliveryAddress = (order: OrderForOneC) =>
  [order.fulfilment.city, order.fulfilment.address].filter(Boolean).join(', ')

function goodsLine(line: OrderForOneC['items'][number]): XmlElement {
  const { product } = line
  return group('Товар', [
    // A product that never came from 1C has no Ид: 1C finds it by article and name.
    product.externalId ? el('Ид', product.externalId) : null,
    el('Артикул', product.article),
    el('Наименование', product.name),
    unitElement(product.unit),
    el('ЦенаЗаЕдиницу', amountOf(line.price ?? 0)),
    el('Количество', line.quantity),
    el('Сумма', amountOf(line.lineTotal ?? 0)),
    kindRequisites('Товар'),
  ])
}

/** Delivery as a service line, when it has a fixed fee (a carrier's tariff is the manager's). */
function deliveryLine(order: OrderForOneC): XmlElement | null {
  const { fee, method } = order.fulfilment
  if (method !== 'delivery' || !fee) return null
  return group('Товар', [
    el('Ид', DELIVERY_LINE_ID),
    el('Наименование', 'Доставка заказа'),
    unitElement('шт'),
    el('ЦенаЗаЕдиницу', amountOf(fee)),
    el('Количество', 1),
    el('Сумма', amountOf(fee)),
    kindRequisites('Услуга'),
  ])
}

const yesNo = (value: boolean) => (value ? 'true' : 'false')

const dateTimeText = (instant: Date) => {
  const { date, time } = shopDateTime(instant)
  return `${date}T${time}`
}

function orderRequisites(order: OrderForOneC, site: string): XmlElement {
  const paid = order.paymentStatus === 'paid'
  const cancelled = order.status === 'cancelled'
  return requisites([
    ['Статус заказа', `[${order.status}] ${order.statusTitle}`],
    ['Статуса заказа ИД', order.status],
    ['Дата изменения статуса', dateTimeText(order.statusChangedAt)],
    ['Метод оплаты', order.paymentType?.name ?? ''],
    ['Метод оплаты ИД', order.paymentType ? String(order.paymentType.id) : ''],
    ['Заказ оплачен', yesNo(paid)],
    ['Дата оплаты', paid && order.paidAt ? dateTimeText(order.paidAt) : ''],
    ['Способ доставки', order.fulfilment.title],
    ['Метод доставки ИД', order.fulfilment.method],
    ['Адрес доставки', order.fulfilment.method === 'delivery' ? deliveryAddress(order) : ''],
    ['Отменен', yesNo(cancelled)],
    ['Дата отмены заказа', cancelled && order.cancelledAt ? dateTimeText(order.cancelledAt) : ''],
    ['Сайт', site],
    ['Комментарии покупателя', order.comment],
  ])
}

/** The document's Комментарий: the buyer's words and the time they asked for, as staff read them. */
function commentOf(order: OrderForOneC) {
  const when = order.fulfilment.preferredTime
  return [order.comment, when ? `Удобное время: ${when}` : ''].filter(Boolean).join('\n')
}

export function orderDocument(order: OrderForOneC, mapping: OrderDocumentMapping): XmlElement {
  const placed = shopDateTime(order.placedAt ?? order.createdAt)
  const warehouse = order.shop ? mapping.warehouseOfShop.get(order.shop.id) : undefined
  return group('Документ', [
    el('Ид', order.number),
    el('Номер', order.number),
    el('Дата', placed.date),
    el('ХозОперация', 'Заказ товара'),
    el('Роль', 'Продавец'),
    el('Валюта', 'KZT'),
    el('Курс', 1),
    el('Сумма', amountOf(order.fulfilment.amountDue)),
    group('Контрагенты', [counterparty(order)]),
    el('Время', placed.time),
    el('Комментарий', commentOf(order)),
    warehouse
      ? group('Склады', [
          group('Склад', [el('Ид', warehouse.id), el('Наименование', warehouse.name)]),
        ])
      : null,
    group('Товары', [...order.items.map(goodsLine), deliveryLine(order)]),
    orderRequisites(order, mapping.site),
  ])
}

/** Bitrix's CSaleExport::getCmrXmlRootNameParams, what the shop writes: ISO dates, `.` in sums. */
const ROOT_FORMATS = {
  ФорматДаты: 'ДФ=yyyy-MM-dd; ДЛФ=DT',
  ФорматВремени: 'ДФ=ЧЧ:мм:сс; ДЛФ=T',
  РазделительДатаВремя: 'T',
  ФорматСуммы: 'ЧЦ=18; ЧДЦ=2; ЧРД=.',
  ФорматКоличества: 'ЧЦ=18; ЧДЦ=2; ЧРД=.',
}

/**
 * The whole answer: every order a `Документ`. From schema 2.10 on, 1C's newer
 * modules read documents only inside `Контейнер` elements, one per order.
 * The root as 1C-Bitrix's export writes it, the answer 1C's module is known
 * to read: no `xmlns` (neither Bitrix nor the carono sample declares one),
 * and the formats of dates, times, sums and quantities.
 */
export function ordersDocument(orders: OrderForOneC[], mapping: OrderDocumentMapping): XmlElement {
  const version = schemaVersionOf(mapping.schemaVersion)
  const contained = Number(version) >= 2.1
  const { date, time } = shopDateTime(mapping.now)
  return {
    name: 'КоммерческаяИнформация',
    attributes: {
      ВерсияСхемы: version,
      ДатаФормирования: `${date}T${time}`,
      ...ROOT_FORMATS,
    },
    children: orders.map((order) => {
      const document = orderDocument(order, mapping)
      return contained ? group('Контейнер', [document]) : document
    }),
  }
}
