/**
 * 1C offers (offers.xml, prices*.xml, rests*.xml) → drafts that may only
 * update products (matched by Ид; the offer's article helps when the product
 * has no Ид yet). «Цена» and «Старая цена» come from the price types the
 * config names; every other 1C price type mapped to a shop price type gives
 * that type's prices, and a Цена from МинимальноеКоличество ≥ 2 is a
 * quantity break (ProductPrice rows); other types are reported
 * (exchangePriceTypes). Stock goes per shop (exchangeWarehouses). Pure.
 */
import { productFields } from 'src/lib/domain/productFields'
import { RETAIL_PRICE_TYPE } from 'src/modules/pricing/rules/priceTypes'

import { whereOf, type CmlOffer, type ExchangeConfig, type OffersDocument } from './commerceml'
import type { CmlWarehouse } from './commerceml'
import {
  isTenge,
  mapPriceTypes,
  retailPriceTypes,
  type RetailTypes,
  type ShopPriceType,
} from './exchangePriceTypes'
import { Warehouses, type ShopRef } from './exchangeWarehouses'
import type { ProductDraft, ReadResult, StatedPriceType, TypePriceDraft } from './types'
import { parseMinQuantity, parsePrice } from './values'

export interface OfferPrices {
  retail: RetailTypes
  /** 1C type Ид → the shop price type's code. */
  codes: Map<string, string>
  typeName: (id: string) => string
}

const fromQuantity = (minQuantity: string) => {
  const parsed = parseMinQuantity(minQuantity)
  return 'error' in parsed ? 1 : parsed.value
}

/**
 * What an offer with prices of this file states whole: every mapped type the
 * file declares; quantity breaks only when the file has any (an exchange set
 * up without them leaves the site's breaks alone).
 */
export function statedTypesOf(doc: OffersDocument, codes: Map<string, string>): StatedPriceType[] {
  const hasBreaks = doc.offers.some((o) =>
    o.prices.some((p) => codes.has(p.typeId) && fromQuantity(p.minQuantity) > 1)
  )
  const declared = doc.priceTypes.length ? doc.priceTypes.map((t) => t.id) : [...codes.keys()]
  return [...new Set(declared)].flatMap((id): StatedPriceType[] => {
    const code = codes.get(id)
    if (!code) return []
    if (code === RETAIL_PRICE_TYPE)
      return hasBreaks ? [{ type: code, base: false, breaks: true }] : []
    return [{ type: code, base: true, breaks: hasBreaks }]
  })
}

/** The draft of one offer: its product's Ид (no variants), article and place in the files. */
export function offerDraftOf(
  file: string,
  offer: CmlOffer,
  index: number,
  fileIndex: number
): ProductDraft {
  const [productId, variant] = offer.id.split('#')
  const draft: ProductDraft = {
    where: whereOf(file, offer.line, index, 'предложение'),
    order: 5e8 + fileIndex * 1e8 + (offer.line || index),
    errors: [],
    notes: [],
    updateOnly: `Товар с Ид ${productId || '—'} не найден на сайте: сначала загрузите import.xml с ним.`,
  }
  if (productId) draft.externalId = productId
  else draft.errors.push('Нет Ид предложения.')
  if (variant) {
    draft.errors.push(
      'Предложение характеристики товара (Ид с «#»): варианты сайт не хранит — выгружайте из 1С товары без характеристик.'
    )
  }
  if (offer.article) draft.article = offer.article
  return draft
}

/** One Цена of an offer, read: what it sets, or why it is refused or left out. */
export type PriceLine =
  | { kind: 'current'; value: number }
  | { kind: 'old'; value: number | null }
  | { kind: 'type'; price: TypePriceDraft }
  | { kind: 'error'; message: string }
  | { kind: 'note'; message: string }
  | null

