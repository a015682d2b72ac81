/**
 * The back office's catalogue (issue 18 «Catalogue»): the product list,
 * a product's edit with its characteristics, stock and pictures, and the
 * bulk price change. Thin: parse → check the role → load → the domain rule
 * → write with its audit entry in one transaction → forget the shop's
 * caches (lib/catalogCaches) → answer.
 */
import type { Prisma } from '@prisma/client'

import { recordAudit } from 'src/lib/audit'
import { invalidateCatalogCaches } from 'src/lib/catalogCaches'
import { db } from 'src/lib/db'
import { pageWindowOf } from 'src/lib/domain/adminList'
import { toTiyn } from 'src/lib/domain/money'
import { stockSum } from 'src/lib/domain/stock'
import { ConflictError, InvalidInputError, NotFoundError } from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { mediaUrl } from 'src/lib/media'
import { requireCatalogueStaff } from 'src/lib/staffAccess'
import { containsText } from 'src/lib/textFilter'
import { attributeValue, tiynToDecimal } from 'src/modules/catalog'
import { productSlugCandidates } from 'src/modules/catalog'
import {
  bulkPriceApplySchema,
  bulkPriceSchema,
  pictureAddSchema,
  pictureDeleteSchema,
  pictureMoveSchema,
  productEditSchema,
  SUBCATEGORY_MESSAGE,
  type AdminProductFilter,
  type ProductEditInput,
  type ProductTypePriceInput,
} from 'src/modules/catalog/rules/adminCatalog'
import { adminProductListSchema } from 'src/modules/catalog/rules/adminProductList'
import { isRetailType } from 'src/modules/pricing/rules/priceTypeAdmin'
import { typePriceRowProblem } from 'src/modules/pricing/rules/priceTypes'
import { bulkPriceOf, editablePrices, targetPrices } from 'src/modules/pricing/rules/productPrices'

export const STALE_PRODUCT_MESSAGE =
  'Товар только что изменили. Показаны свежие данные — проверьте их и сохраните ещё раз.'
export const STALE_BULK_MESSAGE =
  'Набор товаров изменился после предпросмотра. Проверьте новый предпросмотр и примените ещё раз.'
export const ARTICLE_TAKEN_MESSAGE = 'Товар с таким артикулом уже есть.'
export const KASPI_SKU_TAKEN_MESSAGE =
  'Этот Kaspi SKU уже у другого товара (его Kaspi SKU или артикул).'
const PRODUCT_NOT_FOUND = 'Товар не найден.'

/** Rows the bulk preview shows (the count covers them all). */
export const BULK_PREVIEW_ROWS = 20

// ───────────────────────────── List ─────────────────────────────

/** The filter as a Prisma where: the list and the bulk change select alike. */
export function adminProductWhere(filter: AdminProductFilter): Prisma.ProductWhereInput {
  const yesNo = (value: 'yes' | 'no' | null | undefined) => (value ? value === 'yes' : undefined)
  const where: Prisma.ProductWhereInput = {
    categoryId: filter.categoryId ?? undefined,
    subcategoryId: filter.subcategoryId ?? undefined,
    brandId: filter.brandId ?? undefined,
    isActive: yesNo(filter.active),
    isPopular: yesNo(filter.popular),
    isNew: yesNo(filter.isNew),
  }
  // domain/stock: a shop's negative count is none, so «in stock» is «some shop above 0».
  if (filter.stock === 'in') where.stock = { some: { count: { gt: 0 } } }
  if (filter.stock === 'out') where.stock = { none: { count: { gt: 0 } } }
  if (filter.search) {
    where.OR = [{ name: containsText(filter.search) }, { article: containsText(filter.search) }]
  }
  return where
}

const SORT_COLUMNS = {
  name: 'name',
  article: 'article',
  price: 'currentPrice',
  updatedAt: 'updatedAt',
} as const

