/**
 * The Kaspi.kz price list in the back office (issue 34 §1; admins only): the
 * settings with the shops' points of sale, the list's address, and how many
 * products it lists and leaves out, by reason. Thin: parse → check the role
 * → write with its audit entry in one transaction → answer with the screen.
 */
import { recordAudit } from 'src/lib/audit'
import { db } from 'src/lib/db'
import { InvalidInputError } from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { requireAdmin } from 'src/lib/staffAccess'
import {
  kaspiFeedCounts,
  loadKaspiSettings,
  saveKaspiSettings,
  type KaspiFeedSettings,
} from 'src/modules/marketplaces'
import {
  KASPI_LEFT_OUT_LABELS,
  KASPI_LEFT_OUT_REASONS,
} from 'src/modules/marketplaces/rules/kaspiOffer'
import {
  kaspiSettingsSchema,
  kaspiSetupProblems,
} from 'src/modules/marketplaces/rules/kaspiSettings'

export const KASPI_FEED_PATH = '/feeds/kaspi.xml'
const UNKNOWN_SHOP_MESSAGE = 'Неизвестный магазин. Обновите страницу.'

async function screenOf(settings: KaspiFeedSettings) {
  const [counts, sectionChoices, brandChoices] = await Promise.all([
    kaspiFeedCounts(settings),
    db.category.findMany({
      orderBy: [{ position: 'asc' }, { name: 'asc' }],
      select: { id: true, name: true },
    }),
    db.brand.findMany({ orderBy: { name: 'asc' }, select: { id: true, name: true } }),
  ])
  return {
    merchantId: settings.merchantId,
    company: settings.company,
    token: settings.token,
    listing: settings.listing,
    categoryIds: settings.categoryIds,
    brandIds: settings.brandIds,
    shops: settings.shops.map(({ shopId, name, city, kaspiStoreId, katoCode }) => ({
      shopId,
      name,
      city,
      kaspiStoreId,
      katoCode,
    })),
    sectionChoices,
    brandChoices,
    feedPath: settings.token
      ? `${KASPI_FEED_PATH}?token=${encodeURIComponent(settings.token)}`
      : KASPI_FEED_PATH,
    listed: counts.listed,
    leftOut: KASPI_LEFT_OUT_REASONS.map((reason) => ({
      reason,
      label: KASPI_LEFT_OUT_LABELS[reason],
      count: counts.leftOut[reason],
    })),
    problems: kaspiSetupProblems(settings),
  }
}

/** What the audit keeps of the settings: the secret only as set or not. */
const auditFields = (settings: KaspiFeedSettings) => ({
  merchantId: settings.merchantId,
  company: settings.company,
  token: settings.token ? 'задан' : 'нет',
  listing: settings.listing,
  categoryIds: settings.categoryIds.join(', '),
  brandIds: settings.brandIds.join(', '),
  shops: settings.shops
    .map((shop) => `${shop.name}: ${shop.kaspiStoreId ?? '—'} ${shop.katoCode ?? '—'}`)
    .join('; '),
})

export const adminKaspi = async () => {
  requireAdmin()
  return screenOf(await loadKaspiSettings())
}

export const saveAdminKaspi = async ({ input }: { input: unknown }) => {
  requireAdmin()
  const parsed = parseInput(kaspiSettingsSchema, input)
  const before = await loadKaspiSettings()
  const known = new Set(before.shops.map((shop) => shop.shopId))
  if (parsed.shops.some((shop) => !known.has(shop.shopId))) {
    throw new InvalidInputError({ shops: [UNKNOWN_SHOP_MESSAGE] })
  }
  const sent = new Map(parsed.shops.map((shop) => [shop.shopId, shop]))
  const after: KaspiFeedSettings = {
    ...before,
    ...parsed,
    shops: before.shops.map((shop) => ({ ...shop, ...sent.get(shop.shopId) })),
  }
  await saveKaspiSettings(parsed, (tx) =>
    recordAudit(tx, {
      action: 'kaspi.settings',
      entity: 'kaspiSettings',
      entityId: 1,
      before: auditFields(before),
      after: auditFields(after),
    })
  )
  return screenOf(await loadKaspiSettings())
}
