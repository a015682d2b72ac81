/**
 * The back office's content editor (issue 18 «Content»): one description per
 * kind — the fields, their types and labels — from which the api builds the
 * kind's input schema and the web its list and form. The fields of the
 * kinds the content import loads are taken from the import's own
 * descriptors (contentImport/kinds), and dates, links and lengths are judged
 * by the same rules (contentImport/values), so a value the import refuses
 * the editor refuses too. Slides are not imported: they are described here
 * in the same shape. Pure; the web imports it (`@domain/contentAdmin`).
 */

import { REQUIRED_MESSAGE } from '../../../lib/domain/contactFields'
import { id as databaseId, integer, line, longText } from '../../../lib/domain/inputFields'
import { classifyLink } from '../../../lib/domain/safeLink'
import { z } from '../../../lib/domain/zod'

import {
  BLOCK_KEY,
  KINDS,
  MAX_BODY_LENGTH,
  MAX_KEY_LENGTH,
  SLUG_KEY,
  type FieldSpec,
  type KindName,
} from './contentKinds'
import { ASTANA_OFFSET_MINUTES, coerceUrl, parseDate } from './contentValues'

export const CONTENT_KINDS = [
  'news',
  'objects',
  'objectTypes',
  'certificates',
  'partners',
  'faq',
  'production',
  'pages',
  'videos',
  'slides',
  'sections',
  'subsections',
  'shops',
] as const
export type ContentKind = (typeof CONTENT_KINDS)[number]

export type EditorFieldType =
  /** The record's address (slug): latin lower case, digits and dashes. */
  | 'key'
  | 'line'
  /** Plain text of several lines (a summary). */
  | 'text'
  /** The editors' Markdown, shown by the shop's RichText. */
  | 'markdown'
  | 'int'
  | 'bool'
  /** A moment, typed in Astana time. */
  | 'date'
  /** Like date; a date alone means the end of that day. */
  | 'until'
  /** An http(s) address of another site. */
  | 'url'
  /** A link of a slide: a page of the shop or an http(s) address (domain/safeLink). */
  | 'link'
  /** A stored media path of a picture. */
  | 'image'
  /** Stored media paths, one a line. */
  | 'images'
  /** A stored media path of a document or a picture. */
  | 'file'
  /** A JSON object (the data of a page). */
  | 'json'
  /** The type of an object: its id. */
  | 'objectType'
  /** One of `choices`. */
  | 'choice'

export interface EditorField {
  /** The column it fills (and the form field's name). */
  name: string
  type: EditorFieldType
  /** The form's label. */
  label: string
  required?: boolean
  /** Empty means «none» (null). */
  nullable?: boolean
  /** Left empty: a new record goes to the end, an edited one keeps its place (position). */
  auto?: boolean
  max?: number
  min?: number
  choices?: readonly { value: string; label: string }[]
  /** A Kazakh twin of the Russian field before it (issue 33 §3): the form marks it lang="kk". */
  lang?: 'kk'
  /** Shown beside its twin, never saved here (a section's Russian name is 1C's and the imports'). */
  readOnly?: boolean
  /** The line under the field, where the form's usual one would not say it. */
  hint?: string
}

export type ContentModel =
  | 'news'
  | 'project'
  | 'objectType'
  | 'certificate'
  | 'brand'
  | 'faqEntry'
  | 'productionPage'
  | 'contentBlock'
  | 'video'
  | 'slide'
  | 'category'
  | 'subcategory'
  | 'shop'

