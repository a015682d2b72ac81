/**
 * The Kaspi.kz price list (issue 34 §1) as the feed at /feeds/kaspi.xml
 * writes it: the products are read in batches by id (keyset), each decided
 * by the pure rule (rules/kaspiOffer) and written as its XML, so 100 000
 * products never sit in memory at once (bench/kaspiFeed.mjs measures it).
 * The same walk counts what is listed and what is left out for the back office.
 */
import { Prisma } from '@prisma/client'

import { queryRows } from 'src/lib/db'
import type { ShopStock } from 'src/lib/domain/stock'
import type { HeldStock } from 'src/lib/domain/stockAvailability'

import {
  countVerdict,
  emptyKaspiCounts,
  kaspiOfferOf,
  type KaspiCounts,
  type KaspiProductRow,
  type KaspiShop,
  type KaspiVerdict,
} from './rules/kaspiOffer'
import { KASPI_CATALOG_TAIL, kaspiCatalogHead, kaspiOfferXml } from './rules/kaspiXml'
import type { KaspiFeedSettings } from './settings'

/** Rows per query: big enough that round trips do not dominate, small enough to stay bounded. */
export const FEED_BATCH = 1000

/** The rule's row, with the price as text (`::text`) and the stock facts beside it. */
interface FeedRow extends KaspiProductRow {
  currentPrice: string
  stock: ShopStock[]
  reservations: HeldStock[]
}

/** One batch of products after `afterId`, with their stock and the placed orders' holds. */
function productBatch(afterId: number, size: number): Promise<FeedRow[]> {
  return queryRows<FeedRow>(Prisma.sql`
    SELECT p.id, p.article, p."kaspiSku", p.name, b.name AS brand, p."categoryId", p."brandId",
           p."isActive", p."onKaspi", p."currentPrice"::text AS "currentPrice",
           COALESCE((SELECT json_agg(json_build_object('shopId', s."shopId", 'count', s.count) ORDER BY s."shopId")
                       FROM "Stock" s WHERE s."productId" = p.id), '[]') AS stock,
           COALESCE((SELECT json_agg(json_build_object('shopId', r."shopId", 'quantity', r.quantity))
                       FROM "StockReservation" r WHERE r."productId" = p.id), '[]') AS reservations
      FROM "Product" p
      LEFT JOIN "Brand" b ON b.id = p."brandId"
     WHERE p.id > ${afterId}
     ORDER BY p.id
     LIMIT ${size}`)
}

/** Every product's verdict, batch by batch. */
export async function* kaspiVerdicts(
  settings: KaspiFeedSettings,
  batch = FEED_BATCH
): AsyncGenerator<{ row: KaspiProductRow; verdict: KaspiVerdict }> {
  const shops: KaspiShop[] = settings.shops
  let afterId = 0
  for (;;) {
    const rows = await productBatch(afterId, batch)
    for (const row of rows) yield { row, verdict: kaspiOfferOf(row, shops, settings) }
    if (rows.length < batch) return
    afterId = rows[rows.length - 1].id
  }
}

/** The document's text in pieces (one per batch), for a stream. */
export async function* kaspiFeedChunks(
  settings: KaspiFeedSettings,
  changedAt: Date,
  batch = FEED_BATCH
): AsyncGenerator<string> {
  yield kaspiCatalogHead(settings, changedAt)
  let piece = ''
  let inPiece = 0
  for await (const { verdict } of kaspiVerdicts(settings, batch)) {
    if (!('offer' in verdict)) continue
    piece += kaspiOfferXml(verdict.offer)
    if (++inPiece >= batch) {
      yield piece
      piece = ''
      inPiece = 0
    }
  }
  yield piece + KASPI_CATALOG_TAIL
}

/** How many products the list has and how many it leaves out, by reason. */
export async function kaspiFeedCounts(settings: KaspiFeedSettings): Promise<KaspiCounts> {
  const counts = emptyKaspiCounts()
  for await (const { verdict } of kaspiVerdicts(settings)) countVerdict(counts, verdict)
  return counts
}
