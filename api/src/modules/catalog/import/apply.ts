/**
 * Writes an accepted plan (plan.ts) inside the caller's transaction: new
 * brands and sections first, then new products, changed fields of existing
 * ones, their characteristics, pictures, stock and prices of other types
 * (ProductPrice), and the 1C Ид of price types. Only what the plan names is
 * touched.
 */
import { Prisma } from '@prisma/client'

import { chunked } from './state'
import type { ImportPlan, ProductData, ProductWrite, Ref } from './types'
import { tiynToDecimal } from './values'

export interface ApplyCounts {
  created: number
  updated: number
}

/** Products, pictures or characteristics per createMany. */
const BATCH = 1000

export async function applyPlan(
  tx: Prisma.TransactionClient,
  plan: ImportPlan
): Promise<ApplyCounts> {
  if (!plan.ok) throw new Error('A plan with rejected rows cannot be applied.')
  const ids = new Map<string, number>()
  const idOf = (ref: Ref) => {
    if ('id' in ref) return ref.id
    const id = ids.get(ref.key)
    if (id === undefined) throw new Error(`No row was created for ${ref.key}.`)
    return id
  }

  if (plan.newBrands.length) {
    const rows = await tx.brand.createManyAndReturn({
      data: plan.newBrands.map((b) => ({ name: b.name, slug: b.slug })),
      select: { id: true, slug: true },
    })
    for (const b of plan.newBrands) ids.set(b.key, rows.find((r) => r.slug === b.slug)!.id)
  }
  if (plan.newCategories.length) {
    const last = await tx.category.aggregate({ _max: { position: true } })
    let position = (last._max.position ?? 0) + 1
    const rows = await tx.category.createManyAndReturn({
      data: plan.newCategories.map((c) => ({ name: c.name, slug: c.slug, position: position++ })),
      select: { id: true, slug: true },
    })
    for (const c of plan.newCategories) ids.set(c.key, rows.find((r) => r.slug === c.slug)!.id)
  }
  if (plan.newSubcategories.length) {
    const rows = await tx.subcategory.createManyAndReturn({
      data: plan.newSubcategories.map((s) => ({
        name: s.name,
        slug: s.slug,
        categoryId: idOf(s.category),
      })),
      select: { id: true, slug: true },
    })
    for (const s of plan.newSubcategories) ids.set(s.key, rows.find((r) => r.slug === s.slug)!.id)
  }

  const columns = (data: ProductData) => ({
    ...(data.article !== undefined && { article: data.article }),
    ...(data.externalId !== undefined && { externalId: data.externalId }),
    ...(data.name !== undefined && { name: data.name }),
    ...(data.slug !== undefined && { slug: data.slug }),
    ...(data.description !== undefined && { description: data.description }),
    ...(data.nameKk !== undefined && { nameKk: data.nameKk }),
    ...(data.descriptionKk !== undefined && { descriptionKk: data.descriptionKk }),
    ...(data.unit !== undefined && { unit: data.unit }),
    ...(data.isActive !== undefined && { isActive: data.isActive }),
    ...(data.category !== undefined && { categoryId: idOf(data.category) }),
    ...(data.subcategory !== undefined && {
      subcategoryId: data.subcategory === null ? null : idOf(data.subcategory),
    }),
    ...(data.brand !== undefined && { brandId: data.brand === null ? null : idOf(data.brand) }),
    ...(data.price !== undefined && { price: tiynToDecimal(data.price) }),
    ...(data.currentPrice !== undefined && { currentPrice: tiynToDecimal(data.currentPrice) }),
    ...(data.lastPrice !== undefined && {
      lastPrice: data.lastPrice === null ? null : tiynToDecimal(data.lastPrice),
    }),
  })

  // Products
  const productIds = new Map<ProductWrite, number>()
  const fresh = plan.writes.filter((w) => w.productId === null)
  for (const batch of chunked(fresh, BATCH)) {
    const rows = await tx.product.createManyAndReturn({
      data: batch.map((w) => columns(w.data) as Prisma.ProductCreateManyInput),
      select: { id: true, article: true },
    })
    const byArticle = new Map(rows.map((r) => [r.article, r.id]))
    for (const w of batch) productIds.set(w, byArticle.get(w.article)!)
  }
  let updated = 0
  // Products whose own columns stay but whose stock, characteristics or
  // pictures change: their version (updatedAt) moves too, so a back-office
  // form opened before the import cannot save its older stock over it (409).
  const touched: number[] = []
  for (const w of plan.writes) {
    if (w.productId === null) continue
    productIds.set(w, w.productId)
    updated++
    const data = columns(w.data)
    if (Object.keys(data).length) {
      await tx.product.update({ where: { id: w.productId }, data, select: { id: true } })
    } else {
      touched.push(w.productId)
    }
  }
  for (const batch of chunked(touched, BATCH)) {
    await tx.$executeRaw`UPDATE "Product" SET "updatedAt" = now() WHERE id = ANY(${batch}::int[])`
  }

  // Characteristics: changed and removed names are deleted, then the new values written.
  // A characteristic's Kazakh name is the editors' (issue 33 §3): a new value keeps it.
  const attributeWrites = plan.writes.filter((w) => w.attributes)
  const stale = attributeWrites.flatMap((w) => {
    const names = [...w.attributes!.remove, ...w.attributes!.set.map((a) => a.name)]
    return names.length ? [{ productId: productIds.get(w)!, name: { in: names } }] : []
  })
  const kazakhNames = new Map<string, string>()
  const attributeKey = (productId: number, name: string) => `${productId}\u0000${name}`
  for (const batch of chunked(stale, BATCH)) {
    const written = await tx.productAttribute.findMany({
      where: { OR: batch, nameKk: { not: '' } },
      select: { productId: true, name: true, nameKk: true },
    })
    for (const row of written) kazakhNames.set(attributeKey(row.productId, row.name), row.nameKk)
    await tx.productAttribute.deleteMany({ where: { OR: batch } })
  }
  const attributes = attributeWrites.flatMap((w) =>
    w.attributes!.set.map((a) => ({
      productId: productIds.get(w)!,
      name: a.name,
      nameKk: kazakhNames.get(attributeKey(productIds.get(w)!, a.name)) ?? '',
      value: a.value,
      valueNumber: a.valueNumber,
      unit: a.unit,
      position: a.position,
    }))
  )
  for (const batch of chunked(attributes, BATCH)) {
    await tx.productAttribute.createMany({ data: batch })
  }

  // Pictures: replaced whole.
  const imageWrites = plan.writes.filter((w) => w.images)
  for (const batch of chunked(imageWrites, BATCH)) {
    await tx.productImage.deleteMany({
      where: { productId: { in: batch.map((w) => productIds.get(w)!) } },
    })
  }
  const images = imageWrites.flatMap((w) =>
    w.images!.map((i) => ({
      productId: productIds.get(w)!,
      file: i.file,
      alt: i.alt,
      position: i.position,
    }))
  )
  for (const batch of chunked(images, BATCH)) await tx.productImage.createMany({ data: batch })

  // Stock: one INSERT … ON CONFLICT per batch.
  const stock = plan.writes.flatMap((w) =>
    (w.stock ?? []).map((s) => ({
      productId: productIds.get(w)!,
      shopId: s.shopId,
      count: s.count,
    }))
  )
  for (const batch of chunked(stock, BATCH)) {
    await tx.$executeRaw`
      INSERT INTO "Stock" ("productId", "shopId", "count", "updatedAt")
      SELECT p, s, c, now()
      FROM unnest(${batch.map((s) => s.productId)}::int[], ${batch.map((s) => s.shopId)}::int[],
                  ${batch.map((s) => s.count)}::int[]) AS t(p, s, c)
      ON CONFLICT ("productId", "shopId") DO UPDATE
        SET "count" = EXCLUDED."count", "updatedAt" = now()`
  }

  // Prices of other types and quantity breaks: deleted, then written.
  const removed = plan.writes.flatMap((w) =>
    (w.typePrices?.remove ?? []).map((r) => ({ productId: productIds.get(w)!, ...r }))
  )
  for (const batch of chunked(removed, BATCH)) {
    await tx.productPrice.deleteMany({ where: { OR: batch } })
  }
  const typePrices = plan.writes.flatMap((w) =>
    (w.typePrices?.set ?? []).map((t) => ({ productId: productIds.get(w)!, ...t }))
  )
  for (const batch of chunked(typePrices, BATCH)) {
    await tx.$executeRaw`
      INSERT INTO "ProductPrice" ("productId", "priceTypeId", "minQuantity", "price", "updatedAt")
      SELECT p, t, q, c, now()
      FROM unnest(${batch.map((r) => r.productId)}::int[], ${batch.map((r) => r.priceTypeId)}::int[],
                  ${batch.map((r) => r.minQuantity)}::int[],
                  ${batch.map((r) => tiynToDecimal(r.price))}::numeric[]) AS x(p, t, q, c)
      ON CONFLICT ("productId", "priceTypeId", "minQuantity") DO UPDATE
        SET "price" = EXCLUDED."price", "updatedAt" = now()`
  }

  // The 1C Ид moves to the type it now maps to (it is unique).
  for (const link of plan.priceTypeLinks) {
    await tx.priceType.updateMany({
      where: { externalId: link.externalId, id: { not: link.id } },
      data: { externalId: null },
    })
    await tx.priceType.update({
      where: { id: link.id },
      data: { externalId: link.externalId },
      select: { id: true },
    })
  }

  return { created: fresh.length, updated }
}
