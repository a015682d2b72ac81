/**
 * A products sheet (CSV or XLSX, Russian headers) → product drafts. The
 * header row names the columns; each later row is one product, keyed by
 * «Артикул». Pure: the sheet comes as SheetRows (lib/domain/orderFileRows),
 * whatever file it was read from.
 *
 * Cells: empty = «leave as it is»; «-» clears an optional field (brand,
 * subcategory, description, a characteristic, all pictures). «Старая цена»
 * and the prices of other types («Цена Оптовая», «Цена Оптовая от 10»,
 * «Цена от 10») are the exception: like a price list, an empty cell means
 * «no such price» (no discount, no price of that type from that quantity).
 * So are the Kazakh twins «Наименование (каз)» and «Описание (каз)» (issue
 * 33 §3): an empty cell means «no Kazakh text» — the shop shows the Russian
 * one; a sheet without the column leaves the stored Kazakh text alone.
 */
import { isPriced } from 'src/lib/domain/money'
import { parseDelimited, type SheetRow } from 'src/lib/domain/orderFileRows'
import { fieldProblem, productFields } from 'src/lib/domain/productFields'
import { RETAIL_PRICE_TYPE } from 'src/modules/pricing/rules/priceTypes'

import type { AttributeChange, ProductDraft, ReadResult, TypePriceDraft } from './types'
import {
  attributeValue,
  cleanText,
  inSentence,
  nameKey,
  normalizeSpaces,
  parsePrice,
  parseStockCount,
} from './values'

export type Column =
  | {
      kind:
        | 'article'
        | 'name'
        | 'brand'
        | 'category'
        | 'subcategory'
        | 'price'
        | 'oldPrice'
        | 'description'
        | 'nameKk'
        | 'descriptionKk'
        | 'unit'
        | 'images'
    }
  | { kind: 'stock'; shop: string }
  | { kind: 'attribute'; name: string }
  /** A price of a type (code or name as written; `retail` for «Цена от N») from minQuantity pieces. */
  | { kind: 'typePrice'; type: string; minQuantity: number; header: string }
  /** A header that names a price wrongly («Цена от 1,5»): the file is refused. */
  | { kind: 'invalid'; error: string }
  | { kind: 'ignored' }

type FieldKind = Exclude<
  Column['kind'],
  'stock' | 'attribute' | 'typePrice' | 'invalid' | 'ignored'
>

const HEADERS: Record<FieldKind, string[]> = {
  article: ['артикул', 'арт', 'артикул товара', 'код товара', 'sku'],
  name: ['наименование', 'название', 'наименование товара', 'товар'],
  brand: ['бренд', 'производитель', 'марка', 'торговая марка'],
  category: ['категория', 'раздел'],
  subcategory: ['подкатегория', 'подраздел'],
  price: ['цена', 'розничная цена', 'цена продажи'],
  oldPrice: ['старая цена', 'цена до скидки', 'цена без скидки'],
  description: ['описание'],
  nameKk: ['наименование (каз)', 'название (каз)'],
  descriptionKk: ['описание (каз)'],
  unit: ['единица', 'ед. изм', 'ед изм', 'единица измерения'],
  images: ['изображения', 'изображение', 'фото', 'картинки', 'фотографии'],
}
/** Every field the importer reads (the template's check that none is forgotten). */
export const FIELD_KINDS = Object.keys(HEADERS) as FieldKind[]

const FIELD_BY_HEADER = new Map<string, FieldKind>(
  Object.entries(HEADERS).flatMap(([kind, names]) =>
    names.map((name) => [name, kind as FieldKind] as const)
  )
)

/** Characters that mark «clear this field». */
const CLEAR = new Set(['-', '—', '–'])
/** Columns that say what the row is about; a title row above the header is skipped. */
const HEADER_SEARCH_ROWS = 10

const LABEL = {
  name: 'Наименование',
  brand: 'Бренд',
  category: 'Категория',
  subcategory: 'Подкатегория',
  price: 'Цена',
  oldPrice: 'Старая цена',
  description: 'Описание',
  nameKk: 'Наименование (каз)',
  descriptionKk: 'Описание (каз)',
  unit: 'Единица',
  images: 'Изображения',
} as const

/**
 * The columns of the back office's template (issue 30 §4 «Скачать шаблон»),
 * each under the header the importer itself reads (columnOf; the tests read
 * every template header back) with an example value. Pictures are left out:
 * the back office adds them on the product's page.
 */
