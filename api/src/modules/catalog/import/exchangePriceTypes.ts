/**
 * 1C price types (ТипыЦен of offers.xml) → the shop's prices: which type is
 * «Цена» (prices.current; default the only type, else «Розничная») and which
 * «Старая цена» (prices.old; default the type of that name), and which shop
 * price type each other 1C type feeds — by prices.types in the exchange
 * config, else the shop type keeping its Ид, else the one of the same name.
 * The site keeps prices in tenge. Pure.
 */
import { RETAIL_PRICE_TYPE } from 'src/modules/pricing/rules/priceTypes'

import type { CmlPriceType, ExchangeConfig } from './commerceml'
import type { PriceTypeLink } from './types'
import { nameKey, priceTypeNamed } from './values'

export const DEFAULT_CURRENT_PRICE_TYPE = 'Розничная'
export const DEFAULT_OLD_PRICE_TYPE = 'Старая цена'
const TENGE = new Set(['kzt', '₸', 'тг', 'тнг', 'тенге', '398'])

export const isTenge = (currency: string) =>
  !currency || TENGE.has(nameKey(currency).replace(/\.$/, ''))

export const notTengeMessage = (type: CmlPriceType) =>
  `Тип цены «${type.name}» в валюте ${type.currency}: сайт хранит цены в тенге.`

/** A price type of the shop, as the exchange matches 1C's types to it. */
export interface ShopPriceType {
  code: string
  name: string
  externalId: string | null
}

export interface RetailTypes {
  /** The 1C type read as «Цена»; null: none. */
  currentId: string | null
  /** The 1C type read as «Старая цена»; null: none. */
  oldId: string | null
  errors: string[]
}

/** A 1C type by Ид or by name as names compare. */
const typeNamed = (types: CmlPriceType[], label: string) =>
  types.find((t) => t.id === label) ?? types.find((t) => nameKey(t.name) === nameKey(label))

function currentTypeOf(types: CmlPriceType[], config: ExchangeConfig, configName: string) {
  const names = types.map((t) => t.name).join(', ')
  const wanted = config.prices.current
  if (wanted) {
    // A file without ТипыЦен names its prices by the Ид the config gives.
    const id = typeNamed(types, wanted)?.id ?? (types.length ? null : wanted)
    const error = `Тип цены «${wanted}» (prices.current в ${configName}) не найден. Типы цен в файле: ${names}.`
    return { id, error: id ? null : error }
  }
  if (types.length <= 1) return { id: types[0]?.id ?? null, error: null }
  const id = typeNamed(types, DEFAULT_CURRENT_PRICE_TYPE)?.id ?? null
  const error = `Какой тип цены загружать как «Цена»? В файле: ${names}. Укажите prices.current в ${configName}.`
  return { id, error: id ? null : error }
}

function oldTypeOf(types: CmlPriceType[], config: ExchangeConfig, configName: string) {
  const wanted = config.prices.old
  // Not configured: the type named «Старая цена», if any; null: never.
  if (!wanted) {
    const id = wanted === undefined ? (typeNamed(types, DEFAULT_OLD_PRICE_TYPE)?.id ?? null) : null
    return { id, error: null }
  }
  const id = typeNamed(types, wanted)?.id ?? (types.length ? null : wanted)
  const error = `Тип цены «${wanted}» (prices.old в ${configName}) не найден.`
  return { id, error: id ? null : error }
}

/** Which 1C types are «Цена» and «Старая цена»; both must be in tenge. */
export function retailPriceTypes(
  types: CmlPriceType[],
  config: ExchangeConfig,
  configName: string
): RetailTypes {
  const current = currentTypeOf(types, config, configName)
  const old = oldTypeOf(types, config, configName)
  const errors = [current.error, old.error].filter((e): e is string => e !== null)
  for (const id of [current.id, old.id]) {
    const type = types.find((t) => t.id === id)
    if (type && !isTenge(type.currency)) errors.push(notTengeMessage(type))
  }
  return { currentId: current.id, oldId: old.id, errors }
}

export interface TypeMapping {
  /** 1C type Ид → the shop price type's code (`retail` for «Цена»: its breaks). */
  codes: Map<string, string>
  /** The 1C Ид the matched shop types keep. */
  links: PriceTypeLink[]
  errors: string[]
  warnings: string[]
}