export const adminProducts = async ({ input }: { input?: unknown }) => {
  requireCatalogueStaff()
  const list = parseInput(adminProductListSchema, input ?? {})
  const where = adminProductWhere(list)
  const [count, rows] = await Promise.all([
    db.product.count({ where }),
    db.product.findMany({
      where,
      orderBy: [{ [SORT_COLUMNS[list.sort]]: list.direction }, { id: 'asc' }],
      ...pageWindowOf(list),
      include: {
        category: { select: { name: true } },
        subcategory: { select: { name: true } },
        brand: { select: { name: true } },
        stock: { select: { count: true } },
        images: { orderBy: [{ position: 'asc' }, { id: 'asc' }], take: 1 },
      },
    }),
  ])
  return {
    count,
    page: list.page,
    pageSize: list.pageSize,
    items: rows.map((row) => ({
      id: row.id,
      article: row.article,
      name: row.name,
      ...editablePrices(row),
      stockTotal: stockSum(row.stock),
      isActive: row.isActive,
      isPopular: row.isPopular,
      isNew: row.isNew,
      categoryName: row.category.name,
      subcategoryName: row.subcategory?.name ?? null,
      brandName: row.brand?.name ?? null,
      pictureUrl: mediaUrl(row.images[0]?.file),
      updatedAt: row.updatedAt,
    })),
  }
}

/** Sections with their subsections, brands and shops: the edit form's and filters' choices. */
export const adminCatalogOptions = async () => {
  requireCatalogueStaff()
  const [categories, brands, shops, priceTypes] = await Promise.all([
    db.category.findMany({
      orderBy: [{ position: 'asc' }, { name: 'asc' }],
      select: {
        id: true,
        name: true,
        subcategories: {
          orderBy: [{ position: 'asc' }, { name: 'asc' }],
          select: { id: true, name: true },
        },
      },
    }),
    db.brand.findMany({ orderBy: { name: 'asc' }, select: { id: true, name: true } }),
    db.shop.findMany({
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true },
    }),
    priceTypesOf(db),
  ])
  return { categories, brands, shops, priceTypes }
}

// ───────────────────────────── One product ─────────────────────────────

/** The price types in the shop's order, retail marked (its one-piece price is the product's own). */
async function priceTypesOf(client: Prisma.TransactionClient) {
  const types = await client.priceType.findMany({
    orderBy: [{ position: 'asc' }, { name: 'asc' }],
    select: { id: true, code: true, name: true },
  })
  return types.map((type) => ({ ...type, isRetail: isRetailType(type) }))
}

const editInclude = {
  attributes: { orderBy: [{ position: 'asc' }, { name: 'asc' }] },
  images: { orderBy: [{ position: 'asc' }, { id: 'asc' }] },
  stock: true,
  typePrices: { orderBy: [{ priceTypeId: 'asc' }, { minQuantity: 'asc' }] },
} satisfies Prisma.ProductInclude

type EditRow = Prisma.ProductGetPayload<{ include: typeof editInclude }>

async function loadProduct(client: Prisma.TransactionClient, id: number): Promise<EditRow> {
  const row = await client.product.findUnique({ where: { id }, include: editInclude })
  if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND)
  return row
}

/** A product's stored prices of one type: the one-piece price (null: none) and the breaks. */
function typePricesOfRow(row: EditRow, priceTypeId: number) {
  const rows = row.typePrices.filter((price) => price.priceTypeId === priceTypeId)
  const one = rows.find((price) => price.minQuantity === 1)
  return {
    priceTypeId,
    price: one ? Number(one.price) : null,
    breaks: rows
      .filter((price) => price.minQuantity > 1)
      .map((price) => ({ minQuantity: price.minQuantity, price: Number(price.price) })),
  }
}

/** What the edit screen shows: every shop, with 0 where the product has no row; every price type. */
async function productView(client: Prisma.TransactionClient, row: EditRow) {
  const [shops, types] = await Promise.all([
    client.shop.findMany({
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true },
    }),
    priceTypesOf(client),
  ])
  return {
    id: row.id,
    article: row.article,
    name: row.name,
    slug: row.slug,
    description: row.description,
    nameKk: row.nameKk,
    descriptionKk: row.descriptionKk,
    ...editablePrices(row),
    isActive: row.isActive,
    isPopular: row.isPopular,
    isNew: row.isNew,
    onKaspi: row.onKaspi,
    kaspiSku: row.kaspiSku,
    categoryId: row.categoryId,
    subcategoryId: row.subcategoryId,
    brandId: row.brandId,
    updatedAt: row.updatedAt,
    attributes: row.attributes.map((a) => ({ name: a.name, nameKk: a.nameKk, value: a.value })),
    stock: shops.map((shop) => ({
      shopId: shop.id,
      shopName: shop.name,
      count: row.stock.find((s) => s.shopId === shop.id)?.count ?? 0,
    })),
    pictures: row.images.map((image) => ({
      id: image.id,
      file: image.file,
      url: mediaUrl(image.file)!,
      alt: image.alt,
    })),
    typePrices: types.map((type) => typePricesOfRow(row, type.id)),
  }
}

