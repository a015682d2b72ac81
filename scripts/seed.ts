/**
 * Demo data of the Akvatoria shop: `yarn rw exec seed`.
 *
 * Idempotent: rows with a natural key are upserted (article, slug, name,
 * email, key); rows without one are matched by their title/question or
 * replaced per parent (product images and attributes). Kazakh texts fill
 * the Kazakh twins that are blank and never overwrite one an editor wrote
 * (demo/kazakhTwins.ts), on a new database and on one that already holds the
 * demo alike. Stock rows are only
 * added when missing, so a rerun keeps counts changed by orders. Pictures are
 * SVG files written (overwritten) into the media store (the media folder or
 * the bucket). The data comes from `scripts/demo/*` and a seeded generator,
 * so every run produces the same data.
 *
 * Everything here is fictional — products, prices, stock, news, orders and
 * five accounts with a published password — so a production shop
 * (NODE_ENV=production) refuses to load it unless the instance is declared a
 * demo with SHOP_DEMO=1 (`npm start` and the test run set it). A real shop
 * fills its catalogue with the import commands (docs/editors.md) and gets
 * its first admin from `yarn rw exec create-admin`.
 */

import { db } from 'api/src/lib/db'
import { DEMO_SWITCH, demoAccountsAllowed } from 'api/src/lib/demoData'
import {
  ORDER_STATUSES,
  ORDER_STATUS_TITLES,
  type OrderStatusName,
} from 'api/src/lib/domain/orderLifecycle'
import { formatOrderNumber } from 'api/src/lib/domain/orderLines'
import { crmLeadKey } from 'api/src/lib/outbox'
import { hashPassword } from 'api/src/lib/passwords'
import { closeStores, mediaStore } from 'api/src/lib/storage'

import {
  BRAND_BY_NAME,
  BRANDS,
  buildDemoProducts,
  CATEGORIES,
  FAMILIES,
  hueOf,
  SHOP_NAMES,
  SUBCATEGORIES,
  type DemoProduct,
  type ShapeKind,
} from './demo/catalog'
import { DEMO_COMMERCE, demoCommercePicks, type DemoOrderSpec } from './demo/commerce'
import {
  CAROUSEL_SLIDES,
  CERTIFICATES,
  CONTENT_BLOCKS,
  CUSTOMER_GROUPS,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  FAQ,
  MARKETING_SLIDES,
  NEWS,
  OBJECT_TYPES,
  PARTNERS,
  PAYMENT_TYPES,
  PRODUCT_SLIDES,
  PRODUCTION_PAGES,
  PROJECTS,
  SHOPS,
  VIDEOS,
} from './demo/content'
import {
  brandLogoSvg,
  categorySvg,
  DEMO_MEDIA,
  MediaWriter,
  productSvg,
  sceneSvg,
} from './demo/images'
import { DEMO_KASPI_SETTINGS } from './demo/kaspi'
import { blankTwinsOf, withEditorsKazakh } from './demo/kazakhTwins'
import { DEMO_LEADS } from './demo/leads'
import { demoWholesalePrices, WHOLESALE_PRICE_TYPE } from './demo/prices'
import { chunk, daysAgo } from './demo/util'

function productImages(product: DemoProduct): string[] {
  return Array.from({ length: product.imageCount }, (_, i) =>
    DEMO_MEDIA.product(product.article, i + 1)
  )
}

/** The drawing of a section's picture: its first family's; null (a «%») for Акции. */
function kindOfCategory(category: string): ShapeKind | null {
  const sub = SUBCATEGORIES.find((s) => s.category === category)
  return (sub && FAMILIES.find((f) => f.subcategory === sub.name)?.kind) || null
}

// ───────────────────────────── catalogue ─────────────────────────────

