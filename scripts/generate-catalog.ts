/**
 * Bulk catalogue for benchmarks:
 *
 *   yarn rw exec generate-catalog --products 100000 [--reset] [--seed 7] [--batch 5000]
 *
 * Makes the database hold exactly N generated products (articles `GEN-…`),
 * each with 3 attributes, 1 picture row and a stock row per shop, built from
 * the seed's vocabulary (scripts/demo/catalog.ts) with a seeded generator:
 * product #i is always the same. Reruns are cheap and never fail: missing
 * numbers are added, numbers above N are deleted, existing ones are kept.
 * `--reset` deletes every generated product first and builds them again.
 * Generated products that appear in orders are never deleted.
 *
 * The sections, subcategories, brands and shops must exist: run
 * `yarn rw exec seed` first. Pictures reuse the seed's files
 * (demo/products/<article>-1.svg); no new files are written.
 *
 * Rows go in through node-postgres as parameterised batches: one INSERT …
 * SELECT FROM unnest($1::text[], …) per table and batch, one transaction per
 * batch.
 */
import pg from 'pg'

import { buildDemoProducts, SHOP_NAMES, stockFor, type DemoProduct } from './demo/catalog'
import { DEMO_MEDIA } from './demo/images'
import { daysAgo, roundPrice, Rng } from './demo/util'

const PREFIX = 'GEN-'
const DIGITS = 7
const MODIFIERS = ['M', 'N', 'S', 'T', 'X', 'Eco', 'Pro', 'Plus', 'Lux', 'Comfort', 'Prime', 'Max']

interface Args {
  products?: number | string
  n?: number | string
  reset?: boolean
  seed?: number | string
  batch?: number | string
}

interface Lookups {
  categories: Map<string, number>
  subcategories: Map<string, number>
  brands: Map<string, number>
  shops: number[]
}

interface GeneratedProduct {
  article: string
  name: string
  slug: string
  description: string
  categoryId: number
  subcategoryId: number
  brandId: number
  price: number
  currentPrice: number
  lastPrice: number | null
  isPopular: boolean
  isNew: boolean
  width: number | null
  height: number | null
  length: number | null
  weight: number | null
  createdAt: Date
  template: DemoProduct
  stock: [number, number]
}

/** SQL: the number of a generated article, NULL for any other article. */
const NUMBER_SQL = (column: string) =>
  `(CASE WHEN ${column} ~ '^${PREFIX}[0-9]{${DIGITS}}-' THEN substring(${column} from ${PREFIX.length + 1} for ${DIGITS})::int END)`

const articleOf = (index: number, template: DemoProduct) =>
  `${PREFIX}${String(index).padStart(DIGITS, '0')}-${template.article}`

const jitter = (value: number | null, rng: Rng, digits: number) =>
  value === null ? null : Number((value * rng.float(0.9, 1.1)).toFixed(digits))

/** Product number `index` (1-based); depends only on the seed and the index. */
function generate(
  index: number,
  seed: number,
  templates: DemoProduct[],
  lookups: Lookups,
  now: number
): GeneratedProduct {
  const rng = new Rng((seed * 0x9e3779b1) ^ Math.imul(index, 0x85ebca6b))
  rng.next()
  const template = templates[rng.int(0, templates.length - 1)]
  const modifier = `${rng.pick(MODIFIERS)}-${rng.int(1, 99)}`
  const name = `${template.name} ${modifier}`
  const base = roundPrice(template.basePrice * rng.float(0.85, 1.2))
  const onRequest = rng.chance(0.01)
  const discounted = !onRequest && rng.chance(0.2)
  const current = discounted
    ? roundPrice(base * (1 - rng.pick([0.05, 0.1, 0.15, 0.2, 0.25])))
    : base
  const isNew = rng.chance(0.03)
  const age = isNew ? rng.int(1, 25) : rng.int(30, 1000)
  const article = articleOf(index, template)
  return {
    article,
    name,
    slug: `${template.slug}-${modifier.toLowerCase()}-gen-${index}`,
    description: template.description,
    categoryId: lookups.categories.get(template.category)!,
    subcategoryId: lookups.subcategories.get(template.subcategory)!,
    brandId: lookups.brands.get(template.brand)!,
    price: onRequest ? 0 : base,
    currentPrice: onRequest ? 0 : current,
    lastPrice: discounted ? base : null,
    isPopular: rng.chance(0.05),
    isNew,
    width: jitter(template.width, rng, 0),
    height: jitter(template.height, rng, 0),
    length: jitter(template.length, rng, 0),
    weight: jitter(template.weight, rng, 2),
    createdAt: new Date(now - age * 86_400_000 - rng.int(0, 86_399) * 1000),
    template,
    stock: stockFor(rng, base),
  }
}

