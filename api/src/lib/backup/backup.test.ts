import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { PrismaPg } from '@prisma/adapter-pg'
import { PrismaClient } from '@prisma/client'
import pg from 'pg'
import { list } from 'tar'

import { getPaths } from '@redwoodjs/project-config'

import { writeArchive } from './archive'
import type { ArchiveSource } from './archive'
import { createBackup } from './backup'
import { BackupError } from './errors'
import { codeMigrations, copyMigrations, prismaMigrateDeploy } from './migrations'
import { restoreBackup } from './restore'

// Two `prisma migrate deploy` runs and several databases: slower than most tests.
jest.setTimeout(240_000)

// Databases of their own next to the test database (other test files clean
// the shared one at any time): the shop to back up, the restore target and
// an older-schema shop.
const testUrl = process.env.DATABASE_URL as string
const testName = new URL(testUrl).pathname.slice(1)
const sourceName = `${testName}_backup_source`.slice(0, 60)
const sourceUrl = () => withDatabase(testUrl, sourceName)

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(testUrl, 'postgres') })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const restoreName = `${testName}_restore`.slice(0, 60)
const restoreUrl = () => withDatabase(testUrl, restoreName)

const oldName = `${testName}_old`.slice(0, 60)

async function freshDatabase(name = restoreName) {
  await admin(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await client.query(
      `CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`
    )
  })
}
const freshRestoreDatabase = () => freshDatabase()

async function query<R extends pg.QueryResultRow>(url: string, sql: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<R>(sql)).rows
  } finally {
    await client.end()
  }
}

/** Every row of every table (as JSON, sorted) and every sequence's state. */
async function snapshot(url: string) {
  const tables = await query<{ name: string }>(
    url,
    `SELECT relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND relkind = 'r' AND relname <> '_prisma_migrations' ORDER BY 1`
  )
  const rows: Record<string, string[]> = {}
  for (const { name } of tables) {
    const found = await query<{ row: string }>(
      url,
      `SELECT to_jsonb(t)::text AS row FROM "${name}" t ORDER BY to_jsonb(t)::text COLLATE "C"`
    )
    rows[name] = found.map((r) => r.row)
  }
  const sequences: Record<string, string> = {}
  for (const { name } of await query<{ name: string }>(
    url,
    `SELECT relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND relkind = 'S' ORDER BY 1`
  )) {
    const [state] = await query<{ v: string }>(
      url,
      `SELECT last_value || '/' || is_called AS v FROM "${name}"`
    )
    sequences[name] = state.v
  }
  return { rows, sequences }
}

/** Relative path → [sha256, mode] of every file and folder under root. */
async function tree(root: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  async function walk(dir: string, rel: string) {
    for (const entry of await fsp.readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      const name = rel ? `${rel}/${entry.name}` : entry.name
      const mode = ((await fsp.stat(full)).mode & 0o777).toString(8)
      if (entry.isDirectory()) {
        out[`${name}/`] = mode
        await walk(full, name)
      } else {
        const sha = crypto
          .createHash('sha256')
          .update(await fsp.readFile(full))
          .digest('hex')
        out[name] = `${sha} ${mode}`
      }
    }
  }
  await walk(root, '')
  return out
}

