/**
 * The audit log as people read it (issue 30 §4): an entry stores codes, ids,
 * ISO instants, tenge as bare numbers and JSON («placed → confirmed»,
 * «true», «46900», «Заказ №51»); the admin reads Russian words, Almaty time,
 * ₸ and the names of the records, each linked to its screen. Pure: the api
 * applies it to the page of entries it answers (services/adminAudit, with
 * the names it looked up for `auditReferences`), and the web builds its
 * mock entries with it (`@modules/audit/rules/auditDisplay`).
 */
import {
  CUSTOMER_GROUP_TITLES,
  DELIVERY_STATE_TITLES,
  fieldChanges,
  STAFF_ROLE_TITLES,
} from '../../../lib/domain/adminPeople'
import { userDisplayName } from '../../../lib/domain/displayName'
import { formatTenge } from '../../../lib/domain/money'
import { ORDER_STATUS_TITLES } from '../../../lib/domain/orderLifecycle'
import { formatShopDay, formatShopTime } from '../../../lib/domain/shopTime'
import { CONTENT_KIND_CONFIGS, isContentKind } from '../../content/rules/contentAdmin'
import { FULFILMENT_TITLES } from '../../orders/rules/delivery'
import { PAYMENT_STATE_TITLES } from '../../payments/rules/paymentLifecycle'

import { auditActionTitle, auditEntityText, auditFieldTitle } from './auditTitles'

/** A text of the log; `path` when it names a record with a screen of its own. */
export interface AuditText {
  text: string
  path: string | null
}

/** One changed field as the log shows it. */
export interface AuditChangeView {
  /** The stored field's code (the list's key). */
  field: string
  title: string
  before: AuditText
  after: AuditText
}