export interface ContentKindConfig {
  kind: ContentKind
  /** The section's name («Новости»). */
  title: string
  /** One record in words («новость»). */
  one: string
  model: ContentModel
  /** The table (for the row lock of a save). */
  table: string
  /** The primary key: `id`, or the key of a content block (pages). */
  idColumn: 'id' | 'key'
  /** The column shown as the record's title. */
  titleColumn: string
  /** The address column («slug»), null when the kind has none besides its id. */
  keyColumn: string | null
  /** Shown in the list's «Дата» column. */
  dateColumn: string | null
  /** The column that is true while the shop shows the record; null: it cannot be hidden. */
  visibilityColumn: string | null
  /** Has `position` (the list is in that order). */
  ordered: boolean
  /** New records may be made (pages and production pages are the site's fixed set). */
  creatable: boolean
  fields: EditorField[]
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Import field types → editor field types. */
const FROM_IMPORT: Record<FieldSpec['type'], EditorFieldType> = {
  line: 'line',
  text: 'text',
  int: 'int',
  bool: 'bool',
  date: 'date',
  until: 'until',
  url: 'url',
  image: 'image',
  images: 'images',
  file: 'file',
  json: 'json',
  objectType: 'objectType',
}

const fromImport = (field: FieldSpec): EditorField => ({
  name: field.column,
  type: field.markdown ? 'markdown' : FROM_IMPORT[field.type],
  label: capital(field.label),
  ...(field.required ? { required: true } : {}),
  ...(field.nullable ? { nullable: true } : {}),
  ...(field.column === 'position' ? { auto: true } : {}),
  ...(field.max !== undefined ? { max: field.max } : {}),
  ...(field.min !== undefined ? { min: field.min } : {}),
  ...(field.lang ? { lang: field.lang } : {}),
})

interface ImportedKind {
  title: string
  table: string
  /** The key column is NOT NULL (news, objects, partners, production). */
  keyRequired: boolean
  dateColumn?: string
  visibilityColumn?: string
}

const IMPORTED: Record<KindName, ImportedKind> = {
  news: {
    title: 'Новости',
    table: 'News',
    keyRequired: true,
    dateColumn: 'publishedAt',
    visibilityColumn: 'isPublished',
  },
  objects: { title: 'Объекты', table: 'Project', keyRequired: true, visibilityColumn: 'isActive' },
  certificates: {
    title: 'Сертификаты',
    table: 'Certificate',
    keyRequired: false,
    visibilityColumn: 'isActive',
  },
  partners: { title: 'Партнёры', table: 'Brand', keyRequired: true },
  faq: {
    title: 'Вопросы и ответы',
    table: 'FaqEntry',
    keyRequired: false,
    visibilityColumn: 'isActive',
  },
  pages: { title: 'Страницы', table: 'ContentBlock', keyRequired: true, dateColumn: 'updatedAt' },
  production: { title: 'Производство', table: 'ProductionPage', keyRequired: true },
  videos: { title: 'Видео', table: 'Video', keyRequired: false, visibilityColumn: 'isActive' },
}

function importedKind(name: KindName): ContentKindConfig {
  const spec = KINDS[name]
  const own = IMPORTED[name]
  const fields: EditorField[] = []
  // Pages are found by their key (their id): it is shown, never edited.
  if (spec.keyColumn === 'slug') {
    fields.push({
      name: 'slug',
      type: 'key',
      label: 'Адрес (латиницей)',
      max: MAX_KEY_LENGTH,
      ...(own.keyRequired ? { required: true } : { nullable: true }),
    })
  }
  for (const field of spec.fields) {
    // Showing and hiding is its own action (Скрыть / Показать), with its own audit entry.
    // The body's Kazakh twin goes after the body, below.
    if (field.column !== own.visibilityColumn && !field.markdown) fields.push(fromImport(field))
  }
  if (spec.bodyColumn) {
    fields.push({
      name: spec.bodyColumn,
      type: 'markdown',
      label: capital(spec.bodyLabel),
      max: MAX_BODY_LENGTH,
      ...(spec.bodyRequired ? { required: true } : {}),
    })
  }
  fields.push(...spec.fields.filter((field) => field.markdown).map(fromImport))
  return {
    kind: name,
    title: own.title,
    one: spec.label,
    model: spec.model,
    table: own.table,
    idColumn: spec.keyColumn === 'key' ? 'key' : 'id',
    titleColumn: spec.titleColumn,
    keyColumn: spec.keyColumn === 'slug' ? 'slug' : null,
    dateColumn: own.dateColumn ?? null,
    visibilityColumn: own.visibilityColumn ?? null,
    ordered: spec.ordered,
    creatable: !spec.fixedSet,
    fields,
  }
}

/** The place in the list; empty: a new record goes to the end. */
const POSITION: EditorField = {
  name: 'position',
  type: 'int',
  label: 'Порядок',
  auto: true,
  min: -1_000_000,
  max: 1_000_000,
}

export const SLIDE_KINDS = [
  { value: 'carousel', label: 'Карусель на главной' },
  { value: 'marketing', label: 'Рекламный баннер' },
  { value: 'product', label: 'Товар на главной' },
] as const

const SLIDES: ContentKindConfig = {
  kind: 'slides',
  title: 'Слайды',
  one: 'слайд',
  model: 'slide',
  table: 'Slide',
  idColumn: 'id',
  titleColumn: 'title',
  keyColumn: null,
  dateColumn: null,
  visibilityColumn: 'isActive',
  ordered: true,
  creatable: true,
  fields: [
    { name: 'kind', type: 'choice', label: 'Где показывать', required: true, choices: SLIDE_KINDS },
    { name: 'title', type: 'line', label: 'Заголовок', required: true, max: 300 },
    { name: 'titleKk', type: 'line', label: 'Заголовок (каз)', max: 300, lang: 'kk' },
    { name: 'subtitle', type: 'text', label: 'Подзаголовок', max: 1000 },
    { name: 'subtitleKk', type: 'text', label: 'Подзаголовок (каз)', max: 1000, lang: 'kk' },
    { name: 'image', type: 'image', label: 'Картинка', required: true },
    { name: 'link', type: 'link', label: 'Ссылка', nullable: true, max: 500 },
    { name: 'productId', type: 'int', label: 'Товар (номер)', nullable: true, min: 1 },
    POSITION,
  ],
}

/** The longest name of an object kind (the filter's buttons show it whole). */
export const OBJECT_TYPE_NAME_MAX = 100

/**
 * The kinds of objects («Жилые комплексы» …) the objects' filter and cards
 * name (issue 33): editors write their Kazakh names beside the Russian ones.
 * Content files name a kind by its name or its address (slug), so a renamed
 * kind is still found by its address.
 */
const OBJECT_TYPES: ContentKindConfig = {
  kind: 'objectTypes',
  title: 'Типы объектов',
  one: 'тип объектов',
  model: 'objectType',
  table: 'ObjectType',
  idColumn: 'id',
  titleColumn: 'name',
  keyColumn: 'slug',
  dateColumn: null,
  visibilityColumn: null,
  ordered: true,
  creatable: true,
  fields: [
    { name: 'slug', type: 'key', label: 'Адрес (латиницей)', required: true, max: MAX_KEY_LENGTH },
    { name: 'name', type: 'line', label: 'Название', required: true, max: OBJECT_TYPE_NAME_MAX },
    {
      name: 'nameKk',
      type: 'line',
      label: 'Название (каз)',
      max: OBJECT_TYPE_NAME_MAX,
      lang: 'kk',
    },
    POSITION,
  ],
}

/** A section's Kazakh name and description: within what the catalogue's pages show. */
export const SECTION_NAME_MAX = 200
export const SECTION_DESCRIPTION_MAX = 5000

/**
 * The catalogue's sections and subsections (issue 33 §3): editors write their
 * Kazakh names and descriptions beside the Russian ones. The Russian texts
 * are shown, not edited: the 1C exchange and the spreadsheet import find a
 * section by its Russian name (a rename here would make 1C's group a new
 * section). Sections are made by the imports, never here.
 */
const SECTIONS: ContentKindConfig = {
  kind: 'sections',
  title: 'Разделы каталога',
  one: 'раздел',
  model: 'category',
  table: 'Category',
  idColumn: 'id',
  titleColumn: 'name',
  keyColumn: null,
  dateColumn: null,
  visibilityColumn: null,
  ordered: true,
  creatable: false,
  fields: [
    { name: 'name', type: 'line', label: 'Название', readOnly: true },
    { name: 'nameKk', type: 'line', label: 'Название (каз)', max: SECTION_NAME_MAX, lang: 'kk' },
    { name: 'description', type: 'text', label: 'Описание', readOnly: true },
    {
      name: 'descriptionKk',
      type: 'text',
      label: 'Описание (каз)',
      max: SECTION_DESCRIPTION_MAX,
      lang: 'kk',
    },
  ],
}

const SUBSECTIONS: ContentKindConfig = {
  ...SECTIONS,
  kind: 'subsections',
  title: 'Подразделы каталога',
  one: 'подраздел',
  model: 'subcategory',
  table: 'Subcategory',
  fields: SECTIONS.fields.slice(0, 2),
}

/** A shop's texts: within what the availability, the checkout and the letters show whole. */
export const SHOP_TEXT_MAX = 200

/**
 * The city shops (issue 33 §3): what buyers read of them — the name for
 * guests, the city, the street address, the phone and the hours, each
 * Russian text with its Kazakh twin — and whether a guest may order there.
 * A new installation starts with none, so they are made here too. The
 * shop's own name is what the 1C exchange's warehouse settings and the
 * spreadsheet's «Остаток …» columns find it by (the hint says so); its
 * Kaspi fields live in «Kaspi.kz». A shop is never deleted: orders and
 * stock keep it.
 */
const SHOP_FIELDS: EditorField[] = [
  {
    name: 'name',
    type: 'line',
    label: 'Название (для 1С и таблиц)',
    required: true,
    max: 100,
    hint: 'По нему магазин находят склады в настройках обмена с 1С и столбец «Остаток …» в таблице товаров: переименовали здесь — переименуйте и там.',
  },
  {
    name: 'nameForGuest',
    type: 'line',
    label: 'Название для покупателей',
    required: true,
    max: SHOP_TEXT_MAX,
  },
  {
    name: 'nameForGuestKk',
    type: 'line',
    label: 'Название для покупателей (каз)',
    max: SHOP_TEXT_MAX,
    lang: 'kk',
  },
  { name: 'city', type: 'line', label: 'Город', required: true, max: 100 },
  { name: 'address', type: 'line', label: 'Адрес', required: true, max: SHOP_TEXT_MAX },
  { name: 'addressKk', type: 'line', label: 'Адрес (каз)', max: SHOP_TEXT_MAX, lang: 'kk' },
  { name: 'phone', type: 'line', label: 'Телефон', nullable: true, max: 50 },
  {
    name: 'workingHours',
    type: 'line',
    label: 'Часы работы',
    required: true,
    max: SHOP_TEXT_MAX,
  },
  {
    name: 'workingHoursKk',
    type: 'line',
    label: 'Часы работы (каз)',
    max: SHOP_TEXT_MAX,
    lang: 'kk',
  },
  { name: 'isCanOrderByGuest', type: 'bool', label: 'Гости могут заказать с получением здесь' },
  POSITION,
]

const SHOPS_KIND: ContentKindConfig = {
  kind: 'shops',
  title: 'Магазины',
  one: 'магазин',
  model: 'shop',
  table: 'Shop',
  idColumn: 'id',
  titleColumn: 'nameForGuest',
  keyColumn: null,
  dateColumn: null,
  visibilityColumn: null,
  ordered: true,
  creatable: true,
  fields: SHOP_FIELDS,
}

/** Kinds whose save changes the catalogue's pages (their caches are forgotten too). */
export const CATALOGUE_MODELS: readonly ContentModel[] = ['category', 'subcategory', 'shop']

export const CONTENT_KIND_CONFIGS: Record<ContentKind, ContentKindConfig> = {
  news: importedKind('news'),
  objects: importedKind('objects'),
  objectTypes: OBJECT_TYPES,
  certificates: importedKind('certificates'),
  partners: importedKind('partners'),
  faq: importedKind('faq'),
  production: importedKind('production'),
  pages: importedKind('pages'),
  videos: importedKind('videos'),
  slides: SLIDES,
  sections: SECTIONS,
  subsections: SUBSECTIONS,
  shops: SHOPS_KIND,
}

export const isContentKind = (value: unknown): value is ContentKind =>
  (CONTENT_KINDS as readonly unknown[]).includes(value)

/** The promo banner is the page `promo_banner` (its text and its end date). */
export const PROMO_BANNER_KEY = 'promo_banner'

/* ---------------------------------------------------------------- schemas */

export const KEY_MESSAGE =
  'Только латинские строчные буквы, цифры и дефисы, например «novyj-sklad».'
export const DATE_MESSAGE = 'Введите дату ГГГГ-ММ-ДД (можно со временем: 2026-11-05 10:30).'
export const URL_MESSAGE = 'Введите адрес https://…'
export const LINK_MESSAGE = 'Введите страницу сайта (/catalog/…) или адрес https://…'
export const MEDIA_PATH_MESSAGE =
  'Введите путь сохранённого файла, например «news/novyj-sklad/photo.jpg».'
export const JSON_MESSAGE = 'Введите набор полей в формате JSON: {"ключ": "значение"}.'
export const OBJECT_TYPE_MESSAGE = 'Выберите тип объекта.'
export const MAX_IMAGES = 30
const MAX_MEDIA_PATH = 300
const MAX_JSON_LENGTH = 20_000

/** A path in the media store: relative, no `..`, no spaces or odd characters. */
const MEDIA_PATH = /^(?!.*\.\.)[A-Za-z0-9_][A-Za-z0-9._/-]*$/

export const isMediaPath = (value: string) =>
  value.length <= MAX_MEDIA_PATH && MEDIA_PATH.test(value)

/** '' (a cleared field) → null. */
const emptyAsNull = (value: string) => (value === '' ? null : value)

function lineField(
  field: EditorField,
  max: number,
  check?: (value: string) => boolean,
  message?: string
) {
  const text = line({
    max,
    ...(field.required ? { required: REQUIRED_MESSAGE } : {}),
  })
  const checked = check ? text.refine((value) => value === '' || check(value), message) : text
  return field.nullable ? checked.transform(emptyAsNull) : checked
}

function dateField(field: EditorField) {
  const endOfDay = field.type === 'until'
  return z
    .union([z.string(), z.null()], { error: DATE_MESSAGE })
    .optional()
    .transform((value, context) => {
      const text = (value ?? '').trim()
      if (!text) {
        if (field.required) context.addIssue({ code: 'custom', message: REQUIRED_MESSAGE })
        return null
      }
      const date = text.length <= 40 ? parseDate(text, endOfDay) : null
      if (!date) context.addIssue({ code: 'custom', message: DATE_MESSAGE })
      return date
    })
}

function intField(field: EditorField) {
  const number = integer({ min: field.min ?? -2_147_483_648, max: field.max ?? 2_147_483_647 })
  // An empty box is «none» (year, product) or «the usual place» (position).
  return z
    .union([z.literal(''), z.null(), number])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value))
}