async function fillShop(db: PrismaClient) {
  const group = await db.customerGroup.create({ data: { name: 'b2c', title: 'Розница' } })
  const user = await db.user.create({
    data: {
      email: 'anna@example.kz',
      hashedPassword: 'hash',
      salt: 'salt',
      firstName: 'Анна',
      lastName: 'Ёлкина',
      phone: '+77011234567',
      role: 'vip',
      emailConfirmedAt: new Date('2026-01-02T03:04:05.678Z'),
      groups: { create: { groupId: group.id, position: 1 } },
      sessions: {
        create: {
          id: 'session-hash-1',
          expiresAt: new Date('2027-01-01T00:00:00Z'),
          ip: '10.0.0.1',
        },
      },
      tokens: {
        create: {
          kind: 'password_reset',
          tokenHash: 'token-hash',
          expiresAt: new Date('2026-12-01T00:00:00Z'),
        },
      },
      notifications: {
        create: {
          title: 'Заказ принят',
          body: 'Строка\nвторая\tс табуляцией и \\ обратной чертой',
        },
      },
    },
  })
  const category = await db.category.create({
    data: {
      name: 'Насосное оборудование',
      slug: 'nasosy',
      subcategories: { create: { name: 'Циркуляционные насосы', slug: 'cirk' } },
    },
    include: { subcategories: true },
  })
  const brand = await db.brand.create({
    data: {
      name: 'Grundfos',
      slug: 'grundfos',
      partners: { create: { name: 'Grundfos KZ', slug: 'grundfos-kz' } },
    },
  })
  const shop = await db.shop.create({
    data: {
      name: 'Атырау',
      nameForGuest: 'Магазин в Атырау',
      city: 'Атырау',
      address: 'ул. Абая, 1',
      isCanOrderByGuest: true,
    },
  })
  const products = []
  for (let i = 1; i <= 30; i++) {
    products.push(
      await db.product.create({
        data: {
          article: `GR-UPS-25-${i}`,
          name: `Насос циркуляционный «Ёж» ${i}`,
          slug: `nasos-${i}`,
          description: i % 2 ? '' : 'Описание;\r\nс переводом строки',
          categoryId: category.id,
          subcategoryId: category.subcategories[0].id,
          brandId: i % 3 ? brand.id : null,
          price: `${1000 + i}.50`,
          currentPrice: `${990 + i}.00`,
          weight: i % 4 ? '1.125' : null,
          images: {
            create: [{ file: `products/${i}-1.svg` }, { file: `products/${i}-2.svg`, position: 1 }],
          },
          attributes: {
            create: { name: 'Мощность', value: `${i * 10} Вт`, valueNumber: i * 10, unit: 'Вт' },
          },
          stock: { create: { shopId: shop.id, count: i } },
        },
      })
    )
  }
  const payment = await db.paymentType.create({ data: { name: 'Наличные' } })
  await db.cart.create({
    data: { userId: user.id, items: { create: [{ productId: products[0].id, quantity: 2 }] } },
  })
  await db.favorite.create({ data: { userId: user.id, productId: products[1].id } })
  const order = await db.order.create({
    data: {
      number: 'A-001001',
      status: 'placed',
      userId: user.id,
      shopId: shop.id,
      paymentTypeId: payment.id,
      total: '12345.67',
      placedAt: new Date(),
      items: {
        create: [
          { productId: products[0].id, quantity: 1, price: '1001.50' },
          { productId: products[2].id, quantity: 3, price: null },
        ],
      },
      files: {
        create: {
          fileName: 'заявка.xlsx',
          storedPath: 'ORDER/file.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          kind: 'xlsx',
          size: 4096,
          sha256: 'x'.repeat(64),
        },
      },
      leads: { create: { source: 'guest_order', username: 'Гость', phone: '+77011234567' } },
    },
  })
  await db.$executeRawUnsafe(`SELECT nextval('order_number_seq')`)
  await db.outboxMessage.create({
    data: {
      kind: 'mail',
      payload: { to: 'anna@example.kz', subject: 'Заказ №1', lines: [1, 2.5, null] },
      idempotencyKey: 'mail-1',
    },
  })
  await db.rateLimitBucket.create({
    data: {
      key: 'login:10.0.0.1',
      windowStart: new Date(),
      count: 3,
      expiresAt: new Date(Date.now() + 60_000),
    },
  })
  const type = await db.objectType.create({ data: { name: 'Котельные', slug: 'boilers' } })
  await db.project.create({
    data: {
      title: 'Котельная',
      slug: 'kotelnaya',
      typeId: type.id,
      location: 'Атырау',
      images: ['a.jpg', 'б.jpg'],
    },
  })
  await db.news.create({
    data: { title: 'Новость', slug: 'news-1', body: 'Текст', gallery: ['x.jpg'] },
  })
  await db.contentBlock.create({
    data: { key: 'promo', title: 'Акция', data: { until: '2025-01-01', sum: 10000 } },
  })
  await db.slide.create({
    data: { kind: 'product', title: 'Слайд', image: 's.jpg', productId: products[3].id },
  })
  await db.faqEntry.create({ data: { question: 'Доставка?', answer: 'Да' } })
  await db.certificate.create({ data: { title: 'ISO', image: 'iso.jpg' } })
  await db.video.create({ data: { title: 'Видео', url: 'https://example.kz/v' } })
  await db.productionPage.create({ data: { slug: 'bpk', title: 'БПК', body: 'Текст' } })
  // A deleted product: the restored sequence must not hand its id out again.
  const gone = await db.product.create({
    data: {
      article: 'GONE',
      name: 'Удалённый',
      slug: 'gone',
      categoryId: category.id,
      price: 1,
      currentPrice: 1,
    },
  })
  await db.product.delete({ where: { id: gone.id } })
  return { order }
}