async function seedCatalog(media: MediaWriter, products: DemoProduct[]) {
  // Sections, subcategories, brands
  const categoryIds = new Map<string, number>()
  for (const c of CATEGORIES) {
    const image = media.write(
      DEMO_MEDIA.category(c.slug),
      categorySvg(c.name, c.hue, kindOfCategory(c.name))
    )
    const data = {
      slug: c.slug,
      kind: c.kind,
      position: c.position,
      isOnMain: c.isOnMain,
      isPopular: c.isPopular,
      description: c.description,
      image,
    }
    const kazakh = { nameKk: c.nameKk, descriptionKk: c.descriptionKk }
    const stored = await db.category.findUnique({
      where: { name: c.name },
      select: { nameKk: true, descriptionKk: true },
    })
    const row = await db.category.upsert({
      where: { name: c.name },
      create: { name: c.name, ...data, ...blankTwinsOf(kazakh, null) },
      update: { ...data, ...blankTwinsOf(kazakh, stored) },
    })
    categoryIds.set(c.name, row.id)
  }

  const subcategoryIds = new Map<string, number>()
  for (const s of SUBCATEGORIES) {
    const kind = FAMILIES.find((f) => f.subcategory === s.name)?.kind ?? 'valve'
    const image = media.write(DEMO_MEDIA.subcategory(s.slug), categorySvg(s.name, s.hue, kind))
    const data = {
      name: s.name,
      categoryId: categoryIds.get(s.category)!,
      position: s.position,
      image,
    }
    const kazakh = { nameKk: s.nameKk }
    const stored = await db.subcategory.findUnique({
      where: { slug: s.slug },
      select: { nameKk: true },
    })
    const row = await db.subcategory.upsert({
      where: { slug: s.slug },
      create: { slug: s.slug, ...data, ...blankTwinsOf(kazakh, null) },
      update: { ...data, ...blankTwinsOf(kazakh, stored) },
    })
    subcategoryIds.set(s.name, row.id)
  }

  const brandIds = new Map<string, number>()
  for (const b of BRANDS) {
    const logo = media.write(DEMO_MEDIA.brand(b.slug), brandLogoSvg(b.name, b.color))
    const data = {
      slug: b.slug,
      isFeatured: b.isFeatured,
      logo,
      description: b.description,
      country: b.country,
      website: b.website ?? null,
    }
    const kazakh = { descriptionKk: b.descriptionKk }
    const stored = await db.brand.findUnique({
      where: { name: b.name },
      select: { descriptionKk: true },
    })
    const row = await db.brand.upsert({
      where: { name: b.name },
      create: { name: b.name, ...data, ...blankTwinsOf(kazakh, null) },
      update: { ...data, ...blankTwinsOf(kazakh, stored) },
    })
    brandIds.set(b.name, row.id)
  }

  // Shops
  const shopIds: number[] = []
  for (const name of SHOP_NAMES) {
    const spec = SHOPS.find((s) => s.name === name)!
    const { name: _name, nameForGuestKk, workingHoursKk, addressKk, ...data } = spec
    // The Kazakh texts only where the stored ones are blank (an editor's stay).
    const kazakh = { nameForGuestKk, workingHoursKk, addressKk }
    const stored = await db.shop.findUnique({
      where: { name },
      select: { nameForGuestKk: true, workingHoursKk: true, addressKk: true },
    })
    const row = await db.shop.upsert({
      where: { name },
      create: { name, ...data, ...blankTwinsOf(kazakh, null) },
      update: { ...data, ...blankTwinsOf(kazakh, stored) },
    })
    shopIds.push(row.id)
  }
  // The Kaspi.kz price list's example settings (/feeds/kaspi.xml works at once);
  // a seller's own settings are kept when the demo is loaded again.
  await db.kaspiSettings.upsert({
    where: { id: 1 },
    create: { id: 1, ...DEMO_KASPI_SETTINGS },
    update: {},
  })

  // Pictures of the products
  for (const p of products) {
    const brand = BRAND_BY_NAME.get(p.brand)!
    for (let view = 1; view <= p.imageCount; view++) {
      media.write(
        DEMO_MEDIA.product(p.article, view),
        productSvg({
          kind: p.kind,
          brand: p.brand,
          brandColor: brand.color,
          model: [p.series, p.model].filter(Boolean).join(' '),
          type: p.type,
          hue: hueOf(p.subcategory),
          view,
          dims: [p.width, p.height, p.length],
        })
      )
    }
  }

  // Products: createMany for new articles, batched updates for existing ones
  const rowOf = (p: DemoProduct) => ({
    name: p.name,
    slug: p.slug,
    description: p.description,
    categoryId: categoryIds.get(p.category)!,
    subcategoryId: subcategoryIds.get(p.subcategory)!,
    brandId: brandIds.get(p.brand)!,
    price: p.price,
    currentPrice: p.currentPrice,
    lastPrice: p.lastPrice,
    isPopular: p.isPopular,
    isNew: p.isNew,
    isActive: true,
    unit: p.unit,
    width: p.width,
    height: p.height,
    length: p.length,
    weight: p.weight,
    createdAt: daysAgo(p.ageDays),
  })
  const articles = products.map((p) => p.article)
  const kazakhOf = (p: DemoProduct) => ({ nameKk: p.nameKk, descriptionKk: p.descriptionKk })
  const before = await db.product.findMany({
    where: { article: { in: articles } },
    select: { article: true, nameKk: true, descriptionKk: true },
  })
  const known = new Map(before.map((r) => [r.article, r]))
  const fresh = products.filter((p) => !known.has(p.article))
  if (fresh.length) {
    await db.product.createMany({
      data: fresh.map((p) => ({
        article: p.article,
        ...rowOf(p),
        ...blankTwinsOf(kazakhOf(p), null),
      })),
    })
  }
  for (const batch of chunk(
    products.filter((p) => known.has(p.article)),
    100
  )) {
    await db.$transaction(
      batch.map((p) =>
        db.product.update({
          where: { article: p.article },
          data: { ...rowOf(p), ...blankTwinsOf(kazakhOf(p), known.get(p.article)) },
        })
      )
    )
  }
  const idRows = await db.product.findMany({
    where: { article: { in: articles } },
    select: { id: true, article: true },
  })
  const productIds = new Map(idRows.map((r) => [r.article, r.id]))
  const ids = [...productIds.values()]

  // Images and attributes: replaced per product, keeping the Kazakh names
  // editors gave characteristics; stock: added when missing
  const editorsAttributeNames = new Map(
    (
      await db.productAttribute.findMany({
        where: { productId: { in: ids }, NOT: { nameKk: '' } },
        select: { productId: true, name: true, nameKk: true },
      })
    ).map((a) => [`${a.productId}|${a.name}`, a.nameKk])
  )
  await db.$transaction([
    db.productImage.deleteMany({ where: { productId: { in: ids } } }),
    db.productAttribute.deleteMany({ where: { productId: { in: ids } } }),
    db.productImage.createMany({
      data: products.flatMap((p) =>
        productImages(p).map((file, position) => ({
          productId: productIds.get(p.article)!,
          file,
          alt: position === 0 ? p.name : `${p.name} — фото ${position + 1}`,
          position,
        }))
      ),
    }),
    db.productAttribute.createMany({
      data: products.flatMap((p) =>
        p.attributes.map((a, position) => ({
          productId: productIds.get(p.article)!,
          name: a.name,
          nameKk:
            editorsAttributeNames.get(`${productIds.get(p.article)}|${a.name}`)?.trim() || a.nameKk,
          value: a.value,
          valueNumber: a.valueNumber,
          unit: a.unit,
          position,
        }))
      ),
    }),
    db.stock.createMany({
      data: products.flatMap((p) =>
        shopIds.map((shopId, i) => ({
          productId: productIds.get(p.article)!,
          shopId,
          count: p.stock[i],
        }))
      ),
      skipDuplicates: true,
    }),
  ])

  return { productIds, brandIds }
}