function imagesField() {
  const path = z.string().refine(isMediaPath, MEDIA_PATH_MESSAGE)
  return z
    .union([z.array(z.string(), { error: MEDIA_PATH_MESSAGE }), z.string(), z.null()], {
      error: MEDIA_PATH_MESSAGE,
    })
    .optional()
    .transform((value) =>
      (Array.isArray(value) ? value : (value ?? '').split('\n'))
        .map((item) => item.trim())
        .filter(Boolean)
    )
    .pipe(z.array(path).max(MAX_IMAGES))
}

function jsonField() {
  return z
    .union([z.string(), z.record(z.string(), z.unknown()), z.null()], {
      error: JSON_MESSAGE,
    })
    .optional()
    .transform((value, context) => {
      if (value === null || value === undefined) return null
      if (typeof value !== 'string') return value
      if (!value.trim()) return null
      let parsed: unknown = null
      try {
        parsed = value.length <= MAX_JSON_LENGTH ? JSON.parse(value) : null
      } catch {
        parsed = null
      }
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
        context.addIssue({ code: 'custom', message: JSON_MESSAGE })
        return null
      }
      return parsed as Record<string, unknown>
    })
}

function boolField() {
  return z
    .union([z.boolean(), z.literal('true'), z.literal('false'), z.null()], {
      error: 'Ожидается да или нет.',
    })
    .optional()
    .transform((value) => value === true || value === 'true')
}