async function writeFiles(root: string, orderId: number) {
  const media = path.join(root, 'media')
  const orderFiles = path.join(root, 'order-files')
  await fsp.mkdir(path.join(media, 'demo', 'products'), { recursive: true })
  await fsp.mkdir(path.join(media, 'empty-folder'), { recursive: true })
  for (let i = 1; i <= 12; i++) {
    await fsp.writeFile(path.join(media, 'demo', 'products', `${i}-1.svg`), `<svg id="${i}"/>`)
  }
  await fsp.writeFile(path.join(media, 'Фото насоса.jpg'), crypto.randomBytes(300_000))
  await fsp.writeFile(path.join(media, 'empty.txt'), '')
  const long = path.join(media, 'a'.repeat(80), 'b'.repeat(90))
  await fsp.mkdir(long, { recursive: true })
  await fsp.writeFile(path.join(long, `${'c'.repeat(60)}.png`), crypto.randomBytes(1000))
  await fsp.mkdir(path.join(orderFiles, String(orderId)), { recursive: true, mode: 0o700 })
  await fsp.writeFile(
    path.join(orderFiles, String(orderId), `${crypto.randomUUID()}.xlsx`),
    crypto.randomBytes(4096),
    {
      mode: 0o600,
    }
  )
  return { media, 'order-files': orderFiles }
}

/** A copy of `archive` with one byte of `entryName` changed (sizes unchanged). */
async function corruptCopy(archive: string, entryName: string, target: string) {
  const entries: ArchiveSource[] = []
  await list({
    file: archive,
    onReadEntry: (entry) => {
      const chunks: Buffer[] = []
      entry.on('data', (chunk: Buffer) => chunks.push(chunk))
      entry.on('end', () => {
        const data = Buffer.concat(chunks)
        if (entry.path === entryName) data[0] ^= 0xff
        if (entry.type === 'Directory') {
          entries.push({ kind: 'directory', name: entry.path, mode: 0o755, mtime: new Date() })
        } else {
          entries.push({ kind: 'data', name: entry.path, data, mtime: new Date() })
        }
      })
    },
  })
  async function* sources() {
    yield* entries
  }
  await writeArchive(target, sources())
}