type Match = { shopType: ShopPriceType } | { error: string } | { warning: string } | null

/** The config's word on a 1C type: a shop type's label, null (not loaded) or undefined. */
function configured(type: CmlPriceType, config: ExchangeConfig): string | null | undefined {
  const types = config.prices.types ?? {}
  if (Object.hasOwn(types, type.id)) return types[type.id]
  const key = Object.keys(types).find((label) => nameKey(label) === nameKey(type.name))
  return key === undefined ? undefined : types[key]
}

/** The shop type a non-retail 1C type feeds; null when the config says not to load it. */
function shopTypeFor(
  type: CmlPriceType,
  config: ExchangeConfig,
  shopTypes: ShopPriceType[],
  notes: { configName: string; shopTypeList: string; currentName: string }
): Match {
  const { configName, shopTypeList, currentName } = notes
  const wanted = configured(type, config)
  if (wanted === null) return null
  if (wanted !== undefined) {
    const shopType = priceTypeNamed(shopTypes, wanted)
    if (!shopType) {
      return {
        error: `Тип цены 1С «${type.name}» сопоставлен в ${configName} типу цен «${wanted}», а такого типа цен нет. Типы цен: ${shopTypeList}.`,
      }
    }
    if (shopType.code === RETAIL_PRICE_TYPE) {
      return {
        error: `Тип цены 1С «${type.name}» сопоставлен в ${configName} розничному типу: розничная цена берётся из prices.current.`,
      }
    }
    return { shopType }
  }
  const shopType =
    shopTypes.find((t) => t.externalId === type.id) ??
    shopTypes.find((t) => nameKey(t.name) === nameKey(type.name))
  if (shopType?.code === RETAIL_PRICE_TYPE) {
    return {
      warning: `Тип цены 1С «${type.name}» не загружен: розничная цена берётся из «${currentName}» (prices.current в ${configName}).`,
    }
  }
  if (!shopType) {
    return {
      warning: `Тип цены 1С «${type.name}» (Ид ${type.id}) не сопоставлен с типом цен сайта: его цены не загружены. Укажите его в prices.types в ${configName} ("${type.name}": код типа цен или null, чтобы не учитывать). Типы цен сайта: ${shopTypeList}.`,
    }
  }
  return { shopType }
}

/**
 * The shop price type of every 1C type but «Старая цена»: «Цена» is retail
 * (its prices from N pieces are retail breaks); each other type feeds one
 * shop type, and no shop type is fed by two.
 */
export function mapPriceTypes(
  types: CmlPriceType[],
  retail: RetailTypes,
  config: ExchangeConfig,
  shopTypes: ShopPriceType[],
  configName: string
): TypeMapping {
  const mapping: TypeMapping = { codes: new Map(), links: [], errors: [], warnings: [] }
  const notes = {
    configName,
    shopTypeList: shopTypes.map((t) => `${t.name} (${t.code})`).join(', ') || 'нет',
    currentName: types.find((t) => t.id === retail.currentId)?.name ?? '—',
  }
  const mappedBy = new Map<string, CmlPriceType>()
  for (const type of types) {
    if (type.id === retail.oldId) continue
    if (type.id === retail.currentId) {
      mapping.codes.set(type.id, RETAIL_PRICE_TYPE)
      if (shopTypes.some((t) => t.code === RETAIL_PRICE_TYPE)) {
        mapping.links.push({ code: RETAIL_PRICE_TYPE, externalId: type.id, name: type.name })
      }
      continue
    }
    const match = shopTypeFor(type, config, shopTypes, notes)
    if (!match) continue
    if ('error' in match) mapping.errors.push(match.error)
    if ('warning' in match) mapping.warnings.push(match.warning)
    if (!('shopType' in match)) continue
    const { shopType } = match
    const earlier = mappedBy.get(shopType.code)
    if (earlier) {
      mapping.errors.push(
        `Типы цен 1С «${earlier.name}» и «${type.name}» оба сопоставлены типу цен «${shopType.name}».`
      )
      continue
    }
    mappedBy.set(shopType.code, type)
    if (!isTenge(type.currency)) mapping.errors.push(notTengeMessage(type))
    mapping.codes.set(type.id, shopType.code)
    mapping.links.push({ code: shopType.code, externalId: type.id, name: type.name })
  }
  return mapping
}
