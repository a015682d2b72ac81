/**
 * 1C CommerceML 2 exchange files → product drafts. Pure: files come as text.
 *
 * import.xml: Классификатор (Группы → category / subcategory, Свойства,
 * Склады) and Каталог/Товары/Товар (Ид, Артикул, Наименование, Описание,
 * Группы, Изготовитель, ЗначенияСвойств, Картинка, БазоваяЕдиница, Статус).
 * offers.xml (also prices*.xml and rests*.xml of newer exchanges):
 * ПакетПредложений with ТипыЦен, Склады and Предложения/Предложение (Ид,
 * Цены/Цена with ИдТипаЦены, ЦенаЗаЕдиницу and, for a quantity break,
 * МинимальноеКоличество (or КоличествоОт), stock per Склад either as
 * `<Склад ИдСклада КоличествоНаСкладе>` or as Остатки/Остаток/Склад with Ид
 * and Количество). Warehouses map to shops and price types to «Цена» /
 * «Старая цена» / the shop's other price types through the exchange config
 * (ExchangeConfig): offers.ts makes the offers' drafts.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { z } from 'zod'

import { xmlChild, xmlList } from 'src/lib/xmlNodes'

import type { ImageRef, ProductDraft, ReadResult, TypePriceDraft } from './types'
import { attributeValue, cleanText, nameKey, normalizeSpaces } from './values'

// ───────────────────────────── config ─────────────────────────────

export const exchangeConfigSchema = z.object({
  /** Склад Ид → shop name (Shop.name, guest name or city); null = not a shop, ignored. */
  warehouses: z.record(z.string(), z.string().nullable()).default({}),
  prices: z
    .object({
      /** ТипЦены (Ид or Наименование) of «Цена»; default: the only type, else «Розничная». */
      current: z.string().optional(),
      /** ТипЦены of «Старая цена»; default «Старая цена» when the file has it; null: never. */
      old: z.string().nullable().optional(),
      /**
       * Further ТипЦены (Ид or Наименование) → the shop's price type (code or
       * name); null: not loaded, without a remark. A type not listed maps to
       * the shop's type of the same name (or the one that keeps its Ид).
       */
      types: z.record(z.string(), z.string().nullable()).optional(),
    })
    .default({}),
  /** Properties whose value is the brand (when Изготовитель is absent). */
  brandProperties: z
    .array(z.string())
    .default(['Бренд', 'Производитель', 'Марка', 'Торговая марка']),
})

export type ExchangeConfig = z.infer<typeof exchangeConfigSchema>

/** 1C writes this Ид for «no value» of a reference property. */
const EMPTY_REF = '00000000-0000-0000-0000-000000000000'

// ───────────────────────────── XML ─────────────────────────────

/** The file's text: UTF-8 (with or without BOM), UTF-16 with BOM, or the encoding its prolog names. */
export function decodeXml(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes)
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes)
  const prolog = new TextDecoder('latin1').decode(bytes.subarray(0, 200))
  const declared = /encoding\s*=\s*["']([\w-]+)["']/i.exec(prolog)?.[1]?.toLowerCase()
  if (declared && declared !== 'utf-8' && declared !== 'utf8') {
    try {
      return new TextDecoder(declared).decode(bytes)
    } catch {
      // an unknown label: read as UTF-8 below
    }
  }
  return new TextDecoder('utf-8').decode(bytes)
}

type XmlNode = Record<string, unknown>

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
})

/** An element's text (the first one when repeated), trimmed; '' when absent. */
function text(value: unknown): string {
  if (Array.isArray(value)) return text(value[0])
  if (typeof value === 'string') return normalizeSpaces(value)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (value && typeof value === 'object' && '#text' in value)
    return text((value as XmlNode)['#text'])
  return ''
}

const attr = (node: unknown, name: string) => text(xmlChild(node, `@${name}`))

/** Text that keeps its line breaks (descriptions). */
function multiline(value: unknown): string {
  if (Array.isArray(value)) return multiline(value[0])
  if (typeof value === 'string') return cleanText(value)
  if (value && typeof value === 'object' && '#text' in value) {
    return multiline((value as XmlNode)['#text'])
  }
  return text(value)
}
const has = (node: unknown, name: string) => xmlChild(node, name) !== undefined