export type AdminProductView = Awaited<ReturnType<typeof productView>>

export const adminProduct = async ({ id }: { id: number }) => {
  requireCatalogueStaff()
  return productView(db, await loadProduct(db, id))
}

/** The audited fields of a product (prices in tenge, as the editor names them). */
const auditFields = (row: EditRow) => ({
  article: row.article,
  name: row.name,
  description: row.description,
  nameKk: row.nameKk,
  descriptionKk: row.descriptionKk,
  ...editablePrices(row),
  isActive: row.isActive,
  isPopular: row.isPopular,
  isNew: row.isNew,
  onKaspi: row.onKaspi,
  kaspiSku: row.kaspiSku,
  categoryId: row.categoryId,
  subcategoryId: row.subcategoryId,
  brandId: row.brandId,
  attributes: row.attributes.map((a) => `${a.name}: ${a.value}`).join('; '),
  attributesKk: row.attributes
    .filter((a) => a.nameKk)
    .map((a) => `${a.name}: ${a.nameKk}`)
    .join('; '),
})

const stockFields = (row: EditRow) =>
  Object.fromEntries(row.stock.map((s) => [`shop${s.shopId}`, s.count]))

/** The audited prices by type: «Оптовая» and «Оптовая от 10 шт» → tenge. */
const typePriceFields = (row: EditRow, names: Map<number, string>) =>
  Object.fromEntries(
    row.typePrices.map((price) => {
      const name = names.get(price.priceTypeId) ?? `Тип цен ${price.priceTypeId}`
      const key = price.minQuantity === 1 ? name : `${name} от ${price.minQuantity} шт`
      return [key, Number(price.price)]
    })
  )

export const UNKNOWN_PRICE_TYPE_MESSAGE = 'Неизвестный тип цен. Обновите страницу.'

/**
 * Replaces the product's price rows of the types sent (the others stay):
 * the one-piece price (minQuantity 1, never for retail: that is the
 * product's own currentPrice) and the breaks.
 */
async function writeTypePrices(
  tx: Prisma.TransactionClient,
  productId: number,
  entries: ProductTypePriceInput[],
  types: { id: number; code: string }[]
) {
  const rows: Prisma.ProductPriceCreateManyInput[] = []
  for (const entry of entries) {
    const type = types.find((known) => known.id === entry.priceTypeId)
    if (!type) throw new InvalidInputError({ typePrices: [UNKNOWN_PRICE_TYPE_MESSAGE] })
    // A one-piece price of the retail type is the product's «Цена» (the pricing rule).
    const retailProblem =
      entry.price !== null ? typePriceRowProblem({ typeCode: type.code, minQuantity: 1 }) : null
    if (retailProblem) throw new InvalidInputError({ typePrices: [retailProblem] })
    if (entry.price !== null) {
      rows.push({
        productId,
        priceTypeId: type.id,
        minQuantity: 1,
        price: tiynToDecimal(toTiyn(entry.price)),
      })
    }
    for (const row of entry.breaks) {
      rows.push({
        productId,
        priceTypeId: type.id,
        minQuantity: row.minQuantity,
        price: tiynToDecimal(toTiyn(row.price)),
      })
    }
  }
  await tx.productPrice.deleteMany({
    where: { productId, priceTypeId: { in: entries.map((entry) => entry.priceTypeId) } },
  })
  if (rows.length) await tx.productPrice.createMany({ data: rows })
}

