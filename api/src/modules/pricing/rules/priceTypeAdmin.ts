/**
 * Price types in the back office (issue 20 part 2): the admin's list of
 * types (create, rename, delete) and which type each customer group sees,
 * and the notes the product form shows beside a type's prices. The rule
 * that prices a viewer is domain/priceTypes.ts; the notes only say how it
 * will read what the editor typed. Pure; the web imports it.
 */
import { CHOICE_MESSAGE, id, line, type InputOf } from '../../../lib/domain/inputFields'
import { formatTenge, fromTiyn, isPriced, toTiyn } from '../../../lib/domain/money'
import { z } from '../../../lib/domain/zod'

import { baseUnitPrice, effectiveBreaks, RETAIL_PRICE_TYPE } from './priceTypes'

// ───────────────────────────── Types ─────────────────────────────

/** A type's stable key (1C exchanges and the api refer to it): latin, digits, «-», «_». */
export const PRICE_TYPE_CODE_PATTERN = /^[a-z][a-z0-9_-]{0,39}$/
export const PRICE_TYPE_CODE_MESSAGE =
  'Код — от 1 до 40 строчных латинских букв, цифр, «-» и «_», первой — буква.'
export const RETAIL_CODE_MESSAGE = 'Код розничного типа цен менять нельзя: это цены самого товара.'
export const RETAIL_DELETE_MESSAGE = 'Розничный тип цен удалить нельзя: это цены самого товара.'
export const RETAIL_CODE_TAKEN_MESSAGE = 'Код «retail» принадлежит розничному типу цен.'
export const PRICE_TYPE_NAME_TAKEN_MESSAGE = 'Тип цен с таким названием уже есть.'
export const PRICE_TYPE_CODE_TAKEN_MESSAGE = 'Тип цен с таким кодом уже есть.'

/** A new type (no id) or a rename of one (name and, except for retail, code). */
export const priceTypeSaveSchema = z.object({
  id: id().nullish(),
  code: line({ max: 40, required: 'Введите код типа цен.' }).refine(
    (code) => PRICE_TYPE_CODE_PATTERN.test(code),
    PRICE_TYPE_CODE_MESSAGE
  ),
  name: line({ max: 100, required: 'Введите название типа цен.' }),
})
export type PriceTypeSaveInput = InputOf<typeof priceTypeSaveSchema>

export const priceTypeDeleteSchema = z.object({ id: id() })

/** A customer group's type; none (null) is retail. */
export const groupPriceTypeSchema = z.object({
  groupId: id(CHOICE_MESSAGE),
  priceTypeId: id(CHOICE_MESSAGE).nullish(),
})
export type GroupPriceTypeInput = InputOf<typeof groupPriceTypeSchema>

export const isRetailType = (type: { code: string }) => type.code === RETAIL_PRICE_TYPE

/**
 * Why a save of a type is refused (field → message), or null. Retail is the
 * product's own price everywhere (priceView, the import, the exchange find
 * it by its code): its code stays, and no other type may take that code.
 */
export function priceTypeSaveProblem(
  stored: { code: string } | null,
  input: { code: string }
): Record<string, string> | null {
  if (stored && isRetailType(stored) && input.code !== stored.code) {
    return { code: RETAIL_CODE_MESSAGE }
  }
  if ((!stored || !isRetailType(stored)) && input.code === RETAIL_PRICE_TYPE) {
    return { code: RETAIL_CODE_TAKEN_MESSAGE }
  }
  return null
}

/** Why a type may not be deleted, or null. */
export const priceTypeDeleteProblem = (stored: { code: string }) =>
  isRetailType(stored) ? RETAIL_DELETE_MESSAGE : null

/**
 * What a group stores for the chosen type: retail is stored as none, so
 * «Розничная» is one state however it was chosen.
 */
export const storedGroupPriceType = (chosen: { id: number; code: string } | null) =>
  chosen && !isRetailType(chosen) ? chosen.id : null

// ───────────────────────────── Form notes ─────────────────────────────

export const aboveRetailNote = (retail: number) =>
  `Цена выше розничной (${formatTenge(retail)}): покупатели этого типа заплатят розничную.`
export const idleBreakNote = (quantity: number) =>
  `Скидка «от ${quantity} шт» не ниже цены за меньшее количество — она не подействует.`

/**
 * Notes for one type's prices as typed (tenge; unparsable values are left
 * to the schema's messages): a one-piece price above retail gives way to
 * retail, and a break no cheaper than the price before it is skipped —
 * exactly as domain/priceTypes prices the shopper.
 */
export function typePriceNotes(
  retailPrice: number,
  entry: {
    isRetail: boolean
    price: number | null
    breaks: readonly { minQuantity: number; price: number }[]
  }
): string[] {
  const notes: string[] = []
  const retail = { currentPrice: toTiyn(retailPrice), lastPrice: null }
  const own = !entry.isRetail && isPriced(entry.price) ? entry.price : null
  if (own !== null && isPriced(retail.currentPrice) && toTiyn(own) > retail.currentPrice) {
    notes.push(aboveRetailNote(fromTiyn(retail.currentPrice)))
  }
  const tiers = [
    ...(own === null ? [] : [{ minQuantity: 1, price: toTiyn(own) }]),
    ...entry.breaks
      .filter((row) => row.minQuantity > 1 && isPriced(row.price))
      .map((row) => ({ minQuantity: row.minQuantity, price: toTiyn(row.price) })),
  ]
  if (!isPriced(baseUnitPrice(retail, tiers))) return notes
  const working = new Set(effectiveBreaks(retail, tiers).map((tier) => tier.minQuantity))
  const quantities = [...new Set(tiers.filter((t) => t.minQuantity > 1).map((t) => t.minQuantity))]
  for (const quantity of quantities.sort((a, b) => a - b)) {
    if (!working.has(quantity)) notes.push(idleBreakNote(quantity))
  }
  return notes
}