/** The line of each `<tag>` in document order (the parser does not report lines). */
export function elementLines(xml: string, tag: string): number[] {
  const lines: number[] = []
  const pattern = new RegExp(`<${tag}(?=[\\s/>])`, 'g')
  let line = 1
  let last = 0
  for (let match = pattern.exec(xml); match; match = pattern.exec(xml)) {
    for (let i = last; i < match.index; i++) if (xml.charCodeAt(i) === 10) line++
    last = match.index
    lines.push(line)
  }
  return lines
}

class XmlError extends Error {}

/**
 * A DOCTYPE or ENTITY declaration is refused before any parsing: 1C never
 * writes one, and entities are how an XML file expands a few kilobytes
 * into gigabytes or reads the server's files.
 */
function refuseDeclarations(xml: string, file: string) {
  const found = /<!(DOCTYPE|ENTITY)/i.exec(xml)
  if (!found) return
  const line = xml.slice(0, found.index).split('\n').length
  throw new XmlError(
    `${file}:${line}: XML с объявлением DOCTYPE/ENTITY не принимается (сущности не раскрываются).`
  )
}

function parseDocument(xml: string, file: string): XmlNode {
  refuseDeclarations(xml, file)
  const valid = XMLValidator.validate(xml)
  if (valid !== true) {
    throw new XmlError(`${file}:${valid.err.line}: XML повреждён — ${valid.err.msg}`)
  }
  const root = xmlChild(parser.parse(xml), 'КоммерческаяИнформация')
  if (!root || typeof root !== 'object') {
    throw new XmlError(`${file}: это не файл обмена CommerceML (нет «КоммерческаяИнформация»).`)
  }
  return root as XmlNode
}

// ───────────────────────────── import.xml ─────────────────────────────

export interface CmlGroup {
  id: string
  name: string
  parentId: string | null
}

export interface CmlProperty {
  id: string
  name: string
  /** ИдЗначения → Значение of a «Справочник» property. */
  values: Map<string, string>
}

export interface CmlWarehouse {
  id: string
  name: string
}

export interface CmlProduct {
  line: number
  id: string
  article: string
  name: string
  /** undefined when the element is absent. */
  description?: string
  unit?: string
  groupIds: string[]
  images: string[]
  manufacturer?: string
  properties: { id: string; values: string[] }[]
  deleted: boolean
}

export interface ImportDocument {
  file: string
  /**
   * The catalogue lists only what changed (СодержитТолькоИзменения is not
   * "false"): a full one (false) lists every product 1C publishes.
   */
  changesOnly: boolean
  groups: Map<string, CmlGroup>
  properties: Map<string, CmlProperty>
  warehouses: CmlWarehouse[]
  products: CmlProduct[]
}

function collectGroups(node: unknown, parentId: string | null, into: Map<string, CmlGroup>) {
  for (const group of xmlList(xmlChild(xmlChild(node, 'Группы'), 'Группа'))) {
    const id = text(xmlChild(group, 'Ид'))
    if (id) into.set(id, { id, name: text(xmlChild(group, 'Наименование')), parentId })
    collectGroups(group, id || parentId, into)
  }
}

function warehousesOf(node: unknown): CmlWarehouse[] {
  return xmlList(xmlChild(xmlChild(node, 'Склады'), 'Склад'))
    .map((w) => ({ id: text(xmlChild(w, 'Ид')), name: text(xmlChild(w, 'Наименование')) }))
    .filter((w) => w.id)
}

