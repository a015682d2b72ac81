/**
 * 1C warehouses (Склады) → the shops whose stock they are: by the exchange
 * config's `warehouses` (a shop's name, guest name or city; null: not a
 * shop), else by a warehouse named like a shop. An offer's stock is summed
 * per shop over its warehouses; a shop fed by warehouses gets 0 when an offer
 * lists stock but none in its warehouses. Pure.
 */
import type { CmlOffer, CmlWarehouse, ExchangeConfig, OffersDocument } from './commerceml'
import type { ProductDraft } from './types'
import { nameKey, parseExchangeQuantity } from './values'

export interface ShopRef {
  name: string
  nameForGuest: string
  city: string
}

export function shopNamed(shops: ShopRef[], label: string): ShopRef | undefined {
  const key = nameKey(label)
  return shops.find((s) => [s.name, s.nameForGuest, s.city].some((n) => nameKey(n) === key))
}

export class Warehouses {
  /** A config naming a shop the site does not have. */
  readonly errors: string[] = []
  /** Shops that some warehouse feeds (by name). */
  readonly fedShops = new Set<string>()
  private readonly names = new Map<string, string>()
  /** Warehouses offers list that map to nothing (reported once, after all offers). */
  private readonly unknown = new Set<string>()

  constructor(
    docs: OffersDocument[],
    private readonly config: ExchangeConfig,
    private readonly shops: ShopRef[],
    classifierWarehouses: CmlWarehouse[],
    private readonly configName: string
  ) {
    for (const w of [...classifierWarehouses, ...docs.flatMap((d) => d.warehouses)]) {
      this.names.set(w.id, w.name)
    }
    for (const [id, shop] of Object.entries(config.warehouses)) {
      if (shop !== null && !shopNamed(shops, shop)) {
        this.errors.push(
          `Склад ${id} сопоставлен в ${configName} магазину «${shop}», а такого магазина нет. Магазины: ${shops.map((s) => s.name).join(', ')}.`
        )
      }
    }
    const listed = docs.flatMap((d) => d.offers.flatMap((o) => o.stock ?? []))
    for (const id of new Set([
      ...Object.keys(config.warehouses),
      ...this.names.keys(),
      ...listed.map((s) => s.warehouseId),
    ])) {
      const shop = this.shopOf(id)
      if (shop) this.fedShops.add(shop)
    }
  }

  /** Shop name of a warehouse; null: ignored; undefined: unknown. */
  shopOf(warehouseId: string): string | null | undefined {
    if (warehouseId in this.config.warehouses) {
      const shop = this.config.warehouses[warehouseId]
      return shop === null ? null : shopNamed(this.shops, shop)?.name
    }
    const name = this.names.get(warehouseId)
    return name ? shopNamed(this.shops, name)?.name : undefined
  }

  private fedShopsZero() {
    // In the shops' order, so reports list them alike.
    return new Map<string, number>(
      this.shops.filter((s) => this.fedShops.has(s.name)).map((s) => [s.name, 0])
    )
  }

  /** The offer's counts per shop into the draft (with its errors and remarks). */
  readStock(offer: CmlOffer, draft: ProductDraft) {
    if (offer.stock) {
      const counts = this.fedShopsZero()
      for (const line of offer.stock) {
        const shop = this.shopOf(line.warehouseId)
        if (shop === undefined) {
          this.unknown.add(line.warehouseId)
          continue
        }
        const quantity = parseExchangeQuantity(line.quantity)
        if ('error' in quantity) {
          draft.errors.push(`Остаток на складе ${line.warehouseId} ${quantity.error}`)
        } else if (shop !== null) counts.set(shop, (counts.get(shop) ?? 0) + quantity.value)
      }
      draft.stock = [...counts].map(([shop, count]) => ({ shop, count }))
    } else if (offer.total !== undefined && this.fedShops.size) {
      // A total alone says where nothing is: 0 everywhere; more cannot be placed.
      const total = parseExchangeQuantity(offer.total)
      if ('error' in total) draft.errors.push(`Количество ${total.error}`)
      else if (total.value === 0) {
        draft.stock = [...this.fedShopsZero()].map(([shop, count]) => ({ shop, count }))
      } else draft.notes.push('Остаток без разбивки по складам не загружен.')
    }
  }

  /** Every unknown warehouse the offers listed: the file is refused until the config names it. */
  unknownErrors(): string[] {
    return [...this.unknown].map((id) => {
      const name = this.names.get(id)
      return `Склад ${name ? `«${name}» ` : ''}(Ид ${id}) не сопоставлен с магазином: добавьте его в warehouses в ${this.configName} (имя магазина или null, чтобы не учитывать).`
    })
  }

  /** Offers list stock, yet no warehouse feeds a shop. */
  warnings(docs: OffersDocument[]): string[] {
    const listsStock = docs.some((d) => d.offers.some((o) => o.stock))
    return !this.fedShops.size && listsStock
      ? ['Ни один склад не сопоставлен с магазином: остатки не загружены.']
      : []
  }
}