async function checkReferences(tx: Prisma.TransactionClient, input: ProductEditInput) {
  const category = await tx.category.findUnique({ where: { id: input.categoryId } })
  if (!category) throw new InvalidInputError({ categoryId: ['Выберите раздел из списка.'] })
  if (input.subcategoryId) {
    const sub = await tx.subcategory.findUnique({ where: { id: input.subcategoryId } })
    if (!sub || sub.categoryId !== input.categoryId) {
      throw new InvalidInputError({ subcategoryId: [SUBCATEGORY_MESSAGE] })
    }
  }
  if (input.brandId && !(await tx.brand.findUnique({ where: { id: input.brandId } }))) {
    throw new InvalidInputError({ brandId: ['Выберите бренд из списка.'] })
  }
  if (input.stock.length) {
    const known = await tx.shop.count({ where: { id: { in: input.stock.map((s) => s.shopId) } } })
    if (known !== input.stock.length)
      throw new InvalidInputError({ stock: ['Неизвестный магазин.'] })
  }
  const clash = await tx.product.findUnique({ where: { article: input.article } })
  if (clash && clash.id !== input.id)
    throw new InvalidInputError({ article: [ARTICLE_TAKEN_MESSAGE] })
  // One offer per sku on Kaspi: no other product's Kaspi SKU or article may be it.
  if (input.kaspiSku) {
    const taken = await tx.product.findFirst({
      where: {
        OR: [{ kaspiSku: input.kaspiSku }, { article: input.kaspiSku }],
        ...(input.id ? { NOT: { id: input.id } } : {}),
      },
      select: { id: true },
    })
    if (taken) throw new InvalidInputError({ kaspiSku: [KASPI_SKU_TAKEN_MESSAGE] })
  }
}

async function freeSlug(tx: Prisma.TransactionClient, name: string, article: string) {
  const candidates = productSlugCandidates(name, article)
  const taken = new Set(
    (
      await tx.product.findMany({ where: { slug: { in: candidates } }, select: { slug: true } })
    ).map((p) => p.slug)
  )
  return candidates.find((slug) => !taken.has(slug)) ?? `${candidates[1]}-${Date.now()}`
}

const priceColumns = (input: ProductEditInput) => {
  const prices = targetPrices(
    toTiyn(input.price!),
    input.oldPrice === null ? null : toTiyn(input.oldPrice)
  )
  return {
    price: tiynToDecimal(prices.price),
    currentPrice: tiynToDecimal(prices.currentPrice),
    lastPrice: prices.lastPrice === null ? null : tiynToDecimal(prices.lastPrice),
  }
}

/** Is the edit based on the stored version? Compared to the millisecond, as the client got it. */
const isStale = (stored: Date, basedOn: string | null | undefined) =>
  !basedOn || new Date(basedOn).getTime() !== stored.getTime()

/**
 * Creates a product (no `id`) or saves an edit: the fields, the
 * characteristics (replaced as listed) and the stock of the shops listed.
 * An edit based on an older version is refused with the fresh product.
 */