/** import.xml → its classifier and products; a broken file throws with its line. */
export function parseImportXml(xml: string, file = 'import.xml'): ImportDocument {
  const root = parseDocument(xml, file)
  const classifier = xmlChild(root, 'Классификатор')
  const groups = new Map<string, CmlGroup>()
  collectGroups(classifier, null, groups)
  const properties = new Map<string, CmlProperty>()
  const propertyNodes = xmlChild(classifier, 'Свойства')
  for (const node of [
    ...xmlList(xmlChild(propertyNodes, 'Свойство')),
    ...xmlList(xmlChild(propertyNodes, 'СвойствоНоменклатуры')),
  ]) {
    const id = text(xmlChild(node, 'Ид'))
    if (!id) continue
    const values = new Map<string, string>()
    for (const option of xmlList(xmlChild(xmlChild(node, 'ВариантыЗначений'), 'Справочник'))) {
      values.set(text(xmlChild(option, 'ИдЗначения')), text(xmlChild(option, 'Значение')))
    }
    properties.set(id, { id, name: text(xmlChild(node, 'Наименование')), values })
  }
  const lines = elementLines(xml, 'Товар')
  const products = xmlList(xmlChild(xmlChild(xmlChild(root, 'Каталог'), 'Товары'), 'Товар')).map(
    (node, index): CmlProduct => {
      const status = text(xmlChild(node, 'Статус')) || attr(node, 'Статус')
      const unit = xmlChild(node, 'БазоваяЕдиница')
      return {
        line: lines[index] ?? 0,
        id: text(xmlChild(node, 'Ид')),
        article: text(xmlChild(node, 'Артикул')),
        name: text(xmlChild(node, 'Наименование')),
        description: has(node, 'Описание') ? multiline(xmlChild(node, 'Описание')) : undefined,
        unit: text(unit) || attr(unit, 'НаименованиеКраткое') || undefined,
        groupIds: xmlList(xmlChild(xmlChild(node, 'Группы'), 'Ид'))
          .map(text)
          .filter(Boolean),
        images: xmlList(xmlChild(node, 'Картинка')).map(text).filter(Boolean),
        manufacturer: text(xmlChild(xmlChild(node, 'Изготовитель'), 'Наименование')) || undefined,
        properties: xmlList(xmlChild(xmlChild(node, 'ЗначенияСвойств'), 'ЗначенияСвойства')).map(
          (p) => ({
            id: text(xmlChild(p, 'Ид')),
            values: xmlList(xmlChild(p, 'Значение')).map(text),
          })
        ),
        deleted: nameKey(status) === 'удален' || text(xmlChild(node, 'ПометкаУдаления')) === 'true',
      }
    }
  )
  const catalog = xmlChild(root, 'Каталог')
  const changesOnlyFlag =
    attr(catalog, 'СодержитТолькоИзменения') ||
    attr(root, 'СодержитТолькоИзменения') ||
    text(xmlChild(catalog, 'СодержитТолькоИзменения'))
  return {
    file,
    changesOnly: changesOnlyFlag.toLowerCase() !== 'false',
    groups,
    properties,
    warehouses: warehousesOf(classifier),
    products,
  }
}

// ───────────────────────────── offers.xml ─────────────────────────────

export interface CmlPriceType {
  id: string
  name: string
  currency: string
}

export interface CmlOffer {
  line: number
  id: string
  article: string
  /** minQuantity: МинимальноеКоличество or КоличествоОт as written ('' when absent). */
  prices: { typeId: string; value: string; currency: string; minQuantity: string }[]
  /** Per warehouse; null when the offer says nothing per warehouse. */
  stock: { warehouseId: string; quantity: string }[] | null
  /** Количество: the total over all warehouses, when given. */
  total?: string
}

export interface OffersDocument {
  file: string
  priceTypes: CmlPriceType[]
  warehouses: CmlWarehouse[]
  offers: CmlOffer[]
}