/** One field's schema: what the form or the GraphQL `values` may hold → the column's value. */
export function fieldSchema(field: EditorField): z.ZodType {
  switch (field.type) {
    case 'key':
      return lineField(
        field,
        field.max ?? MAX_KEY_LENGTH,
        (value) => SLUG_KEY.test(value),
        KEY_MESSAGE
      )
    case 'line':
      return lineField(field, field.max ?? 300)
    case 'text':
      return longText({ max: field.max ?? 1000 })
    case 'markdown':
      return longText({
        max: field.max ?? MAX_BODY_LENGTH,
        ...(field.required ? { required: REQUIRED_MESSAGE } : {}),
      })
    case 'int':
      return intField(field)
    case 'bool':
      return boolField()
    case 'date':
    case 'until':
      return dateField(field)
    case 'url':
      return lineField(field, 500, (value) => 'value' in coerceUrl(value), URL_MESSAGE)
    case 'link':
      return lineField(
        field,
        field.max ?? 500,
        (value) => classifyLink(value).kind !== 'refused',
        LINK_MESSAGE
      )
    case 'image':
    case 'file':
      return lineField(field, MAX_MEDIA_PATH, isMediaPath, MEDIA_PATH_MESSAGE)
    case 'images':
      return imagesField()
    case 'json':
      return jsonField()
    case 'objectType':
      return databaseId(OBJECT_TYPE_MESSAGE)
    case 'choice':
      return z.enum((field.choices ?? []).map((choice) => choice.value) as [string, ...string[]], {
        error: 'Выберите значение из списка.',
      })
  }
}