// ───────────────────────────── accounts ─────────────────────────────

/**
 * The wholesale price type with its demo prices (scripts/demo/prices.ts):
 * the demo products' rows of that type are replaced, other types' kept.
 */
async function seedPriceTypes(products: DemoProduct[], productIds: Map<string, number>) {
  const type = await db.priceType.upsert({
    where: { code: WHOLESALE_PRICE_TYPE.code },
    create: { ...WHOLESALE_PRICE_TYPE, position: 1 },
    update: {},
  })
  const rows = demoWholesalePrices(products)
  await db.$transaction([
    db.productPrice.deleteMany({
      where: { priceTypeId: type.id, productId: { in: [...productIds.values()] } },
    }),
    db.productPrice.createMany({
      data: rows.map((row) => ({
        productId: productIds.get(row.article)!,
        priceTypeId: type.id,
        minQuantity: row.minQuantity,
        price: row.price,
      })),
    }),
  ])
  return type.id
}

async function seedAccounts(wholesaleTypeId: number) {
  const groupIds = new Map<string, number>()
  for (const g of CUSTOMER_GROUPS) {
    // The wholesale group sees the «Оптовая» prices (an admin may change it).
    const priceTypeId = g.name === 'wholesale' ? wholesaleTypeId : null
    const row = await db.customerGroup.upsert({
      where: { name: g.name },
      create: { ...g, priceTypeId },
      update: { title: g.title, priceTypeId },
    })
    groupIds.set(g.name, row.id)
  }

  for (const account of DEMO_ACCOUNTS) {
    const profile = {
      lastName: account.lastName,
      firstName: account.firstName,
      middleName: account.middleName,
      phone: account.phone,
      role: account.role,
      isActive: true,
    }
    const existing = await db.user.findUnique({
      where: { email: account.email },
      select: { id: true },
    })
    let userId: number
    if (existing) {
      // Never rewrite the password of an existing account.
      await db.user.update({ where: { id: existing.id }, data: profile })
      await db.user.updateMany({
        where: { id: existing.id, emailConfirmedAt: null },
        data: { emailConfirmedAt: new Date() },
      })
      userId = existing.id
    } else {
      const created = await db.user.create({
        data: {
          email: account.email,
          hashedPassword: await hashPassword(DEMO_PASSWORD),
          salt: '',
          emailConfirmedAt: new Date(),
          ...profile,
        },
      })
      userId = created.id
    }
    if (account.group) {
      const groupId = groupIds.get(account.group)!
      await db.userGroup.upsert({
        where: { userId_groupId: { userId, groupId } },
        create: { userId, groupId, position: 0 },
        update: { position: 0 },
      })
    }
  }
}