/** offers.xml (or prices*.xml, rests*.xml) → price types, warehouses and offers. */
export function parseOffersXml(xml: string, file = 'offers.xml'): OffersDocument {
  const root = parseDocument(xml, file)
  const pack = xmlChild(root, 'ПакетПредложений')
  if (!pack) throw new XmlError(`${file}: нет раздела «ПакетПредложений».`)
  const priceTypes = xmlList(xmlChild(xmlChild(pack, 'ТипыЦен'), 'ТипЦены'))
    .map((t) => ({
      id: text(xmlChild(t, 'Ид')),
      name: text(xmlChild(t, 'Наименование')),
      currency: text(xmlChild(t, 'Валюта')),
    }))
    .filter((t) => t.id)
  const lines = elementLines(xml, 'Предложение')
  const offers = xmlList(xmlChild(xmlChild(pack, 'Предложения'), 'Предложение')).map(
    (node, index): CmlOffer => {
      const byAttribute = xmlList(xmlChild(node, 'Склад')).map((w) => ({
        warehouseId: attr(w, 'ИдСклада'),
        quantity: attr(w, 'КоличествоНаСкладе'),
      }))
      const byRests = xmlList(xmlChild(xmlChild(node, 'Остатки'), 'Остаток')).flatMap((rest) =>
        xmlList(xmlChild(rest, 'Склад')).map((w) => ({
          warehouseId: text(xmlChild(w, 'Ид')),
          quantity: text(xmlChild(w, 'Количество')),
        }))
      )
      const restTotals = xmlList(xmlChild(xmlChild(node, 'Остатки'), 'Остаток'))
        .filter((rest) => !has(rest, 'Склад') && has(rest, 'Количество'))
        .map((rest) => text(xmlChild(rest, 'Количество')))
      const stock = [...byAttribute, ...byRests]
      const total = has(node, 'Количество') ? text(xmlChild(node, 'Количество')) : restTotals[0]
      return {
        line: lines[index] ?? 0,
        id: text(xmlChild(node, 'Ид')),
        article: text(xmlChild(node, 'Артикул')),
        prices: xmlList(xmlChild(xmlChild(node, 'Цены'), 'Цена')).map((p) => ({
          typeId: text(xmlChild(p, 'ИдТипаЦены')),
          value: text(xmlChild(p, 'ЦенаЗаЕдиницу')),
          currency: text(xmlChild(p, 'Валюта')),
          minQuantity:
            [
              text(xmlChild(p, 'МинимальноеКоличество')),
              attr(p, 'МинимальноеКоличество'),
              text(xmlChild(p, 'КоличествоОт')),
              attr(p, 'КоличествоОт'),
            ].find(Boolean) ?? '',
        })),
        stock: stock.length ? stock : null,
        total,
      }
    }
  )
  return { file, priceTypes, warehouses: warehousesOf(pack), offers }
}

export { XmlError }

// ───────────────────────────── drafts ─────────────────────────────

/** Where a product or offer is, for the report: its line, else its number in the file. */
export const whereOf = (file: string, line: number, index: number, tag: string) =>
  line ? `${file}:${line}` : `${file}, ${tag} №${index + 1}`

/**
 * Products of import files → drafts: category = top group, subcategory =
 * second-level group (deeper groups count as their second-level ancestor).
 * Files are numbered for the report's order.
 */
export function importDrafts(docs: ImportDocument[], config: ExchangeConfig): ReadResult {
  const groups = new Map<string, CmlGroup>()
  const properties = new Map<string, CmlProperty>()
  for (const doc of docs) {
    for (const [id, g] of doc.groups) groups.set(id, g)
    for (const [id, p] of doc.properties) properties.set(id, p)
  }
  const brandKeys = new Set(config.brandProperties.map(nameKey))
  const warnings: string[] = []
  const unknownProperties = new Set<string>()
  const drafts = docs.flatMap((doc, fileIndex) =>
    doc.products.map((product, index): ProductDraft => {
      const draft: ProductDraft = {
        where: whereOf(doc.file, product.line, index, 'товар'),
        order: fileIndex * 1e8 + (product.line || index),
        errors: [],
        notes: [],
      }
      if (product.id) draft.externalId = product.id
      else draft.errors.push('Нет Ид товара.')
      if (product.article) draft.article = product.article
      else draft.errors.push('Не указан Артикул (реквизит «Артикул» в 1С).')
      if (product.name) draft.name = product.name
      if (product.description !== undefined) draft.description = product.description
      if (product.unit) draft.unit = product.unit
      draft.isActive = !product.deleted

      if (product.groupIds.length) {
        const chain: CmlGroup[] = []
        let group = groups.get(product.groupIds[0])
        if (!group)
          draft.errors.push(`Группа с Ид ${product.groupIds[0]} не найдена в классификаторе.`)
        while (group && chain.length < 50) {
          chain.unshift(group)
          group = group.parentId ? groups.get(group.parentId) : undefined
        }
        if (chain.length) {
          draft.category = chain[0].name
          draft.subcategory = chain[1]?.name ?? null
        }
        if (product.groupIds.length > 1)
          draft.notes.push('Товар в нескольких группах: взята первая.')
      }

      let brand = product.manufacturer
      const attributes: NonNullable<ProductDraft['attributes']> = []
      for (const value of product.properties) {
        const property = properties.get(value.id)
        if (!property) {
          unknownProperties.add(value.id)
          continue
        }
        const shown = value.values
          .filter((v) => v && v !== EMPTY_REF)
          .map((v) => property.values.get(v) ?? v)
          .filter(Boolean)
          .join(', ')
        if (brandKeys.has(nameKey(property.name))) {
          brand ||= shown || undefined
          continue
        }
        attributes.push(
          shown ? attributeValue(property.name, shown) : { name: property.name, remove: true }
        )
      }
      if (brand) draft.brand = brand
      if (attributes.length) draft.attributes = attributes
      // No Картинка leaves the pictures as they are (an exchange may be set up without them).
      if (product.images.length) draft.images = product.images.map((name): ImageRef => ({ name }))
      return draft
    })
  )
  for (const id of unknownProperties) {
    warnings.push(`Свойства с Ид ${id} нет в классификаторе: его значения пропущены.`)
  }
  return { drafts, fileErrors: [], warnings }
}