const valueSchemas = new Map<ContentKind, z.ZodType>()

/**
 * The one schema of a kind's record, as the form holds it and the save
 * sends it: every field of the kind → its column value.
 */
export function contentValuesSchema(kind: ContentKind) {
  let schema = valueSchemas.get(kind)
  if (!schema) {
    const config = CONTENT_KIND_CONFIGS[kind]
    schema = z.object(
      Object.fromEntries(
        config.fields
          .filter((field) => !field.readOnly)
          .map((field) => [field.name, fieldSchema(field)])
      )
    )
    valueSchemas.set(kind, schema)
  }
  return schema as z.ZodType<Record<string, unknown>, Record<string, unknown>>
}

const kindSchema = z.enum(CONTENT_KINDS, { error: 'Неизвестный раздел.' })

/** A record's id: a number, or a page's key. */
const recordId = line({ max: 64, required: REQUIRED_MESSAGE }).refine(
  (value) => /^\d{1,9}$/.test(value) || BLOCK_KEY.test(value),
  'Запись не найдена.'
)

/** The version of the record a form was based on (see services/adminContent). */
const version = line({ max: 64 })

export const VISIBILITY_MESSAGE = 'Ожидается да или нет.'

/**
 * Whether a new record is shown in the shop: what the editor sent under the
 * kind's visibility column (`isActive`, news `isPublished`), visible when
 * they sent nothing (the form's «Сохранить» of a new record). An edit never
 * changes it: «Скрыть» / «Показать» is its own audited action. Null: the
 * kind cannot be hidden.
 */