// ───────────────────────────── content ─────────────────────────────

/**
 * Update-or-create for rows whose natural key is not unique in the schema;
 * `update` gets the stored row as `existing` lists it (its Kazakh twins).
 */
async function syncRows<K extends string | number, D, E extends { id: number; key: K }>(
  rows: { key: K; data: D }[],
  existing: E[],
  update: (id: number, data: D, stored: E) => Promise<unknown>,
  create: (data: D) => Promise<unknown>
) {
  const stored = new Map(existing.map((e) => [e.key, e]))
  for (const row of rows) {
    const found = stored.get(row.key)
    if (found !== undefined) await update(found.id, row.data, found)
    else await create(row.data)
  }
}

async function seedContent(
  media: MediaWriter,
  productIds: Map<string, number>,
  brandIds: Map<string, number>
) {
  // News
  for (const n of NEWS) {
    const image = media.write(
      `demo/news/${n.slug}.svg`,
      sceneSvg(n.isPromo ? 'promo' : 'news', n.title)
    )
    const gallery = Array.from({ length: n.galleryCount }, (_, i) =>
      media.write(`demo/news/${n.slug}-${i + 2}.svg`, sceneSvg('news', n.title, '', i + 1))
    )
    const data = {
      title: n.title,
      summary: n.summary,
      body: n.body,
      image,
      gallery,
      isPromo: n.isPromo,
      isPublished: true,
      publishedAt: new Date(`${n.publishedAt}T09:00:00.000Z`),
    }
    const kazakh = { titleKk: n.titleKk, summaryKk: n.summaryKk, bodyKk: n.bodyKk }
    const stored = await db.news.findUnique({
      where: { slug: n.slug },
      select: { titleKk: true, summaryKk: true, bodyKk: true },
    })
    await db.news.upsert({
      where: { slug: n.slug },
      create: { slug: n.slug, ...data, ...blankTwinsOf(kazakh, null) },
      update: { ...data, ...blankTwinsOf(kazakh, stored) },
    })
  }

  // Certificates (matched by title)
  await syncRows(
    CERTIFICATES.map((c, i) => ({
      key: c.title,
      data: {
        title: c.title,
        description: c.description,
        image: media.write(
          `demo/certificates/certificate-${i + 1}.svg`,
          sceneSvg('certificate', c.title)
        ),
        file: null,
        position: i + 1,
        // The Kazakh texts only where the stored ones are blank (an editor's stay).
        kazakh: { titleKk: c.titleKk, descriptionKk: c.descriptionKk },
      },
    })),
    (
      await db.certificate.findMany({
        select: { id: true, title: true, titleKk: true, descriptionKk: true },
      })
    ).map((r) => ({ ...r, key: r.title })),
    (id, { kazakh, ...data }, stored) =>
      db.certificate.update({ where: { id }, data: { ...data, ...blankTwinsOf(kazakh, stored) } }),
    ({ kazakh, ...data }) =>
      db.certificate.create({ data: { ...data, ...blankTwinsOf(kazakh, null) } })
  )

  // Partners (brands of the same name)
  for (const [i, p] of PARTNERS.entries()) {
    const brand = BRAND_BY_NAME.get(p.brand)!
    const data = {
      name: brand.name,
      logo: DEMO_MEDIA.brand(brand.slug),
      description: p.description,
      website: brand.website ?? null,
      position: i + 1,
      brandId: brandIds.get(brand.name) ?? null,
    }
    await db.partner.upsert({
      where: { slug: brand.slug },
      create: { slug: brand.slug, ...data },
      update: data,
    })
  }

  // Objects
  const typeIds = new Map<string, number>()
  for (const [i, t] of OBJECT_TYPES.entries()) {
    // The Kazakh name only where the stored one is blank (an editor's stays).
    const stored = await db.objectType.findUnique({
      where: { name: t.name },
      select: { nameKk: true },
    })
    const row = await db.objectType.upsert({
      where: { name: t.name },
      create: {
        name: t.name,
        slug: t.slug,
        position: i + 1,
        ...blankTwinsOf({ nameKk: t.nameKk }, null),
      },
      update: { slug: t.slug, position: i + 1, ...blankTwinsOf({ nameKk: t.nameKk }, stored) },
    })
    typeIds.set(t.name, row.id)
  }
  for (const [i, p] of PROJECTS.entries()) {
    const images = Array.from({ length: p.imageCount }, (_, k) =>
      media.write(`demo/objects/${p.slug}-${k + 1}.svg`, sceneSvg('object', p.title, p.location, k))
    )
    const data = {
      title: p.title,
      typeId: typeIds.get(p.type)!,
      location: p.location,
      description: p.description,
      client: p.client,
      year: p.year,
      images,
      position: i + 1,
    }
    const kazakh = { titleKk: p.titleKk, descriptionKk: p.descriptionKk }
    const stored = await db.project.findUnique({
      where: { slug: p.slug },
      select: { titleKk: true, descriptionKk: true },
    })
    await db.project.upsert({
      where: { slug: p.slug },
      create: { slug: p.slug, ...data, ...blankTwinsOf(kazakh, null) },
      update: { ...data, ...blankTwinsOf(kazakh, stored) },
    })
  }

  // Production pages
  for (const [i, page] of PRODUCTION_PAGES.entries()) {
    const image = media.write(
      `demo/production/${page.slug}.svg`,
      sceneSvg('production', page.title, page.summary)
    )
    const gallery = [2, 3].map((k) =>
      media.write(
        `demo/production/${page.slug}-${k}.svg`,
        sceneSvg('production', page.title, '', k)
      )
    )
    const data = {
      title: page.title,
      summary: page.summary,
      body: page.body,
      image,
      gallery,
      position: i + 1,
    }
    const kazakh = { titleKk: page.titleKk, summaryKk: page.summaryKk, bodyKk: page.bodyKk }
    const stored = await db.productionPage.findUnique({
      where: { slug: page.slug },
      select: { titleKk: true, summaryKk: true, bodyKk: true },
    })
    await db.productionPage.upsert({
      where: { slug: page.slug },
      create: { slug: page.slug, ...data, ...blankTwinsOf(kazakh, null) },
      update: { ...data, ...blankTwinsOf(kazakh, stored) },
    })
  }

  // Videos (matched by title)
  await syncRows(
    VIDEOS.map((v, i) => ({
      key: v.title,
      data: {
        title: v.title,
        url: v.url,
        preview: media.write(`demo/videos/video-${i + 1}.svg`, sceneSvg('video', v.title)),
        position: i + 1,
        // The Kazakh texts only where the stored ones are blank (an editor's stay).
        kazakh: { titleKk: v.titleKk },
      },
    })),
    (await db.video.findMany({ select: { id: true, title: true, titleKk: true } })).map((r) => ({
      ...r,
      key: r.title,
    })),
    (id, { kazakh, ...data }, stored) =>
      db.video.update({ where: { id }, data: { ...data, ...blankTwinsOf(kazakh, stored) } }),
    ({ kazakh, ...data }) => db.video.create({ data: { ...data, ...blankTwinsOf(kazakh, null) } })
  )

  // Slides (matched by kind + title)
  const slides = [
    ...CAROUSEL_SLIDES.map((s, i) => ({
      kind: 'carousel' as const,
      title: s.title,
      subtitle: s.subtitle,
      titleKk: s.titleKk,
      subtitleKk: s.subtitleKk,
      link: s.link,
      productId: null as number | null,
      image: media.write(
        `demo/slides/carousel-${i + 1}.svg`,
        sceneSvg('slide', s.title, s.subtitle)
      ),
      position: i + 1,
      isActive: true,
    })),
    ...MARKETING_SLIDES.map((s, i) => ({
      kind: 'marketing' as const,
      title: s.title,
      subtitle: s.subtitle,
      titleKk: s.titleKk,
      subtitleKk: s.subtitleKk,
      link: s.link,
      productId: null as number | null,
      image: media.write(
        `demo/slides/marketing-${i + 1}.svg`,
        sceneSvg('slide', s.title, s.subtitle, 1)
      ),
      position: i + 1,
      isActive: true,
    })),
    ...PRODUCT_SLIDES.map((s, i) => {
      const productId = productIds.get(s.article)
      if (!productId) throw new Error(`Product slide: no product with article ${s.article}`)
      return {
        kind: 'product' as const,
        title: '',
        subtitle: s.subtitle,
        titleKk: '',
        subtitleKk: s.subtitleKk,
        link: `/catalog/product/${s.article}`,
        productId,
        image: DEMO_MEDIA.product(s.article, 1),
        position: i + 1,
        isActive: true,
      }
    }),
  ]
  // A product slide is titled with its product's name, in both languages.
  const slideProducts = new Map(
    (
      await db.product.findMany({
        where: { id: { in: slides.flatMap((s) => (s.productId ? [s.productId] : [])) } },
        select: { id: true, name: true, nameKk: true },
      })
    ).map((p) => [p.id, p])
  )
  for (const s of slides) {
    if (!s.productId) continue
    const product = slideProducts.get(s.productId)
    s.title = product?.name ?? s.subtitle
    s.titleKk = product?.nameKk ?? ''
  }
  await syncRows(
    slides.map(({ titleKk, subtitleKk, ...s }) => ({
      key: `${s.kind}|${s.title}`,
      data: { slide: s, kazakh: { titleKk, subtitleKk } },
    })),
    (
      await db.slide.findMany({
        select: { id: true, kind: true, title: true, titleKk: true, subtitleKk: true },
      })
    ).map((r) => ({ ...r, key: `${r.kind}|${r.title}` })),
    (id, { slide, kazakh }, stored) =>
      db.slide.update({ where: { id }, data: { ...slide, ...blankTwinsOf(kazakh, stored) } }),
    ({ slide, kazakh }) => db.slide.create({ data: { ...slide, ...blankTwinsOf(kazakh, null) } })
  )

  // Payment types
  for (const [i, p] of PAYMENT_TYPES.entries()) {
    const data = {
      kind: p.kind,
      description: p.description,
      position: i + 1,
      isActive: true,
    }
    const kazakh = { nameKk: p.nameKk, descriptionKk: p.descriptionKk }
    const stored = await db.paymentType.findUnique({
      where: { name: p.name },
      select: { nameKk: true, descriptionKk: true },
    })
    await db.paymentType.upsert({
      where: { name: p.name },
      create: { name: p.name, ...data, ...blankTwinsOf(kazakh, null) },
      update: { ...data, ...blankTwinsOf(kazakh, stored) },
    })
  }

  // FAQ (matched by question)
  await syncRows(
    FAQ.map(({ questionKk, answerKk, ...f }, i) => ({
      key: f.question,
      data: { entry: { ...f, position: i + 1 }, kazakh: { questionKk, answerKk } },
    })),
    (
      await db.faqEntry.findMany({
        select: { id: true, question: true, questionKk: true, answerKk: true },
      })
    ).map((r) => ({ ...r, key: r.question })),
    (id, { entry, kazakh }, stored) =>
      db.faqEntry.update({ where: { id }, data: { ...entry, ...blankTwinsOf(kazakh, stored) } }),
    ({ entry, kazakh }) => db.faqEntry.create({ data: { ...entry, ...blankTwinsOf(kazakh, null) } })
  )

  // Content blocks
  for (const block of CONTENT_BLOCKS) {
    const stored = await db.contentBlock.findUnique({
      where: { key: block.key },
      select: { titleKk: true, bodyKk: true, data: true },
    })
    const data = {
      title: block.title,
      body: block.body,
      // The texts inside data carry their Kazakh twins (`titleKk` beside `title`).
      data: (block.data ? withEditorsKazakh(block.data, stored?.data) : undefined) as
        | object
        | undefined,
      validUntil: block.validUntil ? new Date(block.validUntil) : null,
    }
    const kazakh = { titleKk: block.titleKk, bodyKk: block.bodyKk }
    await db.contentBlock.upsert({
      where: { key: block.key },
      create: { key: block.key, ...data, ...blankTwinsOf(kazakh, null) },
      update: { ...data, ...blankTwinsOf(kazakh, stored) },
    })
  }
}

