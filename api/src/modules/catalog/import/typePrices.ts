/**
 * Prices of other types and quantity breaks (ProductPrice rows) of one
 * import row against the product's: set or removed one by one, or given
 * whole per type (1C: `statedPriceTypes`); a type the row does not name
 * keeps its rows. Prices > 0; retail's own rows are breaks only (from 2
 * pieces). A price that will not apply (above retail, a break not cheaper
 * than fewer pieces — domain/priceTypes) is a remark. Pure.
 */
import { isPriced } from 'src/lib/domain/money'
import { fieldProblem, productFields } from 'src/lib/domain/productFields'
import {
  baseUnitPrice,
  effectiveBreaks,
  isTypePriceRowAllowed,
  typePriceRowProblem,
  type PriceTier,
  type RetailPrice,
} from 'src/modules/pricing/rules/priceTypes'

import type { RowReport } from './rowReport'
import type {
  PriceTypeState,
  ProductDraft,
  ProductState,
  StatedPriceType,
  TierWrite,
  TypePriceDraft,
} from './types'
import { inSentence, showPrice } from './values'

export interface TypePriceContext {
  priceTypes: PriceTypeState[]
  priceType: (label: string) => PriceTypeState | undefined
  /** Price types in the shop's order, for the report. */
  priceTypeOrder: Map<number, number>
}

export interface TypePricePlan {
  set: TierWrite[]
  remove: { priceTypeId: number; minQuantity: number }[]
  /** The changes in words, in the types' order. */
  words: string[]
}

type TierKey = { priceTypeId: number; minQuantity: number }
type Tiers = Map<string, TierWrite>
const tierKey = (t: TierKey) => `${t.priceTypeId}:${t.minQuantity}`

/** The form's rule a type's price breaks (domain/productFields); null when it keeps them. */
function typePriceRule(price: TypePriceDraft, type: PriceTypeState): string | null {
  const { minQuantity } = price
  if (minQuantity !== 1) {
    const problem = fieldProblem(productFields.breakQuantity(), minQuantity)
    if (problem) return problem
  }
  // Retail's one-piece price is the product's «Цена»: its rows are breaks (the pricing rule).
  const retailProblem = typePriceRowProblem({ typeCode: type.code, minQuantity })
  if (retailProblem) return retailProblem
  if (price.price === null) return null
  const field = minQuantity > 1 ? productFields.breakPrice() : productFields.typePrice()
  return fieldProblem(field, price.price / 100)
}

/** Why a row's price of a type cannot be taken, named by its column; null when it can. */
export function typePriceProblem(price: TypePriceDraft, type: PriceTypeState): string | null {
  const problem = typePriceRule(price, type)
  return problem && `${price.label}: ${inSentence(problem)}`
}

/** A type given whole drops its stored rows in scope (its price for one piece, its breaks). */
function dropStated(stated: StatedPriceType[], have: Tiers, want: Tiers, ctx: TypePriceContext) {
  const touched = new Set<number>()
  for (const statement of stated) {
    const type = ctx.priceType(statement.type)
    if (!type) continue
    touched.add(type.id)
    for (const [key, row] of have) {
      const inScope = row.minQuantity > 1 ? statement.breaks : statement.base
      if (row.priceTypeId === type.id && inScope) want.delete(key)
    }
  }
  return touched
}

/** The rows the product should have after the row, and the types it names. */
function wantedTiers(draft: ProductDraft, have: Tiers, ctx: TypePriceContext, report: RowReport) {
  const want: Tiers = new Map(have)
  const touched = dropStated(draft.statedPriceTypes ?? [], have, want, ctx)
  const named = new Map<string, string>()
  for (const price of draft.typePrices ?? []) {
    const type = ctx.priceType(price.type)
    if (!type) continue // a warning already (planImport)
    const problem = typePriceProblem(price, type)
    if (problem) {
      report.error(problem)
      continue
    }
    const { minQuantity, label } = price
    const key = tierKey({ priceTypeId: type.id, minQuantity })
    const earlier = named.get(key)
    if (earlier) {
      report.error(`${label}: цена «${type.name}» от ${minQuantity} шт уже указана (${earlier}).`)
    }
    named.set(key, label)
    touched.add(type.id)
    if (price.price === null) want.delete(key)
    else want.set(key, { priceTypeId: type.id, minQuantity, price: price.price })
  }
  return { want, touched }
}