export const saveAdminProduct = async ({ input }: { input: unknown }) => {
  requireCatalogueStaff()
  const edit = parseInput(productEditSchema, input)
  const saved = await db.$transaction(async (tx) => {
    let before: EditRow | null = null
    if (edit.id) {
      // Row lock: two saves of one product are decided one after the other.
      await tx.$executeRaw`SELECT 1 FROM "Product" WHERE id = ${edit.id} FOR UPDATE`
      before = await loadProduct(tx, edit.id)
      if (isStale(before.updatedAt, edit.updatedAt)) {
        throw new ConflictError(STALE_PRODUCT_MESSAGE, {
          product: JSON.parse(JSON.stringify(await productView(tx, before))),
        })
      }
    }
    await checkReferences(tx, edit)
    const fields = {
      article: edit.article,
      name: edit.name,
      description: edit.description,
      // Absent (null): the stored Kazakh text stays; '' clears it.
      ...(edit.nameKk === null ? {} : { nameKk: edit.nameKk }),
      ...(edit.descriptionKk === null ? {} : { descriptionKk: edit.descriptionKk }),
      ...priceColumns(edit),
      isActive: edit.isActive,
      isPopular: edit.isPopular,
      isNew: edit.isNew,
      ...(edit.onKaspi === undefined ? {} : { onKaspi: edit.onKaspi }),
      ...(edit.kaspiSku === undefined ? {} : { kaspiSku: edit.kaspiSku || null }),
      categoryId: edit.categoryId,
      subcategoryId: edit.subcategoryId ?? null,
      brandId: edit.brandId ?? null,
    }
    const productId = before
      ? (await tx.product.update({ where: { id: before.id }, data: fields })).id
      : (
          await tx.product.create({
            data: { ...fields, slug: await freeSlug(tx, edit.name, edit.article) },
          })
        ).id
    await tx.productAttribute.deleteMany({ where: { productId } })
    if (edit.attributes.length) {
      // A characteristic sent without its Kazakh name keeps the stored one (by its name).
      const storedKk = new Map(before?.attributes.map((a) => [a.name, a.nameKk]) ?? [])
      await tx.productAttribute.createMany({
        data: edit.attributes.map((a, position) => {
          // The import's reading of a value: numbers feed the range filters.
          const value = attributeValue(a.name, a.value)
          const nameKk = a.nameKk ?? storedKk.get(value.name) ?? ''
          return { productId, ...value, nameKk, position }
        }),
      })
    }
    for (const row of edit.stock) {
      await tx.stock.upsert({
        where: { productId_shopId: { productId, shopId: row.shopId } },
        create: { productId, shopId: row.shopId, count: row.count },
        update: { count: row.count },
      })
    }
    const types = await tx.priceType.findMany({ select: { id: true, code: true, name: true } })
    if (edit.typePrices) await writeTypePrices(tx, productId, edit.typePrices, types)
    const after = await loadProduct(tx, productId)
    await recordAudit(tx, {
      action: before ? 'product.update' : 'product.create',
      entity: 'product',
      entityId: productId,
      before: before ? auditFields(before) : null,
      after: auditFields(after),
    })
    await recordAudit(tx, {
      action: 'product.stock',
      entity: 'product',
      entityId: productId,
      before: before ? stockFields(before) : {},
      after: stockFields(after),
    })
    const typeNames = new Map(types.map((type) => [type.id, type.name]))
    await recordAudit(tx, {
      action: 'product.typePrices',
      entity: 'product',
      entityId: productId,
      before: before ? typePriceFields(before, typeNames) : {},
      after: typePriceFields(after, typeNames),
    })
    return productView(tx, after)
  })
  await invalidateCatalogCaches()
  return saved
}

// ───────────────────────────── Pictures ─────────────────────────────

const pictureFiles = (row: EditRow) => ({ pictures: row.images.map((i) => i.file).join(', ') })

/** Renumbers a product's pictures 0, 1, 2 … in the given order. */
async function renumber(tx: Prisma.TransactionClient, ids: number[]) {
  for (const [position, id] of ids.entries()) {
    await tx.productImage.update({ where: { id }, data: { position } })
  }
}

