/**
 * What the content import loads: one *kind* per folder of the import (news/,
 * objects/, certificates/, partners/, faq/, pages/, production/, videos/),
 * each a table of the shop with its key (the file name) and its fields — the
 * front-matter names editors write, the column each fills and how its value
 * is read. Pure; docs/editors.md «2. Content» is the editors' version.
 */

export const KIND_NAMES = [
  'news',
  'objects',
  'certificates',
  'partners',
  'faq',
  'pages',
  'production',
  'videos',
] as const
export type KindName = (typeof KIND_NAMES)[number]

export type FieldType =
  /** One line of text (numbers are taken as text). */
  | 'line'
  /** Markdown / plain text of several lines. */
  | 'text'
  | 'int'
  | 'bool'
  /** A moment: «2026-11-05», «2026-11-05 10:30» (Astana time) or ISO 8601. */
  | 'date'
  /** Like 'date', but a date alone means the end of that day (inclusive). */
  | 'until'
  | 'url'
  /** One picture file → its stored media path. */
  | 'image'
  /** A list of picture files → stored media paths. */
  | 'images'
  /** A document (PDF) or picture → its stored media path. */
  | 'file'
  /** Free JSON data (an object). */
  | 'json'
  /** An object type, by name or slug (objects only). */
  | 'objectType'

export interface FieldSpec {
  /** The name in the front matter / JSON. */
  name: string
  /** The column it fills; for objectType, `typeId`. */
  column: string
  type: FieldType
  /** How the report names it. */
  label: string
  /** Needed when the record is created. */
  required?: boolean
  /** May be cleared (null, '' or an empty list). */
  nullable?: boolean
  /** Longest accepted text. */
  max?: number
  min?: number
  /** A Kazakh twin of a Russian field (issue 33 §3): empty shows the Russian text. */
  lang?: 'kk'
  /** Markdown like the body (the Kazakh twin of the body). */
  markdown?: boolean
}

export interface KindSpec {
  name: KindName
  /** The folder of the import (also where stored pictures go, see mediaFolder). */
  folder: string
  /** The report's word for one record. */
  label: string
  /** The Prisma model. */
  model:
    | 'news'
    | 'project'
    | 'certificate'
    | 'brand'
    | 'faqEntry'
    | 'contentBlock'
    | 'productionPage'
    | 'video'
  /** The key column (the file name): slug, or `key` of content blocks. */
  keyColumn: 'slug' | 'key'
  /** The column shown in the report («заголовок»). */
  titleColumn: string
  /** The column the Markdown body fills; null: the kind has no body. */
  bodyColumn: string | null
  /** The body must not be empty. */
  bodyRequired: boolean
  /** How the report names the body. */
  bodyLabel: string
  fields: FieldSpec[]
  /** Has `position`: new records go to the end unless it is given. */
  ordered: boolean
  /**
   * Records without a key (entered before the import) are found by their
   * title once and get the key.
   */
  adoptByTitle: boolean
  /**
   * Only records that exist (or, for pages, a known key) may be imported:
   * the site has a fixed set of them.
   */
  fixedSet: boolean
  /** --prune may delete records missing from the folder. */
  prunable: boolean
  /** Stored pictures: <mediaFolder>/<key>/<hash>.<ext>. */
  mediaFolder: string
}

/** The longest Markdown body (a long article is some 30 000 characters). */
export const MAX_BODY_LENGTH = 100_000

/**
 * The Kazakh twin of a Russian text field (issue 33 §3): `<name>_kk` in the
 * front matter, `<column>Kk` in the table, «<label> (каз)» in the form and
 * the report, the same length limit, never required — empty shows the
 * Russian text.
 */
export const kazakhTwin = (field: FieldSpec): FieldSpec => ({
  name: `${field.name}_kk`,
  column: `${field.column}Kk`,
  type: field.type,
  label: `${field.label} (каз)`,
  ...(field.max !== undefined ? { max: field.max } : {}),
  lang: 'kk',
})

/** The Kazakh twin of a kind's Markdown body: `body_kk` (`answer_kk`, `description_kk`) in the front matter. */
export const kazakhBody = (column: string, label: string): FieldSpec => ({
  name: `${column}_kk`,
  column: `${column}Kk`,
  type: 'text',
  label: `${label} (каз)`,
  max: MAX_BODY_LENGTH,
  lang: 'kk',
  markdown: true,
})