/** A later file's prices of a type replace an earlier file's of the same type and scope. */
function mergeTypePrices(target: ProductDraft, draft: ProductDraft) {
  const stated = draft.statedPriceTypes ?? []
  const incoming = draft.typePrices ?? []
  const replaced = (p: TypePriceDraft) =>
    stated.some((s) => s.type === p.type && (p.minQuantity > 1 ? s.breaks : s.base)) ||
    incoming.some((q) => q.type === p.type && q.minQuantity === p.minQuantity)
  target.typePrices = [...(target.typePrices ?? []).filter((p) => !replaced(p)), ...incoming]
  const byType = new Map((target.statedPriceTypes ?? []).map((s) => [s.type, { ...s }]))
  for (const s of stated) {
    const earlier = byType.get(s.type)
    byType.set(
      s.type,
      earlier ? { ...earlier, base: earlier.base || s.base, breaks: earlier.breaks || s.breaks } : s
    )
  }
  if (byType.size) target.statedPriceTypes = [...byType.values()]
}

/**
 * Offers joined to the products of the same exchange (and offers of
 * several files — offers, prices, rests — to one another) by Ид: one draft
 * per product, with every file's place in `where`.
 */
export function mergeExchange(parts: ReadResult[]): ReadResult {
  const drafts: ProductDraft[] = []
  const byId = new Map<string, { draft: ProductDraft; files: Set<string> }>()
  const fileOf = (draft: ProductDraft) => draft.where.split(/[:,]/)[0]
  for (const part of parts) {
    for (const draft of part.drafts) {
      const file = fileOf(draft)
      const earlier = draft.externalId ? byId.get(draft.externalId) : undefined
      if (!earlier || earlier.files.has(file) || !draft.updateOnly) {
        const copy = { ...draft, errors: [...draft.errors], notes: [...draft.notes] }
        drafts.push(copy)
        if (draft.externalId && !earlier)
          byId.set(draft.externalId, { draft: copy, files: new Set([file]) })
        continue
      }
      const target = earlier.draft
      earlier.files.add(file)
      target.where = `${target.where}, ${draft.where}`
      if (draft.price !== undefined) target.price = draft.price
      if (draft.oldPrice !== undefined) target.oldPrice = draft.oldPrice
      if (draft.stock) target.stock = draft.stock
      if (draft.typePrices || draft.statedPriceTypes) mergeTypePrices(target, draft)
      target.article ??= draft.article
      target.errors.push(...draft.errors)
      target.notes.push(...draft.notes)
    }
  }
  const links = new Map(
    parts.flatMap((p) => p.priceTypeLinks ?? []).map((l) => [`${l.code}\n${l.externalId}`, l])
  )
  return {
    drafts,
    fileErrors: parts.flatMap((p) => p.fileErrors),
    warnings: parts.flatMap((p) => p.warnings),
    ...(links.size ? { priceTypeLinks: [...links.values()] } : {}),
  }
}
