import type { Prisma } from '@prisma/client'

import { db } from 'src/lib/db'
import type { ExchangeConfig } from 'src/modules/catalog'
import { loadOrderFactsMany } from 'src/modules/orders'

import { ordersDocument } from '../rules/orderDocument'
import { encodeXml, renderXml, xmlContentType, type ExchangeEncoding } from '../rules/xml'

import { exchangeConfig, siteName, warehousesOfShops } from './mapping'

/**
 * Orders out to 1C (issue 32 §3). `mode=query` answers the orders placed or
 * changed on the site since 1C last confirmed receiving them, and records
 * what it sent (an OrderExportBatch); `mode=success` commits the newest
 * batch, so an answer 1C failed to read goes again. Never sent: drafts, and
 * orders whose last change came from 1C itself (Order.oneCChangedAt equals
 * their updatedAt: no ping-pong).
 */

/**
 * At most this many orders per answer, oldest first; the rest go after 1C's
 * `success`, a page per exchange. So one answer (≈ 9 MB, under a second for
 * 1 000 orders: bench/exchange1c.mjs) and the batch recording it stay
 * bounded even when 1C has never confirmed anything.
 */
export const MAX_ORDERS_PER_QUERY = 1_000

/** Committed batches older than this are forgotten (OrderExported keeps what 1C has). */
export const COMMITTED_BATCHES_KEPT_DAYS = 90

/** The ids and versions of the orders 1C has yet to receive, oldest first. */
async function ordersToSend(client: Prisma.TransactionClient, limit: number) {
  return client.$queryRaw<{ id: number }[]>`
    SELECT o.id FROM "Order" o
    LEFT JOIN "OrderExported" e ON e."orderId" = o.id
    WHERE o.status <> 'draft'
      AND (o."oneCChangedAt" IS NULL OR o."updatedAt" > o."oneCChangedAt")
      AND (e."orderId" IS NULL OR o."updatedAt" > e.version)
    ORDER BY o.id
    LIMIT ${limit}`
}

/**
 * Records what this answer sent. `success` commits only the newest batch, so
 * older uncommitted ones can never be committed: they go, and a 1C that
 * queries without ever saying success leaves one row, not one per query.
 */
async function recordBatch(orders: [number, string][]) {
  const keptSince = new Date(Date.now() - COMMITTED_BATCHES_KEPT_DAYS * 86_400_000)
  await db.$transaction(async (tx) => {
    const batch = await tx.orderExportBatch.create({ data: { orders } })
    await tx.orderExportBatch.deleteMany({
      where: {
        id: { lt: batch.id },
        OR: [{ committedAt: null }, { committedAt: { lt: keptSince } }],
      },
    })
  })
}

/** The encoded bytes as a Buffer, without copying them. */
const bufferOf = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)

export interface OrdersExport {
  body: Buffer
  contentType: string
}

export async function exportOrdersFor1C(opts: {
  encoding: ExchangeEncoding
  schemaVersion?: string
  /** The exchange config; read from its file when absent. */
  config?: ExchangeConfig
  /** Orders per answer (tests); MAX_ORDERS_PER_QUERY when absent. */
  limit?: number
}): Promise<OrdersExport> {
  const config = opts.config ?? (await exchangeConfig())
  const ids = (await ordersToSend(db, opts.limit ?? MAX_ORDERS_PER_QUERY)).map((row) => row.id)
  // The facts and the versions recorded come from the same read: what was sent is what is committed.
  const orders = await loadOrderFactsMany(ids)
  await recordBatch(orders.map((o) => [o.id, o.updatedAt.toISOString()]))
  const xml = renderXml(
    ordersDocument(orders, {
      warehouseOfShop: await warehousesOfShops(config),
      site: siteName(),
      now: new Date(),
      schemaVersion: opts.schemaVersion,
    }),
    opts.encoding
  )
  return {
    body: bufferOf(encodeXml(xml, opts.encoding)),
    contentType: xmlContentType(opts.encoding),
  }
}

/**
 * `mode=success`: 1C read the last answer. Commits the newest batch once
 * (a second `success`, or one racing it, finds it committed); each order is
 * then known to 1C at the version sent, and goes again only when it changes
 * on the site after that.
 */
export async function commitOrdersExport(): Promise<void> {
  await db.$transaction(async (tx) => {
    const [last] = await tx.$queryRaw<{ id: number; committedAt: Date | null }[]>`
      SELECT id, "committedAt" FROM "OrderExportBatch" ORDER BY id DESC LIMIT 1 FOR UPDATE`
    if (!last || last.committedAt) return
    await tx.orderExportBatch.update({ where: { id: last.id }, data: { committedAt: new Date() } })
    // Orders deleted since (a draft cannot be sent, but an account's deletion cascades) drop out by the join.
    await tx.$executeRaw`
      INSERT INTO "OrderExported" ("orderId", version, "batchId")
      SELECT (entry->>0)::int, (entry->>1)::timestamptz AT TIME ZONE 'UTC', b.id
      FROM "OrderExportBatch" b
      CROSS JOIN LATERAL jsonb_array_elements(b.orders) AS entry
      JOIN "Order" o ON o.id = (entry->>0)::int
      WHERE b.id = ${last.id}
      ON CONFLICT ("orderId") DO UPDATE
        SET version = GREATEST("OrderExported".version, EXCLUDED.version),
            "batchId" = EXCLUDED."batchId"`
  })
}