export const TEMPLATE_FIELDS: { kind: FieldKind; header: string; example: string }[] = [
  { kind: 'article', header: 'Артикул', example: 'GR-JP-5-24' },
  { kind: 'name', header: LABEL.name, example: 'Насосная станция Grundfos JP 5-24' },
  { kind: 'category', header: LABEL.category, example: 'Насосное оборудование' },
  { kind: 'subcategory', header: LABEL.subcategory, example: 'Насосные станции' },
  { kind: 'brand', header: LABEL.brand, example: 'Grundfos' },
  { kind: 'price', header: LABEL.price, example: '185000' },
  { kind: 'oldPrice', header: LABEL.oldPrice, example: '199000' },
  { kind: 'unit', header: LABEL.unit, example: 'шт' },
  { kind: 'description', header: LABEL.description, example: 'Для дома и дачи, до 3 м³/ч.' },
  { kind: 'nameKk', header: LABEL.nameKk, example: 'Grundfos JP 5-24 сорғы станциясы' },
  {
    kind: 'descriptionKk',
    header: LABEL.descriptionKk,
    example: 'Үй мен саяжайға, 3 м³/сағ дейін.',
  },
]

/** The template's example characteristic (any «Характеристика: <название>» is read). */
export const TEMPLATE_ATTRIBUTE = { header: 'Характеристика: Мощность, кВт', example: '0,75' }

/** The template's header of a shop's stock column («Остаток <магазин>», columnOf). */
export const stockHeader = (shop: string) => `Остаток ${shop}`

/**
 * The template sheet: the header row and one example row — the fields, a
 * stock column per shop (the shops as the catalogue names them), one
 * characteristic. Pure: the shops come from the caller.
 */
export function productTemplateRows(shops: string[]): string[][] {
  return [
    [
      ...TEMPLATE_FIELDS.map((field) => field.header),
      ...shops.map(stockHeader),
      TEMPLATE_ATTRIBUTE.header,
    ],
    [
      ...TEMPLATE_FIELDS.map((field) => field.example),
      ...shops.map(() => '3'),
      TEMPLATE_ATTRIBUTE.example,
    ],
  ]
}

/** «… (каз)», «… (қаз)», «… (kk)», «…, каз»: a Kazakh twin's header (the Russian header before it). */
const KAZAKH_NOTE = /^(.+?)\s*(?:\(\s*(?:каз|қаз|kk|kaz)\.?\s*\)|,\s*(?:каз|қаз|kk)\.?)$/
/** «, ₸», «(тг)» after a price header. */
const CURRENCY_NOTE = /\s*(?:,\s*|\(\s*)(?:₸|тг\.?|тнг\.?|тенге|kzt)\s*\)?$/i
/** «… от 10», «… от 10 шт»: a quantity break. */
const FROM_QUANTITY = /(?:^|\s)от\s+(\S+?)\s*(?:шт\.?)?$/i
/** How a retail column may name its type besides the code: «Цена Розничная от 10». */
const RETAIL_LABELS = new Set(['розничная', 'розница'])

/**
 * «Цена Оптовая», «Оптовая цена», «Цена: Оптовая» → that type's price;
 * «… от 10 (шт)» → its price from 10 pieces; «Цена от 10» (or «Цена
 * Розничная от 10») → a retail break; «Цена Розничная» is «Цена».
 */
function typePriceColumn(header: string): Column | null {
  const text = header.replace(CURRENCY_NOTE, '')
  const from = FROM_QUANTITY.exec(text)
  const base = from ? text.slice(0, from.index).trim() : text
  const named = /^цена\s*:?\s*(.*)$/i.exec(base) ?? /^(.+?)\s+цена$/i.exec(base)
  if (!named) return null
  const label = named[1].trim()
  const retail = !label || RETAIL_LABELS.has(nameKey(label)) || label === RETAIL_PRICE_TYPE
  let minQuantity = 1
  if (from) {
    const count = from[1].replace(/[.,]0+$/, '')
    const problem = fieldProblem(productFields.breakQuantity(), count)
    if (problem) return { kind: 'invalid', error: `Колонка «${header}»: ${inSentence(problem)}` }
    minQuantity = Number(count)
  }
  if (retail && minQuantity === 1) return { kind: 'price' }
  return { kind: 'typePrice', type: retail ? RETAIL_PRICE_TYPE : label, minQuantity, header }
}