/** The changes in words: «цена «Оптовая» от 10 шт: — → 130 000 ₸». */
function tierWords(
  changed: TierKey[],
  have: Tiers,
  want: Tiers,
  isNew: boolean,
  ctx: TypePriceContext
) {
  const typeName = (id: number) => ctx.priceTypes.find((t) => t.id === id)?.name ?? `#${id}`
  const titleOf = (t: TierKey) =>
    `цена «${typeName(t.priceTypeId)}»${t.minQuantity > 1 ? ` от ${t.minQuantity} шт` : ''}`
  const order = (a: TierKey, b: TierKey) =>
    (ctx.priceTypeOrder.get(a.priceTypeId) ?? 0) - (ctx.priceTypeOrder.get(b.priceTypeId) ?? 0) ||
    a.minQuantity - b.minQuantity
  return [...changed].sort(order).map((t) => {
    const before = have.get(tierKey(t))?.price ?? null
    const after = want.get(tierKey(t))?.price ?? null
    return isNew
      ? `${titleOf(t)} ${showPrice(after)}`
      : `${titleOf(t)}: ${showPrice(before)} → ${showPrice(after)}`
  })
}

/**
 * Remarks on the prices of `typeIds` the shopper will not pay: a type's
 * price above retail, breaks of an «on request» product, a break not
 * cheaper than fewer pieces (domain/priceTypes).
 */
export function tierRemarks(
  typeIds: Set<number>,
  want: TierWrite[],
  retail: RetailPrice,
  ctx: TypePriceContext
): string[] {
  const remarks: string[] = []
  const ordered = [...typeIds].sort(
    (a, b) => (ctx.priceTypeOrder.get(a) ?? 0) - (ctx.priceTypeOrder.get(b) ?? 0)
  )
  for (const typeId of ordered) {
    const type = ctx.priceTypes.find((t) => t.id === typeId)
    if (!type) continue
    const tiers: PriceTier[] = want
      .filter(
        (t) =>
          t.priceTypeId === typeId &&
          isTypePriceRowAllowed({ typeCode: type.code, minQuantity: t.minQuantity })
      )
      .sort((a, b) => a.minQuantity - b.minQuantity)
    const own = tiers.find((t) => t.minQuantity === 1)
    if (own && isPriced(retail.currentPrice) && own.price > retail.currentPrice) {
      remarks.push(
        `Цена «${type.name}» ${showPrice(own.price)} выше розничной ${showPrice(retail.currentPrice)}: покупатели этого типа платят розничную.`
      )
    }
    const breaks = tiers.filter((t) => t.minQuantity > 1)
    if (!breaks.length) continue
    if (baseUnitPrice(retail, tiers) <= 0) {
      remarks.push(`Цены «${type.name}» за количество не действуют: цена по запросу.`)
      continue
    }
    const effective = new Set(effectiveBreaks(retail, tiers).map((t) => t.minQuantity))
    for (const tier of breaks) {
      if (effective.has(tier.minQuantity)) continue
      remarks.push(
        `Цена «${type.name}» от ${tier.minQuantity} шт ${showPrice(tier.price)} не ниже цены за меньшее количество: не действует.`
      )
    }
  }
  return remarks
}

/**
 * The ProductPrice rows a draft asks for against the product's: what to
 * write and delete, the changes in words, and remarks on prices the shopper
 * will not pay — of the types the row names, of all of them when the retail
 * price moves. Null when the row has nothing to do with them.
 */
export function typePricesOf(
  draft: ProductDraft,
  existing: ProductState | undefined,
  retail: { price: RetailPrice; changed: boolean },
  ctx: TypePriceContext,
  report: RowReport
): TypePricePlan | null {
  const stored = existing?.typePrices ?? []
  if (!draft.typePrices && !draft.statedPriceTypes && !(retail.changed && stored.length)) {
    return null
  }
  const have: Tiers = new Map(stored.map((t) => [tierKey(t), t]))
  const { want, touched } = wantedTiers(draft, have, ctx, report)
  const set = [...want.entries()]
    .filter(([key, tier]) => have.get(key)?.price !== tier.price)
    .map(([, tier]) => tier)
  const remove = [...have.entries()]
    .filter(([key]) => !want.has(key))
    .map(([, { priceTypeId, minQuantity }]) => ({ priceTypeId, minQuantity }))
  const words = tierWords([...set, ...remove], have, want, !existing, ctx)
  const wanted = [...want.values()]
  const types = retail.changed ? new Set(wanted.map((t) => t.priceTypeId)) : touched
  for (const remark of tierRemarks(types, wanted, retail.price, ctx)) report.note(remark)
  return { set, remove, words }
}