// ───────────────────────────── commerce ─────────────────────────────

/**
 * Favourites, cart and orders of the demo customers. Favourites and cart
 * lines are upserted; orders are written only for an account that has none,
 * so a rerun neither duplicates them nor undoes what a developer did.
 */
async function seedCommerce(products: DemoProduct[], productIds: Map<string, number>) {
  const picks = demoCommercePicks(products)
  const pick = (index: number) => {
    const product = picks[index % picks.length]
    return { product, id: productIds.get(product.article)! }
  }
  const shop = await db.shop.findFirst({ orderBy: { position: 'asc' }, select: { id: true } })

  for (const spec of DEMO_COMMERCE) {
    const user = await db.user.findUnique({ where: { email: spec.email }, select: { id: true } })
    if (!user) continue
    for (const index of spec.favorites) {
      const { id } = pick(index)
      await db.favorite.upsert({
        where: { userId_productId: { userId: user.id, productId: id } },
        create: { userId: user.id, productId: id },
        update: {},
      })
    }
    const cart = await db.cart.upsert({
      where: { userId: user.id },
      create: { userId: user.id },
      update: {},
    })
    for (const [index, quantity] of spec.cart) {
      const { id } = pick(index)
      await db.cartItem.upsert({
        where: { cartId_productId: { cartId: cart.id, productId: id } },
        create: { cartId: cart.id, productId: id, quantity },
        update: {},
      })
    }
    if ((await db.order.count({ where: { userId: user.id } })) > 0) continue
    for (const order of spec.orders) await seedDemoOrder(user.id, shop?.id ?? null, order, pick)
  }
}