/** An entry as stored (api/src/lib/audit.ts): the changed fields only, JSON values. */
export interface StoredAuditEntry {
  action: string
  entity: string
  entityId: string
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

/** What the api found of the records a page of entries names, by id (as text). */
export interface AuditNames {
  /** Order id → its number «A-001051». */
  orders: Record<string, string>
  products: Record<string, { article: string; name: string }>
  users: Record<
    string,
    {
      lastName?: string | null
      firstName?: string | null
      middleName?: string | null
      email: string
      role: string
    }
  >
  categories: Record<string, string>
  subcategories: Record<string, string>
  brands: Record<string, string>
  shops: Record<string, string>
  priceTypes: Record<string, string>
  customerGroups: Record<string, string>
}

export const NO_NAMES: AuditNames = {
  orders: {},
  products: {},
  users: {},
  categories: {},
  subcategories: {},
  brands: {},
  shops: {},
  priceTypes: {},
  customerGroups: {},
}

const NONE = '—'
const text = (value: string, path: string | null = null): AuditText => ({ text: value, path })
const has = (record: object, key: string) => Object.hasOwn(record, key)
const titleOf = (titles: Record<string, string>, code: unknown) =>
  typeof code === 'string' && has(titles, code) ? titles[code] : null

/** An id the log may turn into a path: digits only (anything else is never put in an address). */
const idOf = (value: unknown): string | null => {
  const id = typeof value === 'number' ? String(value) : value
  return typeof id === 'string' && /^\d{1,12}$/.test(id) ? id : null
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/
const SHOP_STOCK = /^shop(\d+)$/
const CUSTOMER_ROLE_TITLES: Record<string, string> = {
  customer: 'Покупатель',
  vip: 'Покупатель VIP',
}
const ROLE_TITLES: Record<string, string> = { ...STAFF_ROLE_TITLES, ...CUSTOMER_ROLE_TITLES }
const ORDER_KIND_TITLES: Record<string, string> = {
  guest: 'гости',
  account: 'покупатели с личным кабинетом',
}

const isCustomerRole = (role: string) => has(CUSTOMER_ROLE_TITLES, role)

/** Any stored value in words: да/нет, Almaty time, lists and objects read out. */
function plainText(value: unknown): string {
  if (value === null || value === undefined || value === '') return NONE
  if (typeof value === 'boolean') return value ? 'да' : 'нет'
  if (typeof value === 'number') return String(value)
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatShopTime(value) : value
  if (Array.isArray(value)) return value.length ? value.map(plainText).join('; ') : NONE
  if (typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>).map(
      ([key, item]) => `${key}: ${plainText(item)}`
    )
    return parts.length ? parts.join('; ') : NONE
  }
  return String(value)
}

/** Tenge as the shop writes it; 0 is «Цену уточняйте у менеджера», as everywhere. */
const money = (value: unknown) =>
  (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) &&
  !Number.isNaN(Number(value))
    ? formatTenge(value)
    : plainText(value)

/** A record named by id: its name from the api, else «№id». */
const named = (names: Record<string, string>, value: unknown) => {
  const id = idOf(value)
  if (!id) return plainText(value)
  return has(names, id) ? names[id] : `№${id}`
}

/** The export's filter (stored as JSON text) in words: «статусы: Оформлен; с 01.11.2026». */
function filterText(value: unknown, names: AuditNames): string {
  let filter: Record<string, unknown>
  try {
    filter = typeof value === 'string' ? JSON.parse(value) : (value as Record<string, unknown>)
  } catch {
    return plainText(value)
  }
  if (!filter || typeof filter !== 'object' || Array.isArray(filter)) return plainText(value)
  const parts: string[] = []
  const statuses = Array.isArray(filter.status) ? filter.status : []
  if (statuses.length)
    parts.push(`статусы: ${statuses.map((s) => titleOf(ORDER_STATUS_TITLES, s) ?? s).join(', ')}`)
  if (filter.shop) parts.push(`магазин: ${named(names.shops, filter.shop)}`)
  if (typeof filter.from === 'string') parts.push(`с ${formatShopDay(filter.from.slice(0, 10))}`)
  if (typeof filter.to === 'string') parts.push(`по ${formatShopDay(filter.to.slice(0, 10))}`)
  if (filter.kind)
    parts.push(`покупатели: ${titleOf(ORDER_KIND_TITLES, filter.kind) ?? filter.kind}`)
  if (filter.fulfilment)
    parts.push(`получение: ${titleOf(FULFILMENT_TITLES, filter.fulfilment) ?? filter.fulfilment}`)
  if (filter.paymentType) parts.push(`способ оплаты №${filter.paymentType}`)
  if (typeof filter.search === 'string' && filter.search) parts.push(`поиск «${filter.search}»`)
  return parts.length ? parts.join('; ') : 'все заказы'
}

type Shown = (value: unknown, names: AuditNames) => AuditText

const words =
  (titles: Record<string, string>): Shown =>
  (value) =>
    text(titleOf(titles, value) ?? plainText(value))

const customerLink: Shown = (value, names) => {
  const id = idOf(value)
  if (!id) return text(plainText(value))
  const user = names.users[id]
  return text(user ? userDisplayName(user) : `№${id}`, `/admin/customers/${id}`)
}

/** How a field's values are shown, by entry and field; null: as any value. */
function shownBy(entry: Pick<StoredAuditEntry, 'action' | 'entity'>, field: string): Shown | null {
  // Prices by type: the fields are the types' names («Оптовая от 10 шт»), the values tenge.
  if (entry.action === 'product.typePrices') return (value) => text(money(value))
  if (isContentKind(entry.entity)) {
    const config = CONTENT_KIND_CONFIGS[entry.entity]
    const choices = config.fields.find((candidate) => candidate.name === field)?.choices
    return choices
      ? words(Object.fromEntries(choices.map((choice) => [choice.value, choice.label])))
      : null
  }
  if (SHOP_STOCK.test(field))
    return (value) => text(value === null ? NONE : `${plainText(value)} шт.`)
  switch (field) {
    case 'price':
    case 'oldPrice':
      return entry.entity === 'product' ? (value) => text(money(value)) : null
    case 'status':
      return entry.entity === 'order' ? words(ORDER_STATUS_TITLES) : null
    case 'paymentStatus':
      return words(PAYMENT_STATE_TITLES)
    case 'role':
      return words(ROLE_TITLES)
    case 'group':
      return words(CUSTOMER_GROUP_TITLES)
    case 'state':
      return entry.entity === 'outboxMessage' ? words(DELIVERY_STATE_TITLES) : null
    case 'customerId':
      return customerLink
    case 'categoryId':
      return (value, names) => text(named(names.categories, value))
    case 'subcategoryId':
      return (value, names) => text(named(names.subcategories, value))
    case 'brandId':
      return (value, names) => text(named(names.brands, value))
    case 'fileId':
      return (value) => text(idOf(value) ? `№${idOf(value)}` : plainText(value))
    case 'filter':
      return entry.action === 'order.export'
        ? (value, names) => text(filterText(value, names))
        : null
    default:
      return null
  }
}

/**
 * THE rule: one stored change of an entry — a field, its value before and
 * after — as the log shows it: the field's Russian title and each value in
 * words (statuses, payment states, roles and groups by their titles; да/нет;
 * ₸; Almaty time; named records, a customer linked to their screen); none
 * is «—».
 */
export function auditChangeView(
  entry: Pick<StoredAuditEntry, 'action' | 'entity'>,
  change: { field: string; before: unknown; after: unknown },
  names: AuditNames = NO_NAMES
): AuditChangeView {
  const shown = shownBy(entry, change.field)
  const show = (value: unknown): AuditText =>
    value === null || value === undefined
      ? text(NONE)
      : shown
        ? shown(value, names)
        : text(plainText(value))
  const shop = SHOP_STOCK.exec(change.field)
  const title =
    shop && has(names.shops, shop[1])
      ? `Остаток, ${names.shops[shop[1]]}`
      : auditFieldTitle(entry.entity, change.field)
  return { field: change.field, title, before: show(change.before), after: show(change.after) }
}

/** A content record's title when the entry holds it (a created or retitled record). */
const contentTitle = (entry: StoredAuditEntry, column: string) => {
  const title = entry.after?.[column] ?? entry.before?.[column]
  return typeof title === 'string' && title ? title : null
}

/** The record an entry is about, in words, linked to its screen when it has one. */
export function auditSubject(entry: StoredAuditEntry, names: AuditNames = NO_NAMES): AuditText {
  const { entity, entityId } = entry
  const id = idOf(entityId)
  switch (entity) {
    case 'order': {
      if (!id) return text('Список заказов', '/admin/orders')
      const stored = entry.after?.number ?? entry.before?.number
      const number = names.orders[id] ?? (typeof stored === 'string' ? stored : null)
      return text(number ? `Заказ ${number}` : `Заказ №${id}`, `/admin/orders/${id}`)
    }
    case 'product': {
      if (!id) break
      const product = names.products[id]
      return text(
        product ? `Товар ${product.article} «${product.name}»` : `Товар №${id}`,
        `/admin/products/${id}`
      )
    }
    case 'user': {
      if (!id) break
      const user = names.users[id]
      if (!user) return text(`Пользователь №${id}`)
      return isCustomerRole(user.role)
        ? text(`Покупатель ${userDisplayName(user)}`, `/admin/customers/${id}`)
        : text(`Сотрудник ${userDisplayName(user)}`, '/admin/staff')
    }
    case 'priceType': {
      if (!id) break
      const stored = entry.before?.name ?? entry.after?.name
      const name = names.priceTypes[id] ?? (typeof stored === 'string' ? stored : null)
      // A deleted type has no screen line left to open.
      const path = has(names.priceTypes, id) ? '/admin/price-types' : null
      return text(name ? `Тип цен «${name}»` : `Тип цен №${id}`, path)
    }
    case 'customerGroup': {
      if (!id) break
      const group = names.customerGroups[id]
      return text(group ? `Группа «${group}»` : `Группа покупателей №${id}`, '/admin/price-types')
    }
    case 'outboxMessage':
      // The failed messages are retried from the leads screen.
      return text(auditEntityText(entity, entityId), '/admin/leads')
  }
  if (isContentKind(entity)) {
    const config = CONTENT_KIND_CONFIGS[entity]
    const title = contentTitle(entry, config.titleColumn)
    const one = config.one.charAt(0).toUpperCase() + config.one.slice(1)
    const key = /^[a-z0-9_-]{1,100}$/i.test(entityId) ? entityId : null
    return text(
      title ? `${one} «${title}»` : auditEntityText(entity, entityId),
      key ? `/admin/content/${entity}/${key}` : null
    )
  }
  return text(auditEntityText(entity, entityId))
}

export interface AuditEntryView {
  actionTitle: string
  subject: AuditText
  changes: AuditChangeView[]
}

/** A whole entry as the log shows it: the action, its record, and each changed field. */
export function auditEntryView(
  entry: StoredAuditEntry,
  names: AuditNames = NO_NAMES
): AuditEntryView {
  return {
    actionTitle: auditActionTitle(entry.action),
    subject: auditSubject(entry, names),
    changes: fieldChanges(entry.before, entry.after).map((change) =>
      auditChangeView(entry, change, names)
    ),
  }
}

export interface AuditReferences {
  orders: number[]
  products: number[]
  users: number[]
  categories: number[]
  subcategories: number[]
  brands: number[]
  shops: number[]
  priceTypes: number[]
  customerGroups: number[]
}

/** Which records a page of entries names, so the api looks each kind up once. */
export function auditReferences(entries: StoredAuditEntry[]): AuditReferences {
  const found: Record<keyof AuditReferences, Set<number>> = {
    orders: new Set(),
    products: new Set(),
    users: new Set(),
    categories: new Set(),
    subcategories: new Set(),
    brands: new Set(),
    shops: new Set(),
    priceTypes: new Set(),
    customerGroups: new Set(),
  }
  const add = (kind: keyof AuditReferences, value: unknown) => {
    const id = idOf(value)
    if (id) found[kind].add(Number(id))
  }
  const entityKinds: Record<string, keyof AuditReferences> = {
    order: 'orders',
    product: 'products',
    user: 'users',
    priceType: 'priceTypes',
    customerGroup: 'customerGroups',
  }
  for (const entry of entries) {
    if (has(entityKinds, entry.entity)) add(entityKinds[entry.entity], entry.entityId)
    for (const side of [entry.before, entry.after]) {
      if (!side || isContentKind(entry.entity)) continue
      for (const [field, value] of Object.entries(side)) {
        const shop = SHOP_STOCK.exec(field)
        if (shop) add('shops', shop[1])
        else if (field === 'customerId') add('users', value)
        else if (field === 'categoryId') add('categories', value)
        else if (field === 'subcategoryId') add('subcategories', value)
        else if (field === 'brandId') add('brands', value)
        else if (field === 'filter' && typeof value === 'string') {
          try {
            add('shops', (JSON.parse(value) as { shop?: unknown })?.shop)
          } catch {
            // Not JSON: shown as it is.
          }
        }
      }
    }
  }
  return Object.fromEntries(
    Object.entries(found).map(([kind, ids]) => [kind, [...ids].sort((a, b) => a - b)])
  ) as unknown as AuditReferences
}
