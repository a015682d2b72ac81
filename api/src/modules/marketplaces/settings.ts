/**
 * The Kaspi.kz price list's settings (one row, KaspiSettings id 1) and the
 * shops' Kaspi fields: read by the feed and the back office, written by the
 * admin's form in one transaction. And the feed's change state, which gives
 * its ETag and Last-Modified.
 */
import { createHash } from 'node:crypto'

import type { KaspiListing, Prisma } from '@prisma/client'

import { db } from 'src/lib/db'

import type { KaspiSelection, KaspiShop } from './rules/kaspiOffer'
import type { KaspiSettingsInput } from './rules/kaspiSettings'

export interface KaspiFeedSettings extends KaspiSelection {
  merchantId: string
  company: string
  token: string | null
  shops: (KaspiShop & { name: string; city: string })[]
  updatedAt: Date | null
}

const SETTINGS_ID = 1

export async function loadKaspiSettings(): Promise<KaspiFeedSettings> {
  const [row, shops] = await Promise.all([
    db.kaspiSettings.findUnique({ where: { id: SETTINGS_ID } }),
    db.shop.findMany({
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true, city: true, kaspiStoreId: true, katoCode: true },
    }),
  ])
  return {
    merchantId: row?.merchantId ?? '',
    company: row?.company ?? '',
    token: row?.token ?? null,
    listing: row?.listing ?? 'all',
    categoryIds: row?.categoryIds ?? [],
    brandIds: row?.brandIds ?? [],
    updatedAt: row?.updatedAt ?? null,
    shops: shops.map((shop) => ({
      shopId: shop.id,
      name: shop.name,
      city: shop.city,
      kaspiStoreId: shop.kaspiStoreId,
      katoCode: shop.katoCode,
    })),
  }
}

/**
 * Saves the form's settings and the shops' Kaspi fields together; `alsoIn`
 * writes what belongs with them (the audit entry) in the same transaction.
 */
export async function saveKaspiSettings(
  input: KaspiSettingsInput,
  alsoIn: (tx: Prisma.TransactionClient) => Promise<unknown> = async () => {}
): Promise<void> {
  const fields = {
    merchantId: input.merchantId,
    company: input.company,
    token: input.token,
    listing: input.listing as KaspiListing,
    categoryIds: input.categoryIds,
    brandIds: input.brandIds,
  }
  await db.$transaction(async (tx) => {
    await tx.kaspiSettings.upsert({
      where: { id: SETTINGS_ID },
      create: { id: SETTINGS_ID, ...fields },
      update: fields,
    })
    for (const shop of input.shops) {
      await tx.shop.updateMany({
        where: { id: shop.shopId },
        data: { kaspiStoreId: shop.kaspiStoreId, katoCode: shop.katoCode },
      })
    }
    await alsoIn(tx)
  })
}

/**
 * Everything the price list is made of, as one short text: the products'
 * and stock's counts and latest changes (every write, the import's and the
 * 1C exchange's included, sets updatedAt), the placed orders' holds, the
 * brands' names, the shops' Kaspi fields and the settings. Any edit the list
 * shows changes it; reading it costs a few aggregate scans, not the list.
 */
async function feedFingerprint(): Promise<string> {
  const [row] = await db.$queryRaw<{ state: string }[]>`
    SELECT concat_ws('|',
      (SELECT count(*) || ':' || COALESCE(max("updatedAt")::text, '') FROM "Product"),
      (SELECT count(*) || ':' || COALESCE(max("updatedAt")::text, '') || ':' || COALESCE(sum(count), 0) FROM "Stock"),
      (SELECT count(*) || ':' || COALESCE(max(id), 0) || ':' || COALESCE(sum(quantity), 0) FROM "StockReservation"),
      (SELECT md5(COALESCE(string_agg(id || '=' || name, ',' ORDER BY id), '')) FROM "Brand"),
      (SELECT md5(COALESCE(string_agg(id || '=' || COALESCE("kaspiStoreId", '') || '=' || COALESCE("katoCode", ''), ',' ORDER BY id), '')) FROM "Shop"),
      (SELECT COALESCE(max("updatedAt")::text, '') FROM "KaspiSettings")
    ) AS state`
  return createHash('sha1').update(row.state).digest('base64url')
}

export interface KaspiFeedState {
  etag: string
  /** Since when the list's data is what it is now (whole seconds, as HTTP dates are). */
  changedAt: Date
}

/**
 * The feed's validators: the fingerprint is the ETag; the time it was first
 * seen is Last-Modified, kept in the settings row so every api process
 * answers alike (raw SQL, so the settings' own updatedAt stays).
 */
export async function kaspiFeedState(): Promise<KaspiFeedState> {
  const fingerprint = await feedFingerprint()
  const [row] = await db.$queryRaw<{ changedAt: Date }[]>`
    INSERT INTO "KaspiSettings" (id, "updatedAt", "feedFingerprint", "feedChangedAt")
    VALUES (${SETTINGS_ID}, now(), ${fingerprint}, date_trunc('second', now()))
    ON CONFLICT (id) DO UPDATE SET
      "feedFingerprint" = EXCLUDED."feedFingerprint",
      "feedChangedAt" = CASE
        WHEN "KaspiSettings"."feedFingerprint" IS NOT DISTINCT FROM EXCLUDED."feedFingerprint"
        THEN "KaspiSettings"."feedChangedAt"
        ELSE GREATEST(EXCLUDED."feedChangedAt", "KaspiSettings"."feedChangedAt" + interval '1 second') END
    RETURNING "feedChangedAt" AS "changedAt"`
  return { etag: `W/"${fingerprint}"`, changedAt: row.changedAt }
}