/** draft → placed, then the shop's main line up to `status` (or straight to cancelled). */
function demoMoves(status: OrderStatusName): [OrderStatusName, OrderStatusName][] {
  // The lifecycle's main line is ORDER_STATUSES in order, cancelled aside.
  const line = ORDER_STATUSES.filter((step) => step !== 'cancelled')
  const path: OrderStatusName[] =
    status === 'cancelled'
      ? ['draft', 'placed', 'cancelled']
      : line.slice(0, line.indexOf(status) + 1)
  return path.slice(1).map((to, index) => [path[index], to])
}

async function seedDemoOrder(
  userId: number,
  shopId: number | null,
  spec: DemoOrderSpec,
  pick: (index: number) => { product: DemoProduct; id: number }
) {
  const createdAt = daysAgo(spec.ageDays)
  const placedAt = spec.status === 'draft' ? null : daysAgo(spec.ageDays - 1)
  const fixPrices = spec.status !== 'draft'
  const lines = spec.lines.map(([index, quantity]) => ({ ...pick(index), quantity }))
  const total = lines.reduce((sum, line) => sum + line.product.currentPrice * line.quantity, 0)
  const [{ value }] = await db.$queryRaw<
    { value: bigint }[]
  >`SELECT nextval('order_number_seq') AS value`
  const number = formatOrderNumber(value)
  await db.$transaction(async (tx) => {
    await tx.order.create({
      data: {
        number,
        userId,
        shopId,
        status: spec.status,
        comment: spec.comment,
        createdAt,
        statusChangedAt: daysAgo(Math.max(0, spec.ageDays - 2)),
        placedAt,
        cancelledAt: spec.status === 'cancelled' ? daysAgo(spec.ageDays - 2) : null,
        total: fixPrices ? total : null,
        items: {
          create: lines.map((line) => ({
            productId: line.id,
            quantity: line.quantity,
            price: fixPrices ? line.product.currentPrice : null,
            lastPrice: fixPrices ? line.product.lastPrice : null,
          })),
        },
        // A placed order holds its lines until it is closed, as placing does
        // (services/orders/stockReservations); the earliest placed is served first.
        ...(spec.status === 'placed'
          ? {
              reservations: {
                create: lines.map((line) => ({
                  productId: line.id,
                  shopId,
                  quantity: line.quantity,
                  createdAt: placedAt!,
                })),
              },
            }
          : {}),
        // The moves that led here, as services/orders/transition records them.
        history: {
          create: demoMoves(spec.status).map(([from, to], step) => ({
            fromStatus: from,
            toStatus: to,
            actorKind: to === 'placed' ? 'customer' : 'staff',
            actorId: to === 'placed' ? userId : null,
            createdAt: new Date(placedAt!.getTime() + step * 3_600_000),
          })),
        },
      },
    })
    if (placedAt) {
      await tx.notification.create({
        data: {
          userId,
          kind: 'order_placed',
          title: `Заказ ${number} оформлен`,
          body: `Статус: ${ORDER_STATUS_TITLES[spec.status]}.`,
          link: '/personal-account?tab=currentorders',
          isRead: spec.status !== 'placed',
          createdAt: placedAt,
        },
      })
    }
  })
}

