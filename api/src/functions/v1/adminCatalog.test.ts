import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import ExcelJS from 'exceljs'
import { expectContract } from 'testing/rest/expectContract'
import { callV1 } from 'testing/rest/testClient'
import { currentUserFixture } from 'testing/testUsers'

import { mockContext, mockHttpEvent } from '@redwoodjs/testing/api'

import { db } from 'src/lib/db'
import { MAX_FILE_BYTES } from 'src/lib/domain/orderFileRows'
import { PICTURE_TYPE_MESSAGE } from 'src/lib/domain/pictureType'
import { zipBomb } from 'src/lib/spreadsheets/__fixtures__/zipBombs'
import { TOO_BIG_UNPACKED, TOO_COMPRESSED, TOO_MANY_ENTRIES } from 'src/lib/spreadsheets/zipGuard'

import type { StandardScenario } from './adminCatalog.scenarios'
import { handler, restHandler } from './v1'

jest.setTimeout(60_000)

let mediaRoot: string
const roots: string[] = []
// A fresh media folder per test: what one test stored does not show in another.
beforeEach(() => {
  mediaRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-media-'))
  roots.push(mediaRoot)
  process.env.MEDIA_ROOT = mediaRoot
})
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true })
  delete process.env.MEDIA_ROOT
})

type Who = { id: number; email: string; role: string } | 'guest'

const BOUNDARY = '----akvatoria-admin-boundary'

function formData(fileName: string, bytes: Buffer) {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n'
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])
}

/** A multipart POST as api/src/server.ts hands it to the function (raw bytes, base64). */
async function post(who: Who, urlPath: string, fileName: string, bytes: Buffer) {
  mockCurrentUser(
    who === 'guest' ? null : currentUserFixture({ id: who.id, email: who.email, role: who.role })
  )
  const event = {
    ...mockHttpEvent({
      path: `/v1${urlPath}`,
      httpMethod: 'POST',
      headers: { host: 'shop.test', 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: formData(fileName, bytes).toString('base64'),
    }),
    isBase64Encoded: true,
  }
  const response = who === 'guest' ? await handler(event, mockContext()) : await restHandler(event)
  return { status: response.statusCode, body: JSON.parse(response.body || 'null') }
}

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 1)])

async function sheet(rows: (string | number)[][]) {
  const book = new ExcelJS.Workbook()
  book.addWorksheet('Товары').addRows(rows)
  return Buffer.from(await book.xlsx.writeBuffer())
}

describe('POST /api/v1/admin/media/', () => {
  scenario('stores a picture by its content and answers its path', async (s: StandardScenario) => {
    const answer = await post(s.user.editor, '/admin/media/', 'фото.jpg', PNG)
    expect(answer.status).toBe(201)
    expectContract('POST', '/admin/media/', answer.body)
    // A PNG named .jpg is stored as the PNG it is.
    expect(answer.body.file).toMatch(/^uploads\/[0-9a-f]{20}\.png$/)
    expect(answer.body.url).toBe(`/api/media/${answer.body.file}`)
    expect(fs.readFileSync(path.join(mediaRoot, answer.body.file))).toEqual(PNG)
    // The same picture again: the same path.
    expect((await post(s.user.admin, '/admin/media/', 'copy.png', PNG)).body.file).toBe(
      answer.body.file
    )
  })

  scenario('refuses what is no picture, SVG, and files over 5 MB', async (s: StandardScenario) => {
    for (const [name, bytes] of [
      ['evil.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
      ['doc.png', Buffer.from('%PDF-1.4')],
      ['empty.png', Buffer.alloc(0)],
    ] as const) {
      const answer = await post(s.user.editor, '/admin/media/', name, bytes)
      expect({ name, status: answer.status, body: answer.body }).toEqual({
        name,
        status: 400,
        body: { file: [PICTURE_TYPE_MESSAGE] },
      })
    }
    const huge = Buffer.concat([PNG, Buffer.alloc(MAX_FILE_BYTES)])
    const tooBig = await post(s.user.editor, '/admin/media/', 'big.png', huge)
    expect(tooBig).toEqual({ status: 400, body: { file: ['Файл больше 5 МБ.'] } })
    expect(fs.readdirSync(mediaRoot)).toEqual([])
  })

  scenario(
    'answers 401 to guests and 403 to customers and managers',
    async (s: StandardScenario) => {
      expect((await post('guest', '/admin/media/', 'a.png', PNG)).status).toBe(401)
      expect((await post(s.user.customer, '/admin/media/', 'a.png', PNG)).status).toBe(403)
      expect((await post(s.user.manager, '/admin/media/', 'a.png', PNG)).status).toBe(403)
      expect(fs.readdirSync(mediaRoot)).toEqual([])
    }
  )
})

describe('GET /api/v1/admin/media/ (the picture library)', () => {
  const library = (who: Who) => {
    mockCurrentUser(
      who === 'guest' ? null : currentUserFixture({ id: who.id, email: who.email, role: who.role })
    )
    return callV1('/admin/media/', { asCurrentUser: who !== 'guest' })
  }

  scenario(
    'lists the uploaded pictures, newest first, by their stored paths',
    async (s: StandardScenario) => {
      expect((await library(s.user.editor)).body).toEqual({ pictures: [] })
      const first = (await post(s.user.editor, '/admin/media/', 'a.png', PNG)).body
      const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32, 2)])
      const second = (await post(s.user.admin, '/admin/media/', 'b.gif', GIF)).body
      // The second is the newer one whatever the clock's resolution.
      fs.utimesSync(
        path.join(mediaRoot, first.file),
        new Date('2026-11-01'),
        new Date('2026-11-01')
      )
      const answer = await library(s.user.editor)
      expect(answer.status).toBe(200)
      expectContract('GET', '/admin/media/', answer.body)
      expect(answer.body!.pictures).toEqual([
        expect.objectContaining({ file: second.file, url: second.url, size: GIF.length }),
        {
          file: first.file,
          url: first.url,
          size: PNG.length,
          uploaded_at: '2026-11-01T00:00:00.000Z',
        },
      ])
    }
  )

  scenario('is for editors and admins only', async (s: StandardScenario) => {
    expect((await library(s.user.admin)).status).toBe(200)
    expect((await library('guest')).status).toBe(401)
    expect((await library(s.user.customer)).status).toBe(403)
    expect((await library(s.user.manager)).status).toBe(403)
  })
})

