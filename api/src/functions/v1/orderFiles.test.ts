import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { User } from '@prisma/client'
import ExcelJS from 'exceljs'

import { mockContext, mockHttpEvent } from '@redwoodjs/testing/api'

import { db } from 'src/lib/db'
import { expectContract } from 'src/lib/rest/expectContract'
import { callV1, type Json } from 'src/lib/rest/testClient'
import { currentUserFixture } from 'src/lib/testUsers'

import type { StandardScenario } from './orderFiles.scenarios'
import { handler, restHandler } from './v1'

beforeAll(() => {
  process.env.ORDER_FILES_ROOT = fs.mkdtempSync(path.join(os.tmpdir(), 'order-files-v1-'))
})

const loginAs = (who: User | 'guest') =>
  mockCurrentUser(
    who === 'guest' ? null : currentUserFixture({ id: who.id, email: who.email, role: who.role })
  )

type Method = 'GET' | 'POST' | 'DELETE'

async function as(who: User | 'guest', method: Method, urlPath: string, body?: unknown) {
  loginAs(who)
  const answer = await callV1(urlPath, { method, body, asCurrentUser: who !== 'guest' })
  return { status: answer.status, body: answer.body as Json }
}

/** A multipart/form-data upload as the api server hands it over: bytes, base64. */
async function upload(who: User | 'guest', orderId: number, fileName: string, bytes: Buffer) {
  loginAs(who)
  const boundary = '----akvatoria-test-boundary'
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n'
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const event = {
    ...mockHttpEvent({
      path: `/v1/order/${orderId}/files/`,
      httpMethod: 'POST',
      headers: { host: 'shop.test', 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: body.toString('base64'),
    }),
    isBase64Encoded: true,
  }
  const response = who === 'guest' ? await handler(event, mockContext()) : await restHandler(event)
  return { status: response.statusCode, body: JSON.parse(response.body || 'null') as Json }
}

async function workbook() {
  const book = new ExcelJS.Workbook()
  book.addWorksheet('Заказ').addRows([
    ['Артикул', 'Количество'],
    ['F-7', 2],
    ['NS-100', 1],
  ])
  return Buffer.from(await book.xlsx.writeBuffer())
}

describe('order files over /api/v1', () => {
  scenario(
    'a binary .xlsx uploads intact, fills the draft, and is deleted',
    async (scenario: StandardScenario) => {
      const { aigerim } = scenario.user
      const draft = scenario.order.draft.id
      const bytes = await workbook()
      const created = await upload(aigerim, draft, 'Заказ.xlsx', bytes)
      expect(created.status).toBe(201)
      expectContract('POST', '/order/:id/files/', created.body)
      expect(created.body).toMatchObject({
        name: 'Заказ.xlsx',
        kind: 'xlsx',
        rows: 2,
        size: bytes.length,
      })
      const stored = await db.orderFile.findUniqueOrThrow({ where: { id: created.body.id } })
      expect(fs.readFileSync(path.join(process.env.ORDER_FILES_ROOT!, stored.storedPath))).toEqual(
        bytes
      )

      const listed = await as(aigerim, 'GET', `/order/${draft}/files/`)
      expectContract('GET', '/order/:id/files/', listed.body)
      const filled = await as(
        aigerim,
        'POST',
        `/order/${draft}/files/${created.body.id}/fill-order`,
        {
          replace: true,
        }
      )
      expect(filled.status).toBe(200)
      expectContract('POST', '/order/:id/files/:fileId/fill-order/', filled.body)
      expect(filled.body.summary).toEqual({
        added: 2,
        capped: 0,
        unknown_article: 0,
        bad_quantity: 0,
        no_stock: 0,
      })
      const order = await as(aigerim, 'GET', `/order/${draft}/`)
      expect(order.body.files).toMatchObject([{ id: created.body.id }])
      expect(order.body.items.map((i: Json) => [i.product.article, i.quantity])).toEqual([
        ['F-7', 2],
        ['NS-100', 1],
      ])
      expect(
        (await as(aigerim, 'DELETE', `/order/${draft}/files/${created.body.id}/`)).status
      ).toBe(204)
    }
  )

  scenario(
    'problems answer 409 with the row report; text lists and bad files 400',
    async (scenario: StandardScenario) => {
      const { aigerim } = scenario.user
      const draft = scenario.order.draft.id
      const text = await as(aigerim, 'POST', `/order/${draft}/files/`, { text: 'NOPE 1\nF-7 2' })
      expect(text.status).toBe(201)
      const refused = await as(
        aigerim,
        'POST',
        `/order/${draft}/files/${text.body.id}/fill-order/`,
        {}
      )
      expect(refused.status).toBe(409)
      expect(refused.body).toMatchObject({
        detail: 'В файле есть строки с ошибками. Исправьте файл или подтвердите загрузку без них.',
        applied: false,
        rows: [
          { row: 1, result: 'unknown_article' },
          { row: 2, result: 'added' },
        ],
      })
      const forced = await as(
        aigerim,
        'POST',
        `/order/${draft}/files/${text.body.id}/fill-order/`,
        {
          force: true,
        }
      )
      expect(forced.body).toMatchObject({
        applied: true,
        summary: { added: 1, unknown_article: 1 },
      })

      expect(await upload(aigerim, draft, 'list.pdf', Buffer.from('%PDF-1.4'))).toEqual({
        status: 400,
        body: { file: ['Загрузите файл .xlsx или .csv.'] },
      })
      expect(
        (await upload(aigerim, draft, 'big.csv', Buffer.alloc(5 * 1024 * 1024 + 1, 'a'))).body
      ).toEqual({
        file: ['Файл больше 5 МБ.'],
      })
      // What Excel in a Russian locale saves as CSV: Windows-1251, ';'.
      const cp1251 = Buffer.from(
        [...'Артикул;Кол-во\nF-7;3'].map((c) =>
          c >= 'А' && c <= 'я' ? c.charCodeAt(0) - 0x350 : c.charCodeAt(0)
        )
      )
      expect((await upload(aigerim, draft, 'excel.csv', cp1251)).body).toMatchObject({
        kind: 'csv',
        rows: 1,
      })
    }
  )

  scenario('owner × other × guest for every call', async (scenario: StandardScenario) => {
    const { aigerim, daniyar } = scenario.user
    const draft = scenario.order.draft.id
    const file = (await as(aigerim, 'POST', `/order/${draft}/files/`, { text: 'F-7 1' })).body
    const calls: [Method, string, unknown?][] = [
      ['GET', `/order/${draft}/files/`],
      ['POST', `/order/${draft}/files/`, { text: 'F-7 1' }],
      ['POST', `/order/${draft}/files/${file.id}/fill-order/`, { force: true }],
      ['DELETE', `/order/${draft}/files/${file.id}/`],
    ]
    for (const [method, urlPath, body] of calls) {
      expect({ urlPath, ...(await as('guest', method, urlPath, body)) }).toMatchObject({
        urlPath,
        status: 401,
      })
      expect({ urlPath, ...(await as(daniyar, method, urlPath, body)) }).toMatchObject({
        urlPath,
        status: 404,
      })
    }
    expect((await upload('guest', draft, 'a.csv', Buffer.from('F-7;1'))).status).toBe(401)
    expect((await upload(daniyar, draft, 'a.csv', Buffer.from('F-7;1'))).status).toBe(404)
    expect(await db.orderFile.count()).toBe(1)
    expect(
      (await as(aigerim, 'POST', `/order/${scenario.order.placed.id}/files/`, { text: 'F-7 1' }))
        .status
    ).toBe(409)
  })
})
