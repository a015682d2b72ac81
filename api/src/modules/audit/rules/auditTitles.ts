/**
 * The audit log in Russian (issue 18 «Audit log»): the titles of the actions,
 * entities and fields the api writes (api/src/lib/audit.ts), so the admin
 * reads «Смена роли сотрудника · Пользователь №7 · Роль: editor → manager»
 * rather than codes. The log stores the codes; a code with no title (an old
 * entry, a new action not yet named) is shown as it is. Pure; the web
 * imports it (`@domain/auditTitles`).
 */
import {
  CONTENT_KIND_CONFIGS,
  CONTENT_KINDS,
  type ContentKind,
} from '../../content/rules/contentAdmin'

export const AUDIT_ACTION_TITLES: Record<string, string> = {
  'order.transition': 'Смена статуса заказа',
  'order.refund': 'Возврат оплаты заказа',
  'order.payment': 'Оплата заказа (по данным 1С)',
  'order.export': 'Выгрузка заказов',
  'invoice.download': 'Просмотр счёта покупателя',
  'orderFile.download': 'Просмотр файла покупателя',
  'product.create': 'Создание товара',
  'product.update': 'Изменение товара',
  'product.stock': 'Изменение остатков',
  'product.pictures': 'Изменение картинок товара',
  'product.price': 'Массовое изменение цен',
  'product.import': 'Импорт товаров',
  'product.typePrices': 'Изменение цен по типам',
  'priceType.create': 'Создание типа цен',
  'priceType.update': 'Изменение типа цен',
  'priceType.delete': 'Удаление типа цен',
  'customerGroup.priceType': 'Смена типа цен группы',
  'catalog.exchange': 'Обмен с 1С: загрузка каталога',
  'kaspi.settings': 'Настройки прайс-листа Kaspi.kz',
  'user.invite': 'Приглашение сотрудника',
  'user.create': 'Создание учётной записи обмена с 1С',
  'user.password': 'Новый пароль обмена с 1С',
  'user.role': 'Смена роли сотрудника',
  'user.enable': 'Включение доступа сотрудника',
  'user.disable': 'Отключение доступа сотрудника',
  'user.group': 'Смена группы покупателя',
  'outbox.retry': 'Повторная отправка сообщения',
  'lead.handle': 'Заявка обработана',
  'lead.reopen': 'Заявка открыта снова',
  'content.create': 'Создание записи',
  'content.update': 'Изменение записи',
  'content.show': 'Показ записи на сайте',
  'content.hide': 'Скрытие записи с сайта',
}