export function priceLineOf(
  price: CmlOffer['prices'][number],
  ctx: OfferPrices,
  seen: Set<string>
): PriceLine {
  const isCurrent = price.typeId === ctx.retail.currentId
  const isOld = price.typeId === ctx.retail.oldId
  const code = ctx.codes.get(price.typeId)
  if (!isCurrent && !isOld && !code) return null
  const base = isCurrent ? 'Цена' : isOld ? 'Старая цена' : `Цена «${ctx.typeName(price.typeId)}»`
  if (!isTenge(price.currency)) {
    return {
      kind: 'error',
      message: `${base} в валюте ${price.currency}: сайт хранит цены в тенге.`,
    }
  }
  const min = parseMinQuantity(price.minQuantity)
  if ('error' in min) {
    return { kind: 'error', message: `${base}: МинимальноеКоличество ${min.error}` }
  }
  const minQuantity = min.value
  const label = minQuantity > 1 ? `${base} от ${minQuantity} шт` : base
  const key = `${price.typeId}:${minQuantity}`
  if (seen.has(key)) return { kind: 'error', message: `${label} указана дважды.` }
  seen.add(key)
  // The form's field of the price read; 0 and -1 of a type or an old price: none.
  const field = isOld
    ? productFields.oldPrice()
    : minQuantity > 1
      ? productFields.breakPrice()
      : isCurrent
        ? productFields.price()
        : productFields.typePrice()
  const parsed = parsePrice(price.value, { field })
  if ('error' in parsed) return { kind: 'error', message: `${label} ${parsed.error}` }
  if (isOld) {
    if (minQuantity > 1) {
      return { kind: 'note', message: `${label} не загружена: старая цена бывает только за штуку.` }
    }
    return { kind: 'old', value: parsed.value > 0 ? parsed.value : null }
  }
  if (isCurrent && minQuantity === 1) return { kind: 'current', value: parsed.value }
  // 0 and -1 («price on request») of a type or a break: no such price.
  const typePrice = parsed.value > 0 ? parsed.value : null
  return {
    kind: 'type',
    price: { type: code ?? RETAIL_PRICE_TYPE, label, minQuantity, price: typePrice },
  }
}

/**
 * The offer's prices into the draft. An offer with prices but no old price
 * has no discount; with `stated` types, the prices it names of them are all
 * there are.
 */
export function readOfferPrices(
  offer: CmlOffer,
  draft: ProductDraft,
  ctx: OfferPrices,
  stated: StatedPriceType[]
) {
  let sawOld = false
  const typePrices: TypePriceDraft[] = []
  const seen = new Set<string>()
  for (const price of offer.prices) {
    const line = priceLineOf(price, ctx, seen)
    if (line?.kind === 'error') draft.errors.push(line.message)
    else if (line?.kind === 'note') draft.notes.push(line.message)
    else if (line?.kind === 'current') draft.price = line.value
    else if (line?.kind === 'type') typePrices.push(line.price)
    else if (line?.kind === 'old') {
      sawOld = true
      draft.oldPrice = line.value
    }
  }
  if (ctx.retail.oldId && !sawOld && offer.prices.length) draft.oldPrice = null
  if (offer.prices.length && stated.length) {
    draft.typePrices = typePrices
    draft.statedPriceTypes = stated
  }
}

/** Offers → drafts that only update, with the files' price types and warehouses mapped. */
export function offerDrafts(
  docs: OffersDocument[],
  config: ExchangeConfig,
  shops: ShopRef[],
  classifierWarehouses: CmlWarehouse[] = [],
  configName = 'конфигурации обмена',
  shopPriceTypes: ShopPriceType[] = []
): ReadResult {
  const priceTypes = [...new Map(docs.flatMap((d) => d.priceTypes).map((t) => [t.id, t])).values()]
  const retail = retailPriceTypes(priceTypes, config, configName)
  const mapping = mapPriceTypes(priceTypes, retail, config, shopPriceTypes, configName)
  const warehouses = new Warehouses(docs, config, shops, classifierWarehouses, configName)
  const prices: OfferPrices = {
    retail,
    codes: mapping.codes,
    typeName: (id) => priceTypes.find((t) => t.id === id)?.name ?? id,
  }
  const drafts = docs.flatMap((doc, fileIndex) => {
    const stated = statedTypesOf(doc, mapping.codes)
    return doc.offers.map((offer, index) => {
      const draft = offerDraftOf(doc.file, offer, index, fileIndex)
      readOfferPrices(offer, draft, prices, stated)
      warehouses.readStock(offer, draft)
      return draft
    })
  })
  return {
    drafts,
    fileErrors: [
      ...retail.errors,
      ...mapping.errors,
      ...warehouses.errors,
      ...warehouses.unknownErrors(),
    ],
    warnings: [...mapping.warnings, ...warehouses.warnings(docs)],
    priceTypeLinks: mapping.links,
  }
}