describe('backup and restore', () => {
  let temp: string

  let source: PrismaClient

  beforeAll(async () => {
    temp = await fsp.mkdtemp(path.join(os.tmpdir(), 'akvatoria-backup-test-'))
    await freshDatabase(sourceName)
    await prismaMigrateDeploy(getPaths().base)({ databaseUrl: sourceUrl() })
    source = new PrismaClient({ adapter: new PrismaPg({ connectionString: sourceUrl() }) })
  })

  afterAll(async () => {
    await source?.$disconnect()
    await admin(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS "${sourceName}" WITH (FORCE)`)
      await client.query(`DROP DATABASE IF EXISTS "${restoreName}" WITH (FORCE)`)
      await client.query(`DROP DATABASE IF EXISTS "${oldName}" WITH (FORCE)`)
    })
    await fsp.rm(temp, { recursive: true, force: true })
  })

  it('restores every row and file into an empty database, and refuses what it must', async () => {
    const { order } = await fillShop(source)
    const roots = await writeFiles(path.join(temp, 'source'), order.id)
    const archive = path.join(temp, 'out', 'shop.tar.gz')
    const appRoot = getPaths().base

    const backup = await createBackup({ databaseUrl: sourceUrl(), out: archive, roots, appRoot })
    expect(fs.existsSync(archive)).toBe(true)
    expect(fs.readdirSync(path.dirname(archive))).toEqual(['shop.tar.gz'])
    expect(backup.manifest.migrations.length).toBeGreaterThan(0)
    expect(backup.manifest.tables.find((t) => t.name === 'Product')?.rows).toBe(30)
    expect(backup.manifest.tables.map((t) => t.name)).not.toContain('_prisma_migrations')
    expect(backup.manifest.totals.files).toBe(16)

    await freshRestoreDatabase()
    const targetRoots = {
      media: path.join(temp, 'restored', 'media'),
      'order-files': path.join(temp, 'restored', 'of'),
    }
    const options = {
      archive,
      databaseUrl: restoreUrl(),
      roots: targetRoots,
      migrationsDirectory: path.join(getPaths().api.db, 'migrations'),
      migrate: prismaMigrateDeploy(appRoot),
    }
    const report = await restoreBackup(options)
    expect(report.plan.after).toEqual([])

    const [before, after] = [await snapshot(sourceUrl()), await snapshot(restoreUrl())]
    expect(Object.keys(after.rows)).toEqual(Object.keys(before.rows))
    for (const table of Object.keys(before.rows)) {
      expect({ table, rows: after.rows[table] }).toEqual({ table, rows: before.rows[table] })
    }
    expect(before.rows.Product).toHaveLength(30)
    expect(before.rows.SearchWord.length).toBeGreaterThan(0)
    expect(after.sequences).toEqual(before.sequences)
    expect(
      await query(restoreUrl(), 'SELECT migration_name FROM _prisma_migrations ORDER BY 1')
    ).toEqual(await query(sourceUrl(), 'SELECT migration_name FROM _prisma_migrations ORDER BY 1'))
    expect(await tree(targetRoots.media)).toEqual(await tree(roots.media))
    expect(await tree(targetRoots['order-files'])).toEqual(await tree(roots['order-files']))

    // The restored shop works: search triggers are back on, ids continue.
    const [found] = await query<{ n: number }>(
      restoreUrl(),
      `SELECT count(*)::int AS n FROM "Product" WHERE "searchVector" @@ to_tsquery('russian', 'насосы')`
    )
    expect(found.n).toBe(30)
    const [next] = await query<{ id: number; max: number }>(
      restoreUrl(),
      `INSERT INTO "Product" (article, name, slug, "categoryId", price, "currentPrice", "updatedAt")
       SELECT 'NEW-1', 'Новый фильтр', 'new-1', "categoryId", 1, 1, now() FROM "Product" LIMIT 1
       RETURNING id, (SELECT max(id) FROM "Product") AS max`
    )
    expect(next.id).toBeGreaterThan(next.max)
    const [vector] = await query<{ v: string }>(
      restoreUrl(),
      `SELECT "searchVector"::text AS v FROM "Product" WHERE article = 'NEW-1'`
    )
    expect(vector.v).toContain('фильтр')

    // A second restore into the now full database and folders is refused.
    await expect(restoreBackup(options)).rejects.toMatchObject({
      kind: 'refused',
      message: expect.stringMatching(/not empty.*--force/s),
    })

    // A damaged part is found before anything is touched.
    await freshRestoreDatabase()
    await fsp.rm(path.join(temp, 'restored'), { recursive: true })
    const corrupted = path.join(temp, 'corrupted.tar.gz')
    await corruptCopy(archive, 'db/Product.copy', corrupted)
    const damaged = restoreBackup({ ...options, archive: corrupted })
    await expect(damaged).rejects.toBeInstanceOf(BackupError)
    await expect(damaged).rejects.toMatchObject({
      kind: 'damaged',
      message: expect.stringMatching(
        /db\/Product\.copy does not match its checksum.*Nothing was restored/
      ),
    })
    const truncated = path.join(temp, 'truncated.tar.gz')
    await fsp.writeFile(truncated, (await fsp.readFile(archive)).subarray(0, 50_000))
    await expect(restoreBackup({ ...options, archive: truncated })).rejects.toMatchObject({
      kind: 'damaged',
    })
    expect(
      await query(
        restoreUrl(),
        `SELECT relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE nspname = 'public'`
      )
    ).toEqual([])
    expect(fs.existsSync(targetRoots.media)).toBe(false)

    // --force replaces a full database (here: restored, then restored again).
    await restoreBackup(options)
    const forced = await restoreBackup({ ...options, force: true })
    expect(forced.dropped.length).toBeGreaterThan(0)
    expect(forced.setAside).toHaveLength(2)
    expect((await snapshot(restoreUrl())).rows).toEqual(before.rows)
    expect(await tree(targetRoots.media)).toEqual(await tree(roots.media))
  })
  it('restores a backup of an older schema: its migrations, the data, then the newer ones', async () => {
    const appRoot = getPaths().base
    const migrationsDirectory = path.join(getPaths().api.db, 'migrations')
    const all = await codeMigrations(migrationsDirectory)
    const older = all.slice(0, -1).map((m) => m.name)
    await freshDatabase(oldName)
    const oldUrl = withDatabase(testUrl, oldName)
    const oldMigrations = path.join(temp, 'old-code', 'migrations')
    await copyMigrations(migrationsDirectory, older, oldMigrations)
    await prismaMigrateDeploy(appRoot)({ databaseUrl: oldUrl, migrationsDirectory: oldMigrations })
    await query(
      oldUrl,
      `INSERT INTO "Category" (name, slug, "updatedAt") VALUES ('Котлы', 'kotly', now());
       INSERT INTO "Product" (article, name, slug, "categoryId", price, "currentPrice", "updatedAt")
         SELECT 'K-1', 'Котёл настенный', 'k-1', id, 100, 90, now() FROM "Category";
       INSERT INTO "Certificate" (title, image) VALUES ('Сертификат', 'c.jpg')`
    )
    const archive = path.join(temp, 'old.tar.gz')
    const empty = {
      media: path.join(temp, 'none', 'media'),
      'order-files': path.join(temp, 'none', 'of'),
    }
    const backup = await createBackup({ databaseUrl: oldUrl, out: archive, roots: empty, appRoot })
    expect(backup.manifest.migrations.map((m) => m.name)).toEqual(older)

    await freshRestoreDatabase()
    const report = await restoreBackup({
      archive,
      databaseUrl: restoreUrl(),
      roots: {
        media: path.join(temp, 'old-restored', 'media'),
        'order-files': path.join(temp, 'old-restored', 'of'),
      },
      migrationsDirectory,
      migrate: prismaMigrateDeploy(appRoot),
    })
    expect(report.plan.after).toEqual([all[all.length - 1].name])
    expect(
      await query(restoreUrl(), 'SELECT migration_name FROM _prisma_migrations ORDER BY 1')
    ).toEqual(all.map((m) => ({ migration_name: m.name })))
    expect(
      await query(
        restoreUrl(),
        `SELECT name, "searchVector" IS NOT NULL AS searchable FROM "Product"`
      )
    ).toEqual([{ name: 'Котёл настенный', searchable: true }])
    expect(
      await query(restoreUrl(), `SELECT to_jsonb(c) - 'id' AS c FROM "Certificate" c`)
    ).toEqual([
      {
        c: {
          title: 'Сертификат',
          image: 'c.jpg',
          description: '',
          file: null,
          position: 0,
          slug: null,
          // Added by a later migration (content visibility): old rows are shown.
          isActive: true,
          // Added by later migrations (issue 33): no Kazakh text yet, the Russian one is shown.
          titleKk: '',
          descriptionKk: '',
        },
      },
    ])
  })
})