interface EntityTitle {
  /** One record: «Заказ» (№12 follows). */
  one: string
  /** The filter's choice: «Заказы». */
  many: string
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const OWN_ENTITIES: Record<string, EntityTitle> = {
  order: { one: 'Заказ', many: 'Заказы' },
  product: { one: 'Товар', many: 'Товары' },
  catalogExchange: { one: 'Обмен с 1С', many: 'Обмены с 1С' },
  user: { one: 'Пользователь', many: 'Пользователи' },
  outboxMessage: { one: 'Сообщение', many: 'Сообщения' },
  callbackLead: { one: 'Заявка', many: 'Заявки' },
  import: { one: 'Файл импорта', many: 'Импорт товаров' },
  priceType: { one: 'Тип цен', many: 'Типы цен' },
  customerGroup: { one: 'Группа покупателей', many: 'Группы покупателей' },
  kaspiSettings: { one: 'Прайс-лист Kaspi.kz', many: 'Прайс-лист Kaspi.kz' },
}

/** Every entity the log has, content kinds (their `kind` is the entity) included. */
export const AUDIT_ENTITY_TITLES: Record<string, EntityTitle> = {
  ...OWN_ENTITIES,
  ...Object.fromEntries(
    CONTENT_KINDS.map((kind) => [
      kind,
      { one: capital(CONTENT_KIND_CONFIGS[kind].one), many: CONTENT_KIND_CONFIGS[kind].title },
    ])
  ),
}

/** The entities for the log's filter: code and title, in the order above. */
export const AUDIT_ENTITY_CHOICES = Object.entries(AUDIT_ENTITY_TITLES).map(([value, title]) => ({
  value,
  label: title.many,
}))

const has = (record: object, key: string) => Object.hasOwn(record, key)

export const auditActionTitle = (action: string) =>
  has(AUDIT_ACTION_TITLES, action) ? AUDIT_ACTION_TITLES[action] : action

/**
 * The changed record in words: «Заказ №12»; a record found by a text key
 * (an import's file, a content page) reads «Страница «delivery»».
 */
export function auditEntityText(entity: string, entityId: string): string {
  if (!has(AUDIT_ENTITY_TITLES, entity)) return `${entity} №${entityId}`
  const { one } = AUDIT_ENTITY_TITLES[entity]
  const byNumber = /^\d+$/.test(entityId)
  return byNumber ? `${one} №${entityId}` : `${one} «${entityId}»`
}

/** Fields of the non-content entities (a field means the same in each). */
const FIELD_TITLES: Record<string, string> = {
  // order.transition
  status: 'Статус',
  comment: 'Комментарий',
  // order.refund, order.payment
  paymentStatus: 'Оплата',
  // order.export, invoice.download, orderFile.download (staff reads)
  rows: 'Заказов',
  filter: 'Отбор',
  number: 'Номер заказа',
  customerId: 'Покупатель',
  customerEmail: 'E-mail покупателя',
  fileId: 'Файл',
  fileName: 'Имя файла',
  // outbox.retry
  state: 'Состояние',
  // lead.handle, lead.reopen (status: «Новая» / «Обработана»)
  note: 'Заметка',
  handledBy: 'Обработал',
  handledAt: 'Когда обработана',
  nextAttemptAt: 'Следующая попытка',
  // user.*
  email: 'E-mail',
  role: 'Роль',
  isActive: 'Активен',
  group: 'Группа покупателя',
  vip: 'VIP',
  // product.*
  article: 'Артикул',
  name: 'Название',
  description: 'Описание',
  price: 'Цена',
  oldPrice: 'Старая цена',
  isPopular: 'Популярный',
  isNew: 'Новинка',
  categoryId: 'Раздел',
  subcategoryId: 'Подраздел',
  brandId: 'Бренд',
  attributes: 'Характеристики',
  pictures: 'Картинки',
  // priceType.*, customerGroup.priceType (product.typePrices: the type names themselves)
  code: 'Код',
  prices: 'Цен товаров этого типа',
  priceType: 'Тип цен',
  // kaspi.settings (the secret only as «задан» / «нет»)
  merchantId: 'ID продавца (merchantid)',
  company: 'Компания',
  token: 'Секрет в адресе',
  listing: 'Какие товары выгружаются',
  categoryIds: 'Разделы',
  brandIds: 'Бренды',
  shops: 'Магазины: точка продаж и КАТО',
  // shops (the editor's fields are titled by their labels; these are Kaspi's)
  kaspiStoreId: 'Точка продаж на Kaspi',
  katoCode: 'Код города (КАТО)',
  // product.import
  created: 'Создано товаров',
  updated: 'Обновлено товаров',
  // product.create / product.update by a page import: the import's words.
  importChanges: 'Изменения из файла',
  // sections / subsections (the editor's Kazakh texts; the rest is the imports')
  isOnMain: 'На главной',
  image: 'Картинка',
  kind: 'Вид',
  // Columns every content row has besides its editor fields.
  id: 'Номер',
  key: 'Ключ',
  slug: 'Адрес (латиницей)',
  position: 'Порядок',
  createdAt: 'Создано',
  updatedAt: 'Изменено',
}

const SHOP_STOCK = /^shop(\d+)$/

const isContentKind = (entity: string): entity is ContentKind =>
  (CONTENT_KINDS as readonly string[]).includes(entity)

/** A changed field's title for its entity; an unknown field stays as it is. */
/** `nameKk` → `name`: the Kazakh columns are named by their Russian twin. */
const KAZAKH_TWIN = /^(\w+)Kk$/

export function auditFieldTitle(entity: string, field: string): string {
  // A Kazakh twin of a text (issue 33: `titleKk` beside `title`) reads as its Russian field's title.
  const kazakh = KAZAKH_TWIN.exec(field)
  if (kazakh) {
    const russian = auditFieldTitle(entity, kazakh[1])
    if (russian !== kazakh[1]) return `${russian} (каз)`
  }
  if (isContentKind(entity)) {
    const config = CONTENT_KIND_CONFIGS[entity]
    if (field === config.visibilityColumn) return 'Показывается на сайте'
    const editorField = config.fields.find((candidate) => candidate.name === field)
    if (editorField) return editorField.label
  }
  // product.stock: one field per shop, `shop3` → the count in shop 3.
  const shop = SHOP_STOCK.exec(field)
  if (shop) return `Остаток, магазин №${shop[1]}`
  return has(FIELD_TITLES, field) ? FIELD_TITLES[field] : field
}