describe('GET /api/v1/admin/product-import/template.xlsx', () => {
  const download = (who: Who) => {
    mockCurrentUser(
      who === 'guest' ? null : currentUserFixture({ id: who.id, email: who.email, role: who.role })
    )
    return callV1('/admin/product-import/template.xlsx', { asCurrentUser: who !== 'guest' })
  }

  scenario(
    "gives editors the import's own columns with an example row the import reads",
    async (s: StandardScenario) => {
      const answer = await download(s.user.editor)
      expect(answer.status).toBe(200)
      expect(answer.headers).toMatchObject({
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': 'attachment; filename="shablon-tovarov.xlsx"',
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      })
      const bytes = Buffer.from(answer.text, 'base64')
      const book = new ExcelJS.Workbook()
      await book.xlsx.load(bytes as unknown as ArrayBuffer)
      const rows: unknown[][] = []
      book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
      const shops = await db.shop.findMany({ orderBy: [{ position: 'asc' }, { id: 'asc' }] })
      expect(rows).toHaveLength(2)
      expect(rows[0]).toEqual([
        'Артикул',
        'Наименование',
        'Категория',
        'Подкатегория',
        'Бренд',
        'Цена',
        'Старая цена',
        'Единица',
        'Описание',
        'Наименование (каз)',
        'Описание (каз)',
        ...shops.map((shop) => `Остаток ${shop.name}`),
        'Характеристика: Мощность, кВт',
      ])
      expect(rows[1]).toHaveLength(rows[0].length)
      // Text cells: an article or a price keeps what is typed into it.
      expect(book.worksheets[0].getRow(2).getCell(6).numFmt).toBe('@')

      // The import reads the template as it is: every column known, the example row planned.
      const check = await post(s.user.editor, '/admin/product-import/check/', 'шаблон.xlsx', bytes)
      expect(check.status).toBe(200)
      expect(check.body).toMatchObject({ fileErrors: [], warnings: [] })
      expect(check.body!.rows.map((row: { article: string }) => row.article)).toEqual([
        'GR-JP-5-24',
      ])
    }
  )

  scenario('is for editors and admins only', async (s: StandardScenario) => {
    expect((await download(s.user.admin)).status).toBe(200)
    expect((await download('guest')).status).toBe(401)
    expect((await download(s.user.customer)).status).toBe(403)
    expect((await download(s.user.manager)).status).toBe(403)
  })
})