/**
 * One header cell → its column. «Цена, ₸» and «Цена (тг)» are «Цена»;
 * «Остаток Атырау», «Остаток: Атырау» and «Остаток (Атырау)» are the stock
 * of shop «Атырау»; «Характеристика: Мощность, кВт» is that characteristic;
 * «Цена Оптовая», «Цена Оптовая от 10», «Цена от 10» are prices of a type
 * (typePriceColumn).
 */
export function columnOf(header: string): Column | null {
  const text = normalizeSpaces(header)
  const attribute = /^характеристика\s*:\s*(.+)$/i.exec(text)
  if (attribute) return { kind: 'attribute', name: attribute[1].trim() }
  const stock = /^(?:остаток|остатки|наличие)(?:\s*[:(]\s*|\s+)([^)]+?)\s*\)?$/i.exec(text)
  if (stock && stock[1]) return { kind: 'stock', shop: stock[1] }
  const key = nameKey(text)
  // «Наименование (каз)» is its own column, never «Наименование» with a note.
  const kazakh = KAZAKH_NOTE.exec(key)
  if (kazakh) {
    const twin = FIELD_BY_HEADER.get(`${kazakh[1]} (каз)`)
    return twin ? { kind: twin } : null
  }
  const field = FIELD_BY_HEADER.get(key) ?? FIELD_BY_HEADER.get(key.split(/[,(]/)[0].trim())
  return field ? { kind: field } : typePriceColumn(text)
}

export interface Header {
  /** Index of the header row in the sheet. */
  row: number
  columns: (Column | null)[]
  errors: string[]
  warnings: string[]
}

/**
 * Finds the header row (the first of the first ten with an «Артикул» column)
 * and reads its columns. Unknown headers are skipped with a warning; a
 * column named twice is an error.
 */
export function readHeader(sheet: SheetRow[]): Header | null {
  const index = sheet
    .slice(0, HEADER_SEARCH_ROWS)
    .findIndex((row) => row.cells.some((cell) => columnOf(cell)?.kind === 'article'))
  if (index < 0) return null
  const { cells, line } = sheet[index]
  const errors: string[] = []
  const warnings: string[] = []
  const seen = new Map<string, string>()
  const columns = cells.map((cell) => {
    const header = normalizeSpaces(cell)
    if (!header) return null
    const column = columnOf(header)
    if (!column) {
      warnings.push(`Колонка «${header}» (строка ${line}) не распознана и пропущена.`)
      return { kind: 'ignored' } as Column
    }
    if (column.kind === 'invalid') {
      errors.push(column.error)
      return { kind: 'ignored' } as Column
    }
    const key =
      column.kind === 'stock'
        ? `stock:${nameKey(column.shop)}`
        : column.kind === 'attribute'
          ? `attribute:${nameKey(column.name)}`
          : column.kind === 'typePrice'
            ? `typePrice:${nameKey(column.type)}:${column.minQuantity}`
            : column.kind
    const earlier = seen.get(key)
    if (earlier) errors.push(`Колонки «${earlier}» и «${header}» означают одно и то же.`)
    else seen.set(key, header)
    return column
  })
  return { row: index, columns, errors, warnings }
}

/** Picture names of one cell: separated by «;», «,» or line breaks. */
export function imageNames(cell: string): string[] {
  return cell
    .split(/[;,\n]/)
    .map((name) => name.trim())
    .filter(Boolean)
}

