/**
 * Reads what an import's plan is compared with: the products its rows name
 * (by article or 1C Ид, with characteristics, pictures, stock and prices of
 * every type), every section, brand, shop and price type, and which slugs new products could take are
 * already taken.
 */
import type { Prisma, PrismaClient } from '@prisma/client'

import { toTiyn } from '../../../lib/domain/money'

import { slugCandidatesOf } from './slug'
import type { CatalogState, PriceTypeState, ProductDraft, ProductState } from './types'

export type Client = PrismaClient | Prisma.TransactionClient

/** Values per IN (…) list: well below PostgreSQL's 65 535 bind parameters. */
const CHUNK = 5000

export function chunked<T>(items: T[], size = CHUNK): T[][] {
  const chunks: T[][] = []
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size))
  return chunks
}

const PRODUCT_SELECT = {
  id: true,
  article: true,
  externalId: true,
  name: true,
  slug: true,
  description: true,
  nameKk: true,
  descriptionKk: true,
  unit: true,
  isActive: true,
  categoryId: true,
  subcategoryId: true,
  brandId: true,
  price: true,
  currentPrice: true,
  lastPrice: true,
} satisfies Prisma.ProductSelect

type ProductRow = Prisma.ProductGetPayload<{ select: typeof PRODUCT_SELECT }>

function toState(row: ProductRow): ProductState {
  return {
    ...row,
    price: toTiyn(row.price),
    currentPrice: toTiyn(row.currentPrice),
    lastPrice: row.lastPrice === null ? null : toTiyn(row.lastPrice),
    attributes: [],
    images: [],
    stock: [],
    typePrices: [],
  }
}

/**
 * The products by article and by Ид, then their characteristics, pictures
 * and stock. Query by query: nested includes would let Prisma send several
 * queries at once over the transaction's single connection.
 */
async function loadProducts(client: Client, drafts: ProductDraft[]) {
  const articles = [...new Set(drafts.flatMap((d) => (d.article ? [d.article] : [])))]
  const externalIds = [...new Set(drafts.flatMap((d) => (d.externalId ? [d.externalId] : [])))]
  const products = new Map<number, ProductState>()
  for (const part of chunked(articles)) {
    const rows = await client.product.findMany({
      where: { article: { in: part } },
      select: PRODUCT_SELECT,
    })
    for (const row of rows) products.set(row.id, toState(row))
  }
  for (const part of chunked(externalIds)) {
    const rows = await client.product.findMany({
      where: { externalId: { in: part } },
      select: PRODUCT_SELECT,
    })
    for (const row of rows) products.set(row.id, toState(row))
  }
  for (const part of chunked([...products.keys()])) {
    const attributes = await client.productAttribute.findMany({
      where: { productId: { in: part } },
      select: {
        productId: true,
        name: true,
        value: true,
        valueNumber: true,
        unit: true,
        position: true,
      },
      orderBy: [{ productId: 'asc' }, { position: 'asc' }, { id: 'asc' }],
    })
    for (const { productId, valueNumber, ...a } of attributes) {
      products.get(productId)!.attributes.push({
        ...a,
        valueNumber: valueNumber === null ? null : Number(valueNumber.toString()),
      })
    }
    const images = await client.productImage.findMany({
      where: { productId: { in: part } },
      select: { productId: true, file: true, alt: true, position: true },
      orderBy: [{ productId: 'asc' }, { position: 'asc' }, { id: 'asc' }],
    })
    for (const { productId, ...image } of images) products.get(productId)!.images.push(image)
    const stock = await client.stock.findMany({
      where: { productId: { in: part } },
      select: { productId: true, shopId: true, count: true },
    })
    for (const { productId, ...line } of stock) products.get(productId)!.stock.push(line)
    const typePrices = await client.productPrice.findMany({
      where: { productId: { in: part } },
      select: { productId: true, priceTypeId: true, minQuantity: true, price: true },
      orderBy: [{ productId: 'asc' }, { priceTypeId: 'asc' }, { minQuantity: 'asc' }],
    })
    for (const { productId, price, ...row } of typePrices) {
      products.get(productId)!.typePrices.push({ ...row, price: toTiyn(price) })
    }
  }
  return [...products.values()]
}

/** Every price type, in the shop's order (the 1C exchange maps its types onto them). */
export function loadPriceTypes(client: Client): Promise<PriceTypeState[]> {
  return client.priceType.findMany({
    select: { id: true, code: true, name: true, externalId: true },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  })
}

export async function loadCatalogState(
  client: Client,
  drafts: ProductDraft[]
): Promise<CatalogState> {
  const products = await loadProducts(client, drafts)
  const takenProductSlugs = new Set<string>()
  for (const part of chunked([...new Set(slugCandidatesOf(drafts))])) {
    const rows = await client.product.findMany({
      where: { slug: { in: part } },
      select: { slug: true },
    })
    for (const row of rows) takenProductSlugs.add(row.slug)
  }
  // One after another: a transaction's queries share one connection.
  const categories = await client.category.findMany({
    select: { id: true, name: true, slug: true },
    orderBy: { id: 'asc' },
  })
  const subcategories = await client.subcategory.findMany({
    select: { id: true, name: true, slug: true, categoryId: true },
    orderBy: { id: 'asc' },
  })
  const brands = await client.brand.findMany({
    select: { id: true, name: true, slug: true },
    orderBy: { id: 'asc' },
  })
  const shops = await client.shop.findMany({
    select: { id: true, name: true, nameForGuest: true, city: true },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  })
  const priceTypes = await loadPriceTypes(client)
  return {
    products,
    categories,
    subcategories,
    brands,
    shops,
    priceTypes,
    takenProductSlugs,
  }
}