/**
 * The demo leads with their outbox rows (the failed one given up on, as the
 * worker leaves it), each written once: a rerun finds it by name and phone
 * and leaves it (and what a developer did to it) alone.
 */
async function seedDemoLeads() {
  for (const spec of DEMO_LEADS) {
    const exists = await db.callbackLead.count({
      where: { username: spec.username, phone: spec.phone },
    })
    if (exists) continue
    const createdAt = new Date(Date.now() - spec.ageHours * 3_600_000)
    await db.$transaction(async (tx) => {
      const lead = await tx.callbackLead.create({
        data: {
          source: 'callback',
          username: spec.username,
          phone: spec.phone,
          comment: spec.comment,
          agreement: true,
          crmState: spec.state,
          crmAttempts: spec.attempts,
          lastError: spec.lastError,
          deliveredAt: spec.state === 'delivered' ? createdAt : null,
          createdAt,
        },
      })
      await tx.outboxMessage.create({
        data: {
          kind: 'crm_lead',
          payload: { leadId: lead.id },
          idempotencyKey: crmLeadKey(lead.id),
          state: spec.state,
          attempts: spec.attempts,
          lastError: spec.lastError,
          deliveredAt: spec.state === 'delivered' ? createdAt : null,
          createdAt,
        },
      })
    })
  }
}