/** One data row → its draft (problems as its errors). */
function draftOf(row: SheetRow, columns: (Column | null)[]): ProductDraft {
  const draft: ProductDraft = {
    where: `строка ${row.line}`,
    order: row.line,
    errors: [],
    notes: [],
  }
  const attributes: AttributeChange[] = []
  const stock: { shop: string; count: number }[] = []
  const typePrices: TypePriceDraft[] = []
  columns.forEach((column, index) => {
    if (!column || column.kind === 'ignored' || column.kind === 'invalid') return
    const raw = row.cells[index] ?? ''
    const value = normalizeSpaces(raw)
    const clear = CLEAR.has(value)
    switch (column.kind) {
      case 'article':
        if (value) draft.article = value
        break
      case 'name':
      case 'category':
      case 'unit':
        if (!value) break
        if (clear) draft.errors.push(`${LABEL[column.kind]}: нельзя очистить.`)
        else draft[column.kind] = value
        break
      case 'brand':
      case 'subcategory':
        if (value) draft[column.kind] = clear ? null : value
        break
      case 'description':
        // Descriptions keep their line breaks.
        if (value) draft.description = clear ? '' : cleanText(raw)
        break
      // A Kazakh twin: an empty cell (or «-») is «no Kazakh text», the Russian one is shown.
      case 'nameKk':
        draft.nameKk = clear ? '' : value
        break
      case 'descriptionKk':
        draft.descriptionKk = clear || !value ? '' : cleanText(raw)
        break
      case 'price': {
        if (!value) break
        const price = parsePrice(value)
        if ('error' in price) draft.errors.push(`${LABEL.price} ${price.error}`)
        else draft.price = price.value
        break
      }
      case 'oldPrice': {
        if (!value || clear) {
          draft.oldPrice = null
          break
        }
        // Whether it lies above the price is the plan's (the price may be the stored one).
        const price = parsePrice(value, {
          field: productFields.oldPrice(),
          onRequestMarker: false,
        })
        if ('error' in price) draft.errors.push(`${LABEL.oldPrice} ${price.error}`)
        else draft.oldPrice = price.value
        break
      }
      case 'typePrice': {
        const { type, minQuantity, header } = column
        // Empty, «-» and 0: no price of this type from this quantity.
        if (!value || clear) {
          typePrices.push({ type, label: header, minQuantity, price: null })
          break
        }
        // -1 is retail's «price on request»; a type has no such marker.
        const field = minQuantity > 1 ? productFields.breakPrice() : productFields.typePrice()
        const price = parsePrice(value, { field, onRequestMarker: false })
        if ('error' in price) draft.errors.push(`${header} ${price.error}`)
        else {
          typePrices.push({
            type,
            label: header,
            minQuantity,
            price: isPriced(price.value) ? price.value : null,
          })
        }
        break
      }
      case 'stock': {
        if (!value) break
        const count = parseStockCount(value)
        if ('error' in count) draft.errors.push(`Остаток ${column.shop} ${count.error}`)
        else stock.push({ shop: column.shop, count: count.value })
        break
      }
      case 'attribute':
        if (!value) break
        attributes.push(
          clear
            ? { name: normalizeSpaces(column.name), remove: true }
            : attributeValue(column.name, value)
        )
        break
      case 'images':
        if (value) draft.images = clear ? [] : imageNames(raw).map((name) => ({ name }))
        break
    }
  })
  if (attributes.length) draft.attributes = attributes
  if (stock.length) draft.stock = stock
  if (typePrices.length) draft.typePrices = typePrices
  const extra = row.cells.slice(columns.length).filter((cell) => cell.trim())
  if (extra.length) {
    draft.errors.push(
      `Ячейки правее последней колонки (${extra.map((c) => `«${normalizeSpaces(c)}»`).join(', ')}): проверьте разделители и кавычки.`
    )
  }
  if (!draft.article) draft.errors.push('Не указан артикул.')
  return draft
}

export const NO_HEADER_MESSAGE =
  'Не найдена строка заголовков: в одной из первых 10 строк должна быть колонка «Артикул».'
export const NO_ROWS_MESSAGE = 'В файле нет строк с товарами.'

/** A whole sheet → drafts, with the header's errors and warnings. */
export function readProductSheet(sheet: SheetRow[]): ReadResult {
  const header = readHeader(sheet)
  if (!header) return { drafts: [], fileErrors: [NO_HEADER_MESSAGE], warnings: [] }
  const drafts = sheet
    .slice(header.row + 1)
    .filter((row) => row.cells.some((cell) => cell.trim()))
    .map((row) => draftOf(row, header.columns))
  const fileErrors = [...header.errors]
  if (!drafts.length) fileErrors.push(NO_ROWS_MESSAGE)
  return { drafts, fileErrors, warnings: header.warnings }
}

const DELIMITERS = [';', ',', '\t'] as const

/**
 * The delimiter of a products CSV: the one whose header row reads best
 * (most recognised columns, fewest unknown ones). Counting separators is not
 * enough here: headers such as «Характеристика: Мощность, кВт» and prices
 * such as «150 000,50» are full of commas.
 */
export function productCsvDelimiter(text: string): string {
  const head = text
    .split(/\r\n|\n|\r/)
    .slice(0, HEADER_SEARCH_ROWS)
    .join('\n')
  let best: string = ';'
  let bestScore = -Infinity
  for (const delimiter of DELIMITERS) {
    const header = readHeader(parseDelimited(head, delimiter))
    if (!header) continue
    const known = header.columns.filter((c) => c && c.kind !== 'ignored').length
    const score = known - header.warnings.length - header.errors.length
    if (score > bestScore) {
      best = delimiter
      bestScore = score
    }
  }
  return best
}