export function newRecordVisibility(
  config: ContentKindConfig,
  values: Record<string, unknown>
): { visible: boolean | null } | { error: Record<string, string[]> } {
  const column = config.visibilityColumn
  if (!column) return { visible: null }
  const asked = values[column]
  if (asked === undefined || asked === null) return { visible: true }
  if (typeof asked !== 'boolean') return { error: { [column]: [VISIBILITY_MESSAGE] } }
  return { visible: asked }
}

/** `saveContent`: a new record (no id) or an edit of the version the form showed. */
export const contentSaveSchema = z.object({
  kind: kindSchema,
  id: recordId.nullish(),
  version,
  values: z.record(z.string(), z.unknown(), { error: 'Ожидается объект с полями.' }),
})

/** `setContentVisibility`: «Скрыть» / «Показать». */
export const contentVisibilitySchema = z.object({
  kind: kindSchema,
  id: recordId,
  version,
  visible: z.boolean({ error: 'Ожидается да или нет.' }),
})

/** `adminContentRecord`: a record, or (no id) a blank form of the kind. */
export const contentRecordSchema = z.object({ kind: kindSchema, id: recordId.nullish() })

/* ------------------------------------------------------------ form values */

const pad = (n: number) => String(n).padStart(2, '0')

/** A moment as the form's `datetime-local` box shows it: Astana time, «2026-11-05T10:30». */
export function astanaInputValue(moment: Date | string | null | undefined): string {
  if (!moment) return ''
  const date = new Date(moment)
  if (Number.isNaN(date.getTime())) return ''
  const local = new Date(date.getTime() + ASTANA_OFFSET_MINUTES * 60_000)
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T${pad(
    local.getUTCHours()
  )}:${pad(local.getUTCMinutes())}`
}

/** A record's stored values (as GraphQL's JSON gives them) → the form's values. */
export function formValuesOf(
  kind: ContentKind,
  values: Record<string, unknown>
): Record<string, string | boolean> {
  const form: Record<string, string | boolean> = {}
  for (const field of CONTENT_KIND_CONFIGS[kind].fields) {
    const value = values[field.name]
    switch (field.type) {
      case 'bool':
        form[field.name] = value === true
        break
      case 'date':
      case 'until':
        form[field.name] = astanaInputValue(value as string | null)
        break
      case 'images':
        form[field.name] = Array.isArray(value) ? value.join('\n') : ''
        break
      case 'json':
        form[field.name] = value ? JSON.stringify(value, null, 2) : ''
        break
      default:
        form[field.name] = value === null || value === undefined ? '' : String(value)
    }
  }
  return form
}