// ───────────────────────────── report ─────────────────────────────

/** Row counts the seed reports, by the name printed. */
const COUNTED = {
  categories: () => db.category.count(),
  subcategories: () => db.subcategory.count(),
  brands: () => db.brand.count(),
  products: () => db.product.count(),
  productImages: () => db.productImage.count(),
  productAttributes: () => db.productAttribute.count(),
  stock: () => db.stock.count(),
  shops: () => db.shop.count(),
  customerGroups: () => db.customerGroup.count(),
  priceTypes: () => db.priceType.count(),
  productPrices: () => db.productPrice.count(),
  users: () => db.user.count(),
  userGroups: () => db.userGroup.count(),
  news: () => db.news.count(),
  certificates: () => db.certificate.count(),
  partners: () => db.partner.count(),
  objectTypes: () => db.objectType.count(),
  projects: () => db.project.count(),
  productionPages: () => db.productionPage.count(),
  videos: () => db.video.count(),
  slides: () => db.slide.count(),
  paymentTypes: () => db.paymentType.count(),
  faq: () => db.faqEntry.count(),
  contentBlocks: () => db.contentBlock.count(),
  favorites: () => db.favorite.count(),
  cartItems: () => db.cartItem.count(),
  orders: () => db.order.count(),
  orderItems: () => db.orderItem.count(),
  callbackLeads: () => db.callbackLead.count(),
}

export async function countRows(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(COUNTED).map(async ([name, count]) => [name, await count()] as const)
  )
  return Object.fromEntries(entries)
}

/** Why the seed does not run here, or null: production without the demo switch. */
export function seedRefusal(env: NodeJS.ProcessEnv = process.env): string | null {
  if (demoAccountsAllowed(env)) return null
  return [
    'The seed loads demo data: fictional products, prices, stock, news and orders, and demo',
    'accounts whose password is published. It does not run in production (NODE_ENV=production).',
    `  - For a demo instance, set ${DEMO_SWITCH}=1 (the api then accepts the demo accounts too).`,
    '  - A real shop loads its catalogue and content with import-products, import-1c and',
    '    import-content (docs/editors.md) and gets its first admin from',
    '    `yarn rw exec create-admin --email <e-mail>`.',
  ].join('\n')
}

export default async () => {
  const refusal = seedRefusal()
  if (refusal) {
    console.error(refusal)
    process.exitCode = 1
    return
  }
  const started = Date.now()
  const media = new MediaWriter(mediaStore())
  const products = buildDemoProducts()

  const { productIds, brandIds } = await seedCatalog(media, products)
  const wholesaleTypeId = await seedPriceTypes(products, productIds)
  await seedAccounts(wholesaleTypeId)
  await seedContent(media, productIds, brandIds)
  await seedCommerce(products, productIds)
  await seedDemoLeads()
  await media.flush()
  closeStores()

  const counts = await countRows()
  console.info(`\n  Demo data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
  console.info(
    `  Pictures: ${media.written} SVG files (${Math.round(media.bytes / 1024)} KB, largest ${media.largest} B) in ${media.store.location.replace(/\/?$/, '/')}demo`
  )
  console.info(
    '  Rows: ' +
      Object.entries(counts)
        .map(([table, n]) => `${table} ${n}`)
        .join(', ')
  )
  console.info(`\n  Demo accounts (password «${DEMO_PASSWORD}»):`)
  for (const account of DEMO_ACCOUNTS)
    console.info(`    ${account.email.padEnd(22)} ${account.note}`)
  console.info('')
}