async function loadLookups(client: pg.Client, templates: DemoProduct[]): Promise<Lookups> {
  const map = async (sql: string) =>
    new Map((await client.query<{ name: string; id: number }>(sql)).rows.map((r) => [r.name, r.id]))
  const categories = await map('SELECT name, id FROM "Category"')
  const subcategories = await map('SELECT name, id FROM "Subcategory"')
  const brands = await map('SELECT name, id FROM "Brand"')
  const shopRows = await map('SELECT name, id FROM "Shop"')
  const missing = new Set<string>()
  for (const t of templates) {
    if (!categories.has(t.category)) missing.add(`section «${t.category}»`)
    if (!subcategories.has(t.subcategory)) missing.add(`subcategory «${t.subcategory}»`)
    if (!brands.has(t.brand)) missing.add(`brand «${t.brand}»`)
  }
  for (const shop of SHOP_NAMES) if (!shopRows.has(shop)) missing.add(`shop «${shop}»`)
  if (missing.size) {
    throw new Error(
      `The seed's catalogue is missing (${[...missing].slice(0, 5).join(', ')}${missing.size > 5 ? ', …' : ''}). ` +
        'Run `yarn rw exec seed` against this database first.'
    )
  }
  return { categories, subcategories, brands, shops: SHOP_NAMES.map((s) => shopRows.get(s)!) }
}

/** Deletes generated products (not those in orders) matching the SQL `where`. */
async function deleteGenerated(client: pg.Client, where: string): Promise<number> {
  await client.query('BEGIN')
  try {
    await client.query('DROP TABLE IF EXISTS gen_delete')
    await client.query(
      `CREATE TEMP TABLE gen_delete ON COMMIT DROP AS
         SELECT p.id FROM "Product" p
         WHERE ${NUMBER_SQL('p.article')} IS NOT NULL AND (${where})
           AND NOT EXISTS (SELECT 1 FROM "OrderItem" o WHERE o."productId" = p.id)`
    )
    // Children first in bulk, so the cascades find nothing left to do.
    for (const table of ['ProductAttribute', 'ProductImage', 'Stock', 'CartItem', 'Favorite']) {
      await client.query(`DELETE FROM "${table}" WHERE "productId" IN (SELECT id FROM gen_delete)`)
    }
    await client.query(
      `UPDATE "Slide" SET "productId" = NULL WHERE "productId" IN (SELECT id FROM gen_delete)`
    )
    const result = await client.query(
      `DELETE FROM "Product" WHERE id IN (SELECT id FROM gen_delete)`
    )
    await client.query('COMMIT')
    return result.rowCount ?? 0
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  }
}

async function insertBatch(client: pg.Client, products: GeneratedProduct[], shops: number[]) {
  const now = new Date()
  const col = <T>(pick: (p: GeneratedProduct) => T) => products.map(pick)
  await client.query('BEGIN')
  try {
    const inserted = await client.query<{ id: number; article: string }>(
      `INSERT INTO "Product" (article, name, slug, description, "categoryId", "subcategoryId", "brandId",
         price, "currentPrice", "lastPrice", "isPopular", "isNew", unit, width, height, length, weight,
         "createdAt", "updatedAt")
       SELECT a, n, s, d, c, sc, b, pr, cp, lp, pop, nw, 'шт', w, h, l, wt, ca, $18
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::int[],
                   $8::numeric[], $9::numeric[], $10::numeric[], $11::bool[], $12::bool[],
                   $13::numeric[], $14::numeric[], $15::numeric[], $16::numeric[], $17::timestamp[])
         AS t(a, n, s, d, c, sc, b, pr, cp, lp, pop, nw, w, h, l, wt, ca)
       RETURNING id, article`,
      [
        col((p) => p.article),
        col((p) => p.name),
        col((p) => p.slug),
        col((p) => p.description),
        col((p) => p.categoryId),
        col((p) => p.subcategoryId),
        col((p) => p.brandId),
        col((p) => p.price),
        col((p) => p.currentPrice),
        col((p) => p.lastPrice),
        col((p) => p.isPopular),
        col((p) => p.isNew),
        col((p) => p.width),
        col((p) => p.height),
        col((p) => p.length),
        col((p) => p.weight),
        col((p) => p.createdAt.toISOString()),
        now.toISOString(),
      ]
    )
    const ids = new Map(inserted.rows.map((r) => [r.article, r.id]))

    const attr = {
      productId: [] as number[],
      name: [] as string[],
      value: [] as string[],
      num: [] as (number | null)[],
      unit: [] as (string | null)[],
      position: [] as number[],
    }
    const image = { productId: [] as number[], file: [] as string[], alt: [] as string[] }
    const stock = { productId: [] as number[], shopId: [] as number[], count: [] as number[] }
    for (const p of products) {
      const id = ids.get(p.article)!
      p.template.attributes.slice(0, 3).forEach((a, position) => {
        attr.productId.push(id)
        attr.name.push(a.name)
        attr.value.push(a.value)
        attr.num.push(a.valueNumber)
        attr.unit.push(a.unit)
        attr.position.push(position)
      })
      image.productId.push(id)
      image.file.push(DEMO_MEDIA.product(p.template.article, 1))
      image.alt.push(p.name)
      shops.forEach((shopId, i) => {
        stock.productId.push(id)
        stock.shopId.push(shopId)
        stock.count.push(p.stock[i])
      })
    }
    await client.query(
      `INSERT INTO "ProductAttribute" ("productId", name, value, "valueNumber", unit, position)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::numeric[], $5::text[], $6::int[])`,
      [attr.productId, attr.name, attr.value, attr.num, attr.unit, attr.position]
    )
    await client.query(
      `INSERT INTO "ProductImage" ("productId", file, alt, position)
       SELECT i, f, a, 0 FROM unnest($1::int[], $2::text[], $3::text[]) AS t(i, f, a)`,
      [image.productId, image.file, image.alt]
    )
    await client.query(
      `INSERT INTO "Stock" ("productId", "shopId", count, "updatedAt")
       SELECT p, s, c, $4 FROM unnest($1::int[], $2::int[], $3::int[]) AS t(p, s, c)`,
      [stock.productId, stock.shopId, stock.count, now.toISOString()]
    )
    await client.query('COMMIT')
    return {
      products: products.length,
      attributes: attr.productId.length,
      images: image.productId.length,
      stock: stock.productId.length,
    }
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  }
}