/** The fields followed each by its Kazakh twin. */
const withKazakh = (fields: FieldSpec[]): FieldSpec[] =>
  fields.flatMap((field) => [field, kazakhTwin(field)])

const position: FieldSpec = {
  name: 'position',
  column: 'position',
  type: 'int',
  label: 'порядок',
  min: -1_000_000,
  max: 1_000_000,
}

/** The heading of a news item, an object or a production page. */
const title: FieldSpec = {
  name: 'title',
  column: 'title',
  type: 'line',
  label: 'заголовок',
  required: true,
  max: 300,
}

/** The name of an object, a certificate or a video. */
const name300: FieldSpec = {
  name: 'title',
  column: 'title',
  type: 'line',
  label: 'название',
  required: true,
  max: 300,
}

/** The short text under a heading (news, production pages). */
const summary: FieldSpec = {
  name: 'summary',
  column: 'summary',
  type: 'text',
  label: 'анонс',
  max: 1000,
}

export const KINDS: Record<KindName, KindSpec> = {
  news: {
    name: 'news',
    folder: 'news',
    label: 'новость',
    model: 'news',
    keyColumn: 'slug',
    titleColumn: 'title',
    bodyColumn: 'body',
    bodyRequired: true,
    bodyLabel: 'текст',
    fields: [
      ...withKazakh([title]),
      { name: 'date', column: 'publishedAt', type: 'date', label: 'дата', required: true },
      ...withKazakh([summary]),
      { name: 'image', column: 'image', type: 'image', label: 'картинка', nullable: true },
      { name: 'gallery', column: 'gallery', type: 'images', label: 'галерея', nullable: true },
      { name: 'promo', column: 'isPromo', type: 'bool', label: 'акция' },
      { name: 'published', column: 'isPublished', type: 'bool', label: 'опубликована' },
      kazakhBody('body', 'текст'),
    ],
    ordered: false,
    adoptByTitle: false,
    fixedSet: false,
    prunable: true,
    mediaFolder: 'news',
  },
  objects: {
    name: 'objects',
    folder: 'objects',
    label: 'объект',
    model: 'project',
    keyColumn: 'slug',
    titleColumn: 'title',
    bodyColumn: 'description',
    bodyRequired: false,
    bodyLabel: 'описание',
    fields: [
      ...withKazakh([name300]),
      { name: 'type', column: 'typeId', type: 'objectType', label: 'тип', required: true },
      {
        name: 'location',
        column: 'location',
        type: 'line',
        label: 'город',
        required: true,
        max: 100,
      },
      {
        name: 'client',
        column: 'client',
        type: 'line',
        label: 'заказчик',
        nullable: true,
        max: 300,
      },
      {
        name: 'year',
        column: 'year',
        type: 'int',
        label: 'год',
        nullable: true,
        min: 1950,
        max: 2100,
      },
      { name: 'images', column: 'images', type: 'images', label: 'фото', nullable: true },
      position,
      kazakhBody('description', 'описание'),
    ],
    ordered: true,
    adoptByTitle: false,
    fixedSet: false,
    prunable: true,
    mediaFolder: 'objects',
  },
  certificates: {
    name: 'certificates',
    folder: 'certificates',
    label: 'сертификат',
    model: 'certificate',
    keyColumn: 'slug',
    titleColumn: 'title',
    bodyColumn: 'description',
    bodyRequired: false,
    bodyLabel: 'описание',
    fields: [
      ...withKazakh([name300]),
      { name: 'image', column: 'image', type: 'image', label: 'изображение', required: true },
      { name: 'file', column: 'file', type: 'file', label: 'файл', nullable: true },
      position,
      kazakhBody('description', 'описание'),
    ],
    ordered: true,
    adoptByTitle: true,
    fixedSet: false,
    prunable: true,
    mediaFolder: 'certificates',
  },
  partners: {
    name: 'partners',
    folder: 'partners',
    label: 'бренд',
    model: 'brand',
    keyColumn: 'slug',
    titleColumn: 'name',
    bodyColumn: 'description',
    bodyRequired: false,
    bodyLabel: 'описание',
    fields: [
      { name: 'name', column: 'name', type: 'line', label: 'название', required: true, max: 100 },
      { name: 'logo', column: 'logo', type: 'image', label: 'логотип', nullable: true },
      {
        name: 'country',
        column: 'country',
        type: 'line',
        label: 'страна',
        nullable: true,
        max: 100,
      },
      { name: 'website', column: 'website', type: 'url', label: 'сайт', nullable: true },
      { name: 'featured', column: 'isFeatured', type: 'bool', label: 'в избранных брендах' },
      kazakhBody('description', 'описание'),
    ],
    ordered: false,
    adoptByTitle: false,
    fixedSet: false,
    // Brands carry the catalogue's goods: never deleted by the content import.
    prunable: false,
    mediaFolder: 'brands',
  },
  faq: {
    name: 'faq',
    folder: 'faq',
    label: 'вопрос',
    model: 'faqEntry',
    keyColumn: 'slug',
    titleColumn: 'question',
    bodyColumn: 'answer',
    bodyRequired: true,
    bodyLabel: 'ответ',
    fields: [
      ...withKazakh([
        {
          name: 'question',
          column: 'question',
          type: 'line',
          label: 'вопрос',
          required: true,
          max: 500,
        },
      ]),
      position,
      kazakhBody('answer', 'ответ'),
    ],
    ordered: true,
    adoptByTitle: true,
    fixedSet: false,
    prunable: true,
    mediaFolder: 'faq',
  },
  pages: {
    name: 'pages',
    folder: 'pages',
    label: 'страница',
    model: 'contentBlock',
    keyColumn: 'key',
    titleColumn: 'title',
    bodyColumn: 'body',
    bodyRequired: false,
    bodyLabel: 'текст',
    fields: [
      ...withKazakh([title]),
      {
        name: 'validUntil',
        column: 'validUntil',
        type: 'until',
        label: 'действует до',
        nullable: true,
      },
      { name: 'data', column: 'data', type: 'json', label: 'данные', nullable: true },
      kazakhBody('body', 'текст'),
    ],
    ordered: false,
    adoptByTitle: false,
    fixedSet: true,
    // The site's own sections: a missing file never removes one.
    prunable: false,
    mediaFolder: 'pages',
  },
  production: {
    name: 'production',
    folder: 'production',
    label: 'производство',
    model: 'productionPage',
    keyColumn: 'slug',
    titleColumn: 'title',
    bodyColumn: 'body',
    bodyRequired: true,
    bodyLabel: 'текст',
    fields: [
      ...withKazakh([title, summary]),
      { name: 'image', column: 'image', type: 'image', label: 'картинка', nullable: true },
      { name: 'gallery', column: 'gallery', type: 'images', label: 'галерея', nullable: true },
      position,
      kazakhBody('body', 'текст'),
    ],
    ordered: true,
    adoptByTitle: false,
    fixedSet: true,
    prunable: false,
    mediaFolder: 'production',
  },
  videos: {
    name: 'videos',
    folder: 'videos',
    label: 'видео',
    model: 'video',
    keyColumn: 'slug',
    titleColumn: 'title',
    bodyColumn: null,
    bodyRequired: false,
    bodyLabel: 'текст',
    fields: [
      ...withKazakh([name300]),
      { name: 'url', column: 'url', type: 'url', label: 'ссылка', required: true },
      { name: 'preview', column: 'preview', type: 'image', label: 'превью', nullable: true },
      position,
    ],
    ordered: true,
    adoptByTitle: true,
    fixedSet: false,
    prunable: true,
    mediaFolder: 'videos',
  },
}

/** The content blocks the site shows (api/src/graphql/content.sdl.ts). */
export const PAGE_KEYS = [
  'about',
  'service',
  'delivery',
  'policy',
  'wholesaler',
  'contacts',
  'advantages',
  'promo_banner',
]

/** A file name that can be a key: latin lower case, digits and dashes (pages: underscores). */
export const SLUG_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const BLOCK_KEY = /^[a-z][a-z0-9_]{0,63}$/
export const MAX_KEY_LENGTH = 100

/** Documents a certificate may link (besides pictures); /api/media/ serves them. */
export const DOCUMENT_EXTENSIONS = new Set(['.pdf'])
