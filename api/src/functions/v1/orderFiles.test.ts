import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { User } from '@prisma/client'
import ExcelJS from 'exceljs'
import { expectContract } from 'testing/rest/expectContract'
import { callV1, type Json } from 'testing/rest/testClient'
import { currentUserFixture } from 'testing/testUsers'

import { mockContext, mockHttpEvent } from '@redwoodjs/testing/api'

import { db } from 'src/lib/db'
import { zipBomb } from 'src/lib/spreadsheets/__fixtures__/zipBombs'
import { TOO_BIG_UNPACKED, TOO_COMPRESSED, TOO_MANY_ENTRIES } from 'src/lib/spreadsheets/zipGuard'
import { FillRefusedSchema } from 'src/rest/resources/orderFiles'

import type { StandardScenario } from './orderFiles.scenarios'
import { handler, restHandler } from './v1'

beforeAll(() => {
  process.env.ORDER_FILES_ROOT = fs.mkdtempSync(path.join(os.tmpdir(), 'order-files-v1-'))
})
afterAll(() => fs.rmSync(process.env.ORDER_FILES_ROOT!, { recursive: true, force: true }))

type Who = User | 'guest'

const loginAs = (who: Who) =>
  mockCurrentUser(
    who === 'guest' ? null : currentUserFixture({ id: who.id, email: who.email, role: who.role })
  )

type Method = 'GET' | 'POST' | 'DELETE'

/** A JSON call of /api/v1 as `who`. */
async function as(who: Who, method: Method, urlPath: string, body?: unknown) {
  loginAs(who)
  const answer = await callV1(urlPath, { method, body, asCurrentUser: who !== 'guest' })
  return { status: answer.status, body: answer.body as Json, text: answer.text }
}

const BOUNDARY = '----akvatoria-test-boundary'