export default async ({ args = {} }: { args?: Args } = {}) => {
  const started = Date.now()
  const target = Number(args.products ?? args.n ?? 10_000)
  const seed = Number(args.seed ?? 7)
  const batchSize = Math.max(100, Number(args.batch ?? 5000))
  if (!Number.isInteger(target) || target < 0)
    throw new Error('--products must be a whole number ≥ 0')
  const url = process.env.DATABASE_URL
  if (!url || !/^postgres(ql)?:\/\//.test(url))
    throw new Error('Set DATABASE_URL to a postgresql:// URL')

  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const templates = buildDemoProducts()
    const lookups = await loadLookups(client, templates)

    let deleted = 0
    if (args.reset) deleted += await deleteGenerated(client, 'true')
    // Numbers above the target go; the rest stay as they are.
    deleted += await deleteGenerated(client, `${NUMBER_SQL('p.article')} > ${target}`)
    const present = new Set(
      (
        await client.query<{ n: number }>(
          `SELECT n FROM (SELECT ${NUMBER_SQL('article')} AS n FROM "Product" WHERE article LIKE '${PREFIX}%') t WHERE n IS NOT NULL`
        )
      ).rows.map((r) => r.n)
    )
    const missing: number[] = []
    for (let i = 1; i <= target; i++) if (!present.has(i)) missing.push(i)

    const totals = { products: 0, attributes: 0, images: 0, stock: 0 }
    const now = daysAgo(0).getTime()
    for (let from = 0; from < missing.length; from += batchSize) {
      const batch = missing
        .slice(from, from + batchSize)
        .map((i) => generate(i, seed, templates, lookups, now))
      const done = await insertBatch(client, batch, lookups.shops)
      totals.products += done.products
      totals.attributes += done.attributes
      totals.images += done.images
      totals.stock += done.stock
      if (missing.length > batchSize) {
        process.stdout.write(
          `\r  ${totals.products}/${missing.length} products, ${((Date.now() - started) / 1000).toFixed(1)} s`
        )
      }
    }
    if (missing.length > batchSize) process.stdout.write('\n')
    if (totals.products || deleted) {
      await client.query('ANALYZE "Product", "ProductAttribute", "ProductImage", "Stock"')
    }

    const count = async (sql: string) => Number((await client.query<{ n: string }>(sql)).rows[0].n)
    const generated = await count(
      `SELECT count(*) AS n FROM "Product" WHERE article LIKE '${PREFIX}%'`
    )
    const all = await count('SELECT count(*) AS n FROM "Product"')
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    console.info(
      `\n  generate-catalog: target ${target}, deleted ${deleted}, added ${totals.products} products, ` +
        `${totals.attributes} attributes, ${totals.images} image rows, ${totals.stock} stock rows in ${seconds} s.`
    )
    console.info(`  Now ${generated} generated products, ${all} products in all.\n`)
  } finally {
    await client.end()
  }
}