async function changePictures(
  productId: number,
  change: (tx: Prisma.TransactionClient, row: EditRow) => Promise<void>
) {
  const view = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM "Product" WHERE id = ${productId} FOR UPDATE`
    const before = await loadProduct(tx, productId)
    await change(tx, before)
    const after = await loadProduct(tx, productId)
    await recordAudit(tx, {
      action: 'product.pictures',
      entity: 'product',
      entityId: productId,
      before: pictureFiles(before),
      after: pictureFiles(after),
    })
    return productView(tx, after)
  })
  await invalidateCatalogCaches()
  return view
}

const PICTURE_GONE_MESSAGE = 'Изображение не найдено.'

async function pictureOwner(pictureId: number): Promise<number> {
  const picture = await db.productImage.findUnique({ where: { id: pictureId } })
  if (!picture) throw new NotFoundError(PICTURE_GONE_MESSAGE)
  return picture.productId
}

/** The picture's place among the locked product's pictures; gone meanwhile (another editor) → 404. */
function pictureIndex(row: EditRow, pictureId: number): number {
  const index = row.images.findIndex((image) => image.id === pictureId)
  if (index < 0) throw new NotFoundError(PICTURE_GONE_MESSAGE)
  return index
}

/** Adds an uploaded picture (POST /api/v1/admin/media/) after the product's others. */
export const addAdminProductPicture = async ({ input }: { input: unknown }) => {
  requireCatalogueStaff()
  const { productId, file, alt } = parseInput(pictureAddSchema, input)
  return changePictures(productId, async (tx, row) => {
    const position = row.images.reduce((max, i) => Math.max(max, i.position + 1), 0)
    await tx.productImage.create({ data: { productId, file, alt, position } })
  })
}

/** Moves a picture one place up or down (the first is the product's main picture). */
export const moveAdminProductPicture = async ({ input }: { input: unknown }) => {
  requireCatalogueStaff()
  const { pictureId, direction } = parseInput(pictureMoveSchema, input)
  return changePictures(await pictureOwner(pictureId), async (tx, row) => {
    const ids = row.images.map((i) => i.id)
    const from = pictureIndex(row, pictureId)
    const to = direction === 'up' ? from - 1 : from + 1
    if (to < 0 || to >= ids.length) return
    ;[ids[from], ids[to]] = [ids[to], ids[from]]
    await renumber(tx, ids)
  })
}

/** Removes a picture from the product (the stored file stays: content-addressed files may be shared). */
export const deleteAdminProductPicture = async ({ input }: { input: unknown }) => {
  requireCatalogueStaff()
  const { pictureId } = parseInput(pictureDeleteSchema, input)
  return changePictures(await pictureOwner(pictureId), async (tx, row) => {
    pictureIndex(row, pictureId)
    await tx.productImage.delete({ where: { id: pictureId } })
    await renumber(
      tx,
      row.images.map((i) => i.id).filter((id) => id !== pictureId)
    )
  })
}

// ───────────────────────────── Bulk price ─────────────────────────────

const bulkSelect = {
  id: true,
  article: true,
  name: true,
  price: true,
  currentPrice: true,
  lastPrice: true,
} satisfies Prisma.ProductSelect

async function bulkRows(
  client: Prisma.TransactionClient,
  filter: AdminProductFilter,
  change: Parameters<typeof bulkPriceOf>[1]
) {
  const products = await client.product.findMany({
    where: adminProductWhere(filter),
    select: bulkSelect,
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  })
  return products.map((product) => ({ product, result: bulkPriceOf(product, change) }))
}

const previewOf = (rows: Awaited<ReturnType<typeof bulkRows>>) => ({
  count: rows.length,
  changed: rows.filter((r) => r.result.write).length,
  rows: rows.slice(0, BULK_PREVIEW_ROWS).map(({ product, result }) => ({
    id: product.id,
    article: product.article,
    name: product.name,
    price: result.before.price,
    oldPrice: result.before.oldPrice,
    newPrice: result.after.price,
    newOldPrice: result.after.oldPrice,
  })),
})

/** What a bulk change would do: the count and the first rows, old → new. */
export const bulkPricePreview = async ({ input }: { input: unknown }) => {
  requireCatalogueStaff()
  const { filter, mode, direction, value } = parseInput(bulkPriceSchema, input)
  return previewOf(await bulkRows(db, filter, { mode, direction, value: value! }))
}

/**
 * Applies a bulk change to the same set the preview showed, by the same rule,
 * in one transaction with an audit entry per product. When the set's size
 * differs from the preview's, nothing is written (409 with the fresh preview).
 */
export const applyBulkPrice = async ({ input }: { input: unknown }) => {
  requireCatalogueStaff()
  const { filter, mode, direction, value, expectedCount } = parseInput(bulkPriceApplySchema, input)
  const change = { mode, direction, value: value! }
  const result = await db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('akvatoria:bulk-price'))`
      // The set's rows stay locked until the commit: a product saved meanwhile
      // waits, then meets its changed version (409), instead of this change
      // writing a price computed from the value it replaced.
      const ids = (
        await tx.product.findMany({ where: adminProductWhere(filter), select: { id: true } })
      ).map((product) => product.id)
      await tx.$queryRaw`SELECT id FROM "Product" WHERE id = ANY(${ids}::int[]) ORDER BY id FOR UPDATE`
      const rows = await bulkRows(tx, filter, change)
      if (rows.length !== expectedCount) {
        throw new ConflictError(STALE_BULK_MESSAGE, { preview: previewOf(rows) })
      }
      let changed = 0
      for (const { product, result } of rows) {
        if (!result.write) continue
        await tx.product.update({
          where: { id: product.id },
          data: {
            price: tiynToDecimal(result.write.price),
            currentPrice: tiynToDecimal(result.write.currentPrice),
            lastPrice:
              result.write.lastPrice === null ? null : tiynToDecimal(result.write.lastPrice),
          },
        })
        await recordAudit(tx, {
          action: 'product.price',
          entity: 'product',
          entityId: product.id,
          before: result.before,
          after: result.after,
        })
        changed++
      }
      return { count: rows.length, changed }
    },
    { timeout: 120_000 }
  )
  await invalidateCatalogCaches()
  return result
}