describe('POST /api/v1/admin/product-import/', () => {
  const rows = [
    ['Артикул', 'Название', 'Категория', 'Цена', 'Старая цена'],
    ['NS-100', 'Насосная станция NS-100', 'Насосы', 55000, 60000],
    ['NEW-9', 'Новый насос', 'Насосы', 12000, ''],
    ['BAD-1', 'Без раздела', 'Нет такого', 100, ''],
  ]

  scenario('checks a sheet without writing, then loads it', async (s: StandardScenario) => {
    const bad = await sheet(rows)
    const check = await post(s.user.editor, '/admin/product-import/check/', 'товары.xlsx', bad)
    expect(check.status).toBe(200)
    expectContract('POST', '/admin/product-import/check/', check.body)
    expect(check.body).toEqual(
      expect.objectContaining({
        dryRun: true,
        written: false,
        ok: false,
        summary: { created: 1, updated: 1, unchanged: 0, rejected: 1 },
      })
    )
    expect(
      check.body.rows.find((r: { article: string }) => r.article === 'BAD-1').errors
    ).not.toEqual([])
    // A rejected row: loading writes nothing either.
    const refused = await post(s.user.editor, '/admin/product-import/', 'товары.xlsx', bad)
    expect(refused.body).toEqual(expect.objectContaining({ dryRun: false, written: false }))
    expect(await db.product.count({ where: { article: 'NEW-9' } })).toBe(0)
    expect(await db.auditEntry.count()).toBe(0)

    const good = await sheet(rows.slice(0, 3))
    const dry = await post(s.user.editor, '/admin/product-import/check/', 'товары.xlsx', good)
    expect(dry.body).toEqual(expect.objectContaining({ ok: true, written: false }))
    expect(await db.product.count({ where: { article: 'NEW-9' } })).toBe(0)
    expect(
      Number((await db.product.findUniqueOrThrow({ where: { article: 'NS-100' } })).currentPrice)
    ).toBe(60000)

    const loaded = await post(s.user.editor, '/admin/product-import/', 'товары.xlsx', good)
    expect(loaded.body).toEqual(
      expect.objectContaining({
        written: true,
        summary: expect.objectContaining({ created: 1, updated: 1 }),
      })
    )
    expect(
      Number((await db.product.findUniqueOrThrow({ where: { article: 'NS-100' } })).currentPrice)
    ).toBe(55000)
    const [entry] = await db.auditEntry.findMany({ where: { action: 'product.import' } })
    expect(entry).toEqual(
      expect.objectContaining({
        actorEmail: 'editor@example.kz',
        after: { created: 1, updated: 1 },
      })
    )
    // Each product too, under its id, with the import's words for what changed.
    const pump = await db.product.findUniqueOrThrow({ where: { article: 'NS-100' } })
    const perProduct = await db.auditEntry.findMany({
      where: { entity: 'product' },
      orderBy: { action: 'asc' },
    })
    expect(perProduct.map((e) => e.action).sort()).toEqual(['product.create', 'product.update'])
    expect(perProduct.find((e) => e.action === 'product.update')).toEqual(
      expect.objectContaining({
        entityId: String(pump.id),
        actorEmail: 'editor@example.kz',
        after: { importChanges: expect.arrayContaining([expect.stringMatching(/^цена: /)]) },
      })
    )
  })

  scenario(
    'refuses zip bombs with the reason, a 400 and never a 500',
    async (s: StandardScenario) => {
      const products = await db.product.count()
      for (const [name, message] of [
        ['sheetBomb', TOO_COMPRESSED],
        ['manyEntries', TOO_MANY_ENTRIES],
        ['nestedBigEntry', TOO_BIG_UNPACKED],
      ] as const) {
        for (const route of ['/admin/product-import/check/', '/admin/product-import/']) {
          expect(await post(s.user.editor, route, 'товары.xlsx', zipBomb(name))).toEqual({
            status: 400,
            body: { file: [message] },
          })
        }
      }
      expect(await db.product.count()).toBe(products)
    }
  )

  scenario('refuses other files and other roles', async (s: StandardScenario) => {
    const notTable = await post(s.user.editor, '/admin/product-import/check/', 'товары.pdf', PNG)
    expect(notTable).toEqual({ status: 400, body: { file: ['Загрузите таблицу .csv или .xlsx.'] } })
    const renamed = await post(s.user.editor, '/admin/product-import/check/', 'товары.xlsx', PNG)
    expect(renamed.status).toBe(400)
    const good = await sheet(rows.slice(0, 2))
    expect((await post('guest', '/admin/product-import/', 'a.xlsx', good)).status).toBe(401)
    expect((await post(s.user.customer, '/admin/product-import/', 'a.xlsx', good)).status).toBe(403)
    expect(
      (await post(s.user.manager, '/admin/product-import/check/', 'a.xlsx', good)).status
    ).toBe(403)
    expect(
      Number((await db.product.findUniqueOrThrow({ where: { article: 'NS-100' } })).currentPrice)
    ).toBe(60000)
  })
})