/** A multipart/form-data body as a browser builds it: optional text fields, then files. */
function formData(files: { field?: string; fileName: string; bytes: Buffer }[]) {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="comment"\r\n\r\nиюнь\r\n`),
    ...files.flatMap(({ field = 'file', fileName, bytes }) => [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n'
      ),
      bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ])
}

/**
 * POST /order/{id}/files/ with a multipart body as api/src/server.ts hands it
 * to the function: the raw bytes, base64-encoded (callV1 only sends JSON).
 */
async function postForm(who: Who, orderId: number, body: Buffer, contentType?: string) {
  loginAs(who)
  const event = {
    ...mockHttpEvent({
      path: `/v1/order/${orderId}/files/`,
      httpMethod: 'POST',
      headers: {
        host: 'shop.test',
        'content-type': contentType ?? `multipart/form-data; boundary=${BOUNDARY}`,
      },
      body: body.toString('base64'),
    }),
    isBase64Encoded: true,
  }
  const response = who === 'guest' ? await handler(event, mockContext()) : await restHandler(event)
  return { status: response.statusCode, body: JSON.parse(response.body || 'null') as Json }
}

const upload = (who: Who, orderId: number, fileName: string, bytes: Buffer) =>
  postForm(who, orderId, formData([{ fileName, bytes }]))

async function workbook(rows: (string | number)[][]) {
  const book = new ExcelJS.Workbook()
  book.addWorksheet('Заказ').addRows(rows)
  return Buffer.from(await book.xlsx.writeBuffer())
}

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex')

describe('order files over /api/v1', () => {
  scenario(
    'a binary .xlsx arrives intact, fills the draft, shows in the order, and is deleted',
    async (scenario: StandardScenario) => {
      const { aigerim } = scenario.user
      const draft = scenario.order.draft.id
      const bytes = await workbook([
        ['Артикул', 'Количество'],
        ['F-7', 2],
        ['NS-100', 1],
      ])
      const created = await upload(aigerim, draft, 'Заказ.xlsx', bytes)
      expect(created.status).toBe(201)
      expectContract('POST', '/order/:id/files/', created.body)
      expect(created.body).toEqual({
        id: expect.any(Number),
        name: 'Заказ.xlsx',
        kind: 'xlsx',
        size: bytes.length,
        rows: 2,
        created_at: expect.any(String),
        download_url: `/api/v1/order/${draft}/files/${created.body.id}/download/`,
        safe_copy_url: `/api/v1/order/${draft}/files/${created.body.id}/safe-copy/`,
      })
      const stored = await db.orderFile.findUniqueOrThrow({ where: { id: created.body.id } })
      expect(stored.sha256).toBe(sha256(bytes))
      const onDisk = fs.readFileSync(path.join(process.env.ORDER_FILES_ROOT!, stored.storedPath))
      expect(sha256(onDisk)).toBe(sha256(bytes))

      const listed = await as(aigerim, 'GET', `/order/${draft}/files/`)
      expect(listed.status).toBe(200)
      expectContract('GET', '/order/:id/files/', listed.body)
      expect(listed.body).toEqual([created.body])

      // Without the trailing slash too, and replace given as a form would send it.
      const filled = await as(
        aigerim,
        'POST',
        `/order/${draft}/files/${created.body.id}/fill-order`,
        {
          replace: 'true',
        }
      )
      expect(filled.status).toBe(200)
      expectContract('POST', '/order/:id/files/:fileId/fill-order/', filled.body)
      expect(filled.body).toMatchObject({
        applied: true,
        replace: true,
        force: false,
        summary: { added: 2, capped: 0, unknown_article: 0, bad_quantity: 0, no_stock: 0 },
      })
      const order = await as(aigerim, 'GET', `/order/${draft}/`)
      expect(order.body.files).toEqual([created.body])
      expect(order.body.items.map((i: Json) => [i.product.article, i.quantity])).toEqual([
        ['F-7', 2],
        ['NS-100', 1],
      ])

      const removed = await as(aigerim, 'DELETE', `/order/${draft}/files/${created.body.id}/`)
      expect(removed).toEqual({ status: 204, body: undefined, text: '' })
      expect(fs.existsSync(path.join(process.env.ORDER_FILES_ROOT!, stored.storedPath))).toBe(false)
      expect((await as(aigerim, 'GET', `/order/${draft}/files/`)).body).toEqual([])
    }
  )

  scenario(
    'rows with problems: 409 with the row report, then force',
    async (scenario: StandardScenario) => {
      const { aigerim } = scenario.user
      const draft = scenario.order.draft.id
      const text = await as(aigerim, 'POST', `/order/${draft}/files/`, {
        text: 'NOPE 1\nF-7 2\nNS-100 9',
      })
      expect(text.status).toBe(201)
      expect(text.body).toMatchObject({ name: 'Список.txt', kind: 'text', rows: 3 })
      const fill = `/order/${draft}/files/${text.body.id}/fill-order/`

      const refused = await as(aigerim, 'POST', fill, {})
      expect(refused.status).toBe(409)
      expect(FillRefusedSchema.safeParse(refused.body).error).toBeUndefined()
      expect(refused.body).toEqual({
        detail: 'В файле есть строки с ошибками. Исправьте файл или подтвердите загрузку без них.',
        applied: false,
        replace: false,
        force: false,
        rows: [
          {
            row: 1,
            article: 'NOPE',
            quantity: 1,
            result: 'unknown_article',
            message: 'Товар с артикулом NOPE не найден',
          },
          { row: 2, article: 'F-7', quantity: 2, result: 'added', message: null },
          {
            row: 3,
            article: 'NS-100',
            quantity: 9,
            result: 'capped',
            message: 'В наличии 5 товаров',
          },
        ],
        summary: { added: 1, capped: 1, unknown_article: 1, bad_quantity: 0, no_stock: 0 },
      })
      expect((await as(aigerim, 'GET', `/order/${draft}/`)).body.items).toHaveLength(1)

      const forced = await as(aigerim, 'POST', fill, { force: true })
      expect(forced.status).toBe(200)
      expectContract('POST', '/order/:id/files/:fileId/fill-order/', forced.body)
      expect(forced.body.rows.map((r: Json) => r.result)).toEqual(
        refused.body.rows.map((r: Json) => r.result)
      )
      const order = await as(aigerim, 'GET', `/order/${draft}/`)
      expect(order.body.items.map((i: Json) => [i.product.article, i.quantity])).toEqual([
        ['NS-100', 5],
        ['F-7', 2],
      ])

      expect(await as(aigerim, 'POST', fill, { force: 'yes', replace: 1 })).toMatchObject({
        status: 400,
        body: {
          force: ['Требуется логическое значение.'],
          replace: ['Требуется логическое значение.'],
        },
      })
    }
  )

  scenario('uploads refused with the reason', async (scenario: StandardScenario) => {
    const { aigerim } = scenario.user
    const draft = scenario.order.draft.id
    const typeError = { status: 400, body: { file: ['Загрузите файл .xlsx или .csv.'] } }
    expect(await upload(aigerim, draft, 'list.pdf', Buffer.from('%PDF-1.4'))).toEqual(typeError)
    expect(await upload(aigerim, draft, 'list.xlsx', Buffer.from('F-7;1'))).toEqual(typeError)
    // A form without the file field.
    expect(
      await postForm(
        aigerim,
        draft,
        formData([{ field: 'other', fileName: 'a.csv', bytes: Buffer.from('F-7;1') }])
      )
    ).toEqual(typeError)
    expect(await upload(aigerim, draft, 'big.csv', Buffer.alloc(5 * 1024 * 1024 + 1, 'a'))).toEqual(
      {
        status: 400,
        body: { file: ['Файл больше 5 МБ.'] },
      }
    )
    expect(await upload(aigerim, draft, 'empty.csv', Buffer.from(';;\n'))).toEqual({
      status: 400,
      body: { file: ['В файле нет строк с артикулами.'] },
    })
    // Zip bombs named .xlsx: refused by the shared guard before exceljs, each with its reason.
    for (const [name, message] of [
      ['sheetBomb', TOO_COMPRESSED],
      ['manyEntries', TOO_MANY_ENTRIES],
      ['nestedBigEntry', TOO_BIG_UNPACKED],
    ] as const) {
      expect(await upload(aigerim, draft, `${name}.xlsx`, zipBomb(name))).toEqual({
        status: 400,
        body: { file: [message] },
      })
    }
    expect(await db.orderFile.count({ where: { orderId: draft } })).toBe(0)
    // Cut off in the middle: no closing boundary.
    const cut = formData([{ fileName: 'a.csv', bytes: Buffer.from('F-7;1') }])
    expect(await postForm(aigerim, draft, cut.subarray(0, cut.length - 20))).toEqual({
      status: 400,
      body: { file: ['Не удалось прочитать загрузку (multipart/form-data).'] },
    })
    expect(await postForm(aigerim, draft, cut, 'multipart/form-data')).toMatchObject({
      status: 400,
    })
    expect(await as(aigerim, 'POST', `/order/${draft}/files/`, {})).toEqual({
      status: 400,
      body: { text: ['Вставьте строки «артикул количество».'] },
      text: expect.any(String),
    })
    // A pasted list parsed by orderTextInput.
    const TEXT = ['Вставьте строки «артикул количество».']
    for (const [sent, body] of [
      [{ text: 42 }, { text: TEXT }],
      [{ text: ' \r\n\t ' }, { text: TEXT }],
      [{ text: ['F-7 1'] }, { text: TEXT }],
      [{ text: 'я'.repeat(2.5 * 1024 * 1024 + 1) }, { text: ['Файл больше 5 МБ.'] }],
      [
        { text: 'F-7 1\u0000' },
        {
          detail:
            'Поле «text» содержит недопустимые символы (управляющие, непарные суррогаты или смену направления текста).',
        },
      ],
      ['F-7 1', { non_field_errors: ['Ожидается объект с полями.'] }],
    ] as [unknown, Json][]) {
      const answer = await as(aigerim, 'POST', `/order/${draft}/files/`, sent)
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 400, body })
    }
    expect(await db.orderFile.count()).toBe(0)
  })

  scenario(
    'fill and delete bodies: flags as the old API took them; refused, nothing changes',
    async (scenario: StandardScenario) => {
      const { aigerim } = scenario.user
      const draft = scenario.order.draft.id
      const created = await as(aigerim, 'POST', `/order/${draft}/files/`, { text: 'F-7 1' })
      expect(created.status).toBe(201)
      const fill = `/order/${draft}/files/${created.body.id}/fill-order/`
      const itemsBefore = (await as(aigerim, 'GET', `/order/${draft}/`)).body.items
      for (const sent of [
        { replace: 'True' },
        { force: 'yes' },
        { force: 1 },
        { replace: ' true' },
        { replace: {} },
      ]) {
        const answer = await as(aigerim, 'POST', fill, sent)
        expect({ sent, status: answer.status, body: answer.body }).toEqual({
          sent,
          status: 400,
          body: Object.fromEntries(
            Object.keys(sent).map((name) => [name, ['Требуется логическое значение.']])
          ),
        })
      }
      expect((await as(aigerim, 'GET', `/order/${draft}/`)).body.items).toEqual(itemsBefore)

      const file = `/order/${draft}/files/${created.body.id}/`
      expect(await as(aigerim, 'DELETE', file, [created.body.id])).toMatchObject({
        status: 400,
        body: { non_field_errors: ['Ожидается объект с полями.'] },
      })
      expect(await db.orderFile.count()).toBe(1)
      // Fields sent to a write that takes none are ignored, as DRF did.
      expect((await as(aigerim, 'DELETE', file, { force: true })).status).toBe(204)
      expect(await db.orderFile.count()).toBe(0)
    }
  )

  scenario(
    'Excel CSV (cp1251, ;) with a UTF-8 file name; files of a placed order are read-only',
    async (scenario: StandardScenario) => {
      const { aigerim } = scenario.user
      const cp1251 = Buffer.from(
        [...'Артикул;Кол-во\r\nF-7;3\r\n'].map((c) => {
          const code = c.charCodeAt(0)
          return code >= 0x410 && code <= 0x44f ? code - 0x350 : code
        })
      )
      const created = await upload(
        aigerim,
        scenario.order.draft.id,
        'Заявка ТОО «Вода».csv',
        cp1251
      )
      expect(created).toMatchObject({
        status: 201,
        body: { name: 'Заявка ТОО «Вода».csv', kind: 'csv', rows: 1 },
      })

      const placed = scenario.order.placed.id
      expect((await upload(aigerim, placed, 'a.csv', Buffer.from('F-7;1'))).status).toBe(409)
      expect(
        (await as(aigerim, 'POST', `/order/${placed}/files/`, { text: 'F-7 1' })).body
      ).toEqual({
        detail: expect.stringContaining('Изменять состав можно только у черновика'),
      })
      expect((await as(aigerim, 'GET', `/order/${placed}/files/`)).body).toEqual([])
    }
  )

  scenario(
    'owner × other user × guest for each of the four calls',
    async (scenario: StandardScenario) => {
      const { aigerim, daniyar } = scenario.user
      const draft = scenario.order.draft.id
      const csv = Buffer.from('F-7;1')
      const file = (await upload(aigerim, draft, 'a.csv', csv)).body
      const missing = 987654
      const calls: [
        string,
        (who: Who, orderId: number) => Promise<{ status: number; body: Json }>,
      ][] = [
        ['list', (who, id) => as(who, 'GET', `/order/${id}/files/`)],
        ['upload', (who, id) => upload(who, id, 'b.csv', csv)],
        ['upload text', (who, id) => as(who, 'POST', `/order/${id}/files/`, { text: 'F-7 1' })],
        [
          'fill',
          (who, id) =>
            as(who, 'POST', `/order/${id}/files/${file.id}/fill-order/`, { force: true }),
        ],
        ['delete', (who, id) => as(who, 'DELETE', `/order/${id}/files/${file.id}/`)],
      ]
      for (const [name, call] of calls) {
        const guest = await call('guest', draft)
        expect({ name, status: guest.status, body: guest.body }).toEqual({
          name,
          status: 401,
          body: { detail: 'Учетные данные не были предоставлены.' },
        })
        const other = await call(daniyar, draft)
        const absent = await call(daniyar, missing)
        expect({ name, status: other.status, body: other.body }).toEqual({
          name,
          status: 404,
          body: { detail: 'Заказ не найден.' },
        })
        // Someone else's order reads exactly like one that does not exist.
        expect(other).toEqual(absent)
      }
      // His own draft, her file id: not found.
      const danDraft = scenario.order.danDraft.id
      for (const answer of [
        await as(daniyar, 'POST', `/order/${danDraft}/files/${file.id}/fill-order/`, {}),
        await as(daniyar, 'DELETE', `/order/${danDraft}/files/${file.id}/`),
      ]) {
        expect(answer).toMatchObject({ status: 404, body: { detail: 'Файл не найден.' } })
      }
      expect(await db.orderFile.count()).toBe(1)

      const owner: Record<string, number> = {}
      for (const [name, call] of calls) owner[name] = (await call(aigerim, draft)).status
      expect(owner).toEqual({ list: 200, upload: 201, 'upload text': 201, fill: 200, delete: 204 })
    }
  )
})
