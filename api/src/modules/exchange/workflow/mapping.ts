import fs from 'node:fs'
import path from 'node:path'

import { getPaths } from '@redwoodjs/project-config'

import { db } from 'src/lib/db'
import { publicUrl } from 'src/lib/domain/letters'
import { readExchangeConfig, shopNamed, type ExchangeConfig } from 'src/modules/catalog'

/**
 * The exchange config the catalogue import reads (scripts/1c-exchange.json,
 * or the file EXCHANGE_1C_CONFIG names): its `warehouses` map 1C's Склады to
 * the shops; orders go out with the warehouse that is their shop.
 */
export async function exchangeConfig(): Promise<ExchangeConfig> {
  const named = process.env.EXCHANGE_1C_CONFIG
  if (named) return readExchangeConfig(named)
  const fallback = path.join(getPaths().scripts, '1c-exchange.json')
  return readExchangeConfig(fs.existsSync(fallback) ? fallback : null)
}

/** Shop id → its 1C warehouse: the first warehouse the config maps to that shop. */
export async function warehousesOfShops(config: ExchangeConfig) {
  const shops = await db.shop.findMany({ orderBy: { id: 'asc' } })
  const warehouseOfShop = new Map<number, { id: string; name: string }>()
  for (const [warehouseId, label] of Object.entries(config.warehouses)) {
    if (label === null) continue
    const named = shopNamed(shops, label)
    const shop = named && shops.find((s) => s.name === named.name)
    if (shop && !warehouseOfShop.has(shop.id)) {
      warehouseOfShop.set(shop.id, { id: warehouseId, name: shop.name })
    }
  }
  return warehouseOfShop
}

/** «Сайт»: the shop's public address without its scheme («akvatoria.kz»). */
export const siteName = () =>
  publicUrl()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '')
