import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { User } from '@prisma/client'
import ExcelJS from 'exceljs'
import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'
import { INVALID_CHARACTERS_MESSAGE } from 'src/lib/domain/inputFields'
import {
  NO_ROWS_MESSAGE,
  TOO_LARGE_MESSAGE,
  TOO_MANY_ROWS_MESSAGE,
} from 'src/lib/domain/orderFileRows'
import { NOT_EDITABLE_MESSAGE } from 'src/lib/domain/orderLifecycle'
import { TOO_MANY_LINES_MESSAGE } from 'src/lib/domain/orderLines'
import {
  ConflictError,
  InvalidInputError,
  NotAuthenticatedError,
  NotFoundError,
} from 'src/lib/errors'
import { orderFilesRoot, sha256Of, storeOrderFile } from 'src/lib/orderFiles/storage'
import { NOT_A_SPREADSHEET, TOO_COMPRESSED } from 'src/lib/spreadsheets'
import { handmadeZip } from 'src/lib/spreadsheets/__fixtures__/handmadeZip'
import { deleteMyOrder } from 'src/modules/orders/myOrders'
import { refundCancelledOrderPayment } from 'src/modules/payments'

import {
  deleteOrderFile,
  FILE_NOT_FOUND,
  FILE_TYPE_MESSAGE,
  FILL_REFUSED_MESSAGE,
  fillDraftFromFile,
  fillOrderFromFile,
  listOrderFiles,
  MAX_FILES_PER_ORDER,
  orderFiles,
  removeOrderFile,
  safeFileName,
  TOO_MANY_FILES_MESSAGE,
  uploadOrderFile,
  uploadOrderText,
} from './orderFiles'
import type { StandardScenario } from './orderFiles.scenarios'

const loginAs = (user: User) =>
  mockCurrentUser(currentUserFixture({ id: user.id, email: user.email, role: user.role }))

// A fresh root per test, so that each can see exactly what it left on disk.
beforeEach(() => {
  process.env.ORDER_FILES_ROOT = fs.mkdtempSync(path.join(os.tmpdir(), 'order-files-'))
})
afterEach(() => fs.rmSync(orderFilesRoot(), { recursive: true, force: true }))

const file = (fileName: string, bytes: Buffer | string) => ({
  upload: { fileName, bytes: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes, 'utf8') },
})
const csv = (text: string) => file('заказ.csv', text)

async function xlsx(rows: (string | number)[][], fileName = 'Заказ ТОО.xlsx') {
  const workbook = new ExcelJS.Workbook()
  workbook.addWorksheet('Заказ').addRows(rows)
  return file(fileName, Buffer.from(await workbook.xlsx.writeBuffer()))
}

/** What the draft holds: [article, quantity] in line order. */
const items = async (orderId: number) =>
  (
    await db.orderItem.findMany({
      where: { orderId },
      include: { product: true },
      orderBy: { id: 'asc' },
    })
  ).map((i) => [i.product.article, i.quantity])

/** Every file stored under the root (to prove a refusal leaves nothing behind). */
const storedFiles = () =>
  fs.existsSync(orderFilesRoot())
    ? fs
        .readdirSync(orderFilesRoot(), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
    : []

/** A file record made directly (for orders the service would not accept files for). */
async function recordFile(orderId: number, text: string) {
  const bytes = Buffer.from(text)
  return db.orderFile.create({
    data: {
      orderId,
      fileName: 'старый.csv',
      storedPath: await storeOrderFile(orderId, bytes, 'csv'),
      mimeType: 'text/csv',
      kind: 'csv',
      size: bytes.length,
      sha256: sha256Of(bytes),
      rowCount: 1,
    },
  })
}

describe('upload', () => {
  scenario(
    'an .xlsx is kept on disk under a random name with its checksum, and listed',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      const input = await xlsx(
        [
          ['Артикул', 'Количество'],
          ['F-7', 2],
          ['NS-100', 1],
        ],
        '../../etc/Заказ <июнь>.xlsx'
      )
      const created = await uploadOrderFile(scenario.order.draft.id, input)
      expect(created).toMatchObject({
        orderId: scenario.order.draft.id,
        kind: 'xlsx',
        fileName: 'Заказ _июнь_.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        size: input.upload.bytes.length,
        rowCount: 2,
      })
      expect(created.storedPath).toMatch(
        new RegExp(`^${scenario.order.draft.id}/[0-9a-f-]{36}\\.xlsx$`)
      )
      const stored = fs.readFileSync(path.join(orderFilesRoot(), created.storedPath))
      expect(sha256Of(stored)).toBe(created.sha256)
      expect(sha256Of(input.upload.bytes)).toBe(created.sha256)
      expect((await listOrderFiles(scenario.order.draft.id)).map((f) => f.id)).toEqual([created.id])
      // The draft itself is untouched until the file fills it.
      expect(await items(scenario.order.draft.id)).toEqual([['NS-100', 2]])
    }
  )

  scenario('a CSV from Excel (cp1251, ;) and a pasted list', async (scenario: StandardScenario) => {
    loginAs(scenario.user.aigerim)
    const draft = scenario.order.draft.id
    const cp1251 = Buffer.from(
      new Uint8Array(
        [...'Артикул;Кол-во\r\nF-7;3\r\n'].map((c) => {
          const code = c.charCodeAt(0)
          return code >= 0x410 && code <= 0x44f ? code - 0x350 : code
        })
      )
    )
    expect(await uploadOrderFile(draft, file('Заявка.CSV', cp1251))).toMatchObject({
      kind: 'csv',
      mimeType: 'text/csv',
      rowCount: 1,
    })
    const pasted = await uploadOrderText({ orderId: draft, text: 'F-7\t4\nNS-100 1' }, {} as never)
    expect(pasted).toMatchObject({ kind: 'text', fileName: 'Список.txt', rowCount: 2 })
    const stored = await db.orderFile.findUniqueOrThrow({ where: { id: pasted.id } })
    expect(stored.storedPath).toMatch(/\.txt$/)
    // The resolver's declared type allows promises per item; it answers plain objects.
    const listed = (await orderFiles({ orderId: draft }, {} as never)) as {
      kind: string
      downloadUrl: string
    }[]
    expect(listed.map((f) => f.kind)).toEqual(['csv', 'text'])
    expect(listed[1].downloadUrl).toBe(`/api/v1/order/${draft}/files/${pasted.id}/download/`)
  })

  scenario(
    'refuses wrong types, broken, empty, oversized and overlong files with the reason',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      const draft = scenario.order.draft.id
      const reason = async (input: Parameters<typeof uploadOrderFile>[1]) => {
        const error = await uploadOrderFile(draft, input).catch((e) => e)
        expect(error).toBeInstanceOf(InvalidInputError)
        return (error as InvalidInputError).fields
      }
      const workbook = await xlsx([['F-7', 1]])
      expect(await reason(file('list.pdf', '%PDF-1.4'))).toEqual({ file: [FILE_TYPE_MESSAGE] })
      expect(await reason(file('list', 'F-7;1'))).toEqual({ file: [FILE_TYPE_MESSAGE] })
      // Renamed files: a CSV called .xlsx, a workbook called .csv.
      expect(await reason(file('list.xlsx', 'F-7;1'))).toEqual({ file: [FILE_TYPE_MESSAGE] })
      expect(await reason(file('list.csv', workbook.upload.bytes))).toEqual({
        file: [FILE_TYPE_MESSAGE],
      })
      // A zip that is no workbook, and a bomb with the right name.
      const notABook = Buffer.from(workbook.upload.bytes)
      notABook.fill(0x41, 200, 400)
      expect(await reason(file('list.xlsx', notABook))).toEqual({ file: [NOT_A_SPREADSHEET] })
      expect(
        await reason(file('bomb.xlsx', handmadeZip([{ content: Buffer.alloc(60 * 1024 * 1024) }])))
      ).toEqual({
        file: [TOO_COMPRESSED],
      })
      expect(await reason(csv('\n;\n'))).toEqual({ file: [NO_ROWS_MESSAGE] })
      expect(await reason(csv('F-7;1\n'.repeat(5001)))).toEqual({ file: [TOO_MANY_ROWS_MESSAGE] })
      expect(await reason(csv('F'.repeat(5 * 1024 * 1024 + 1)))).toEqual({
        file: [TOO_LARGE_MESSAGE],
      })
      // A pasted list through the GraphQL edge, parsed by orderTextInput.
      const textReason = async (text: unknown) => {
        const error = await Promise.resolve()
          .then(() => uploadOrderText({ orderId: draft, text: text as string }, {} as never))
          .catch((e) => e)
        expect(error).toBeInstanceOf(InvalidInputError)
        return (error as InvalidInputError).fields
      }
      expect(await textReason('  ')).toEqual({ text: ['Вставьте строки «артикул количество».'] })
      expect(await textReason(42)).toEqual({ text: ['Вставьте строки «артикул количество».'] })
      expect(await textReason('F-7 1\u0000')).toEqual({ text: [INVALID_CHARACTERS_MESSAGE] })
      expect(await textReason('F'.repeat(5 * 1024 * 1024 + 1))).toEqual({
        text: [TOO_LARGE_MESSAGE],
      })
      expect(await db.orderFile.count()).toBe(0)
      expect(storedFiles()).toEqual([])
    }
  )

  scenario('only drafts take files', async (scenario: StandardScenario) => {
    loginAs(scenario.user.aigerim)
    const refused = uploadOrderFile(scenario.order.placed.id, csv('F-7;1'))
    await expect(refused).rejects.toThrow(ConflictError)
    await expect(refused).rejects.toThrow(NOT_EDITABLE_MESSAGE)
    expect(await db.orderFile.count()).toBe(0)
  })

  scenario(
    'at most 20 files per order, also when two arrive at once',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      const draft = scenario.order.draft.id
      for (let i = 0; i < MAX_FILES_PER_ORDER - 1; i++) await recordFile(draft, 'F-7;1')
      const results = await Promise.allSettled([
        uploadOrderFile(draft, csv('F-7;1')),
        uploadOrderFile(draft, csv('F-7;2')),
      ])
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
      const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
      expect(rejected.reason).toBeInstanceOf(ConflictError)
      expect(rejected.reason.message).toBe(TOO_MANY_FILES_MESSAGE)
      expect(await db.orderFile.count({ where: { orderId: draft } })).toBe(MAX_FILES_PER_ORDER)
      // The refused upload's bytes were removed again.
      expect(storedFiles()).toHaveLength(MAX_FILES_PER_ORDER)
      await expect(uploadOrderFile(draft, csv('F-7;3'))).rejects.toThrow(TOO_MANY_FILES_MESSAGE)
    }
  )
})

describe('fill-order', () => {
  scenario(
    'a file with problems is refused whole (409, the report) unless forced',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      const draft = scenario.order.draft.id
      const created = await uploadOrderFile(
        draft,
        csv('Артикул;Кол-во\nF-7;2\nNS-100;9\nNOPE;1\nTANK-500;1\nF-7;x\nOLD-1;1\nF-7;1')
      )
      const error = await fillDraftFromFile(draft, created.id).catch((e) => e)
      expect(error).toBeInstanceOf(ConflictError)
      expect(error.message).toBe(FILL_REFUSED_MESSAGE)
      expect(error.details).toMatchObject({
        applied: false,
        replace: false,
        force: false,
        summary: { added: 2, capped: 1, unknown_article: 2, bad_quantity: 1, no_stock: 1 },
      })
      expect(await items(draft)).toEqual([['NS-100', 2]])

      const report = await fillDraftFromFile(draft, created.id, { replace: false, force: true })
      expect(report).toEqual({
        applied: true,
        replace: false,
        force: true,
        rows: [
          { row: 2, article: 'F-7', quantity: 2, result: 'added', message: null },
          {
            row: 3,
            article: 'NS-100',
            quantity: 9,
            result: 'capped',
            message: 'В наличии 5 товаров',
          },
          {
            row: 4,
            article: 'NOPE',
            quantity: 1,
            result: 'unknown_article',
            message: 'Товар с артикулом NOPE не найден',
          },
          {
            row: 5,
            article: 'TANK-500',
            quantity: 1,
            result: 'no_stock',
            message: 'Нет в наличии',
          },
          {
            row: 6,
            article: 'F-7',
            quantity: null,
            result: 'bad_quantity',
            message: 'Введите целое число от 1 до 100 000.',
          },
          {
            row: 7,
            article: 'OLD-1',
            quantity: 1,
            result: 'unknown_article',
            message: 'Товар с артикулом OLD-1 не найден',
          },
          { row: 8, article: 'F-7', quantity: 1, result: 'added', message: null },
        ],
        summary: { added: 2, capped: 1, unknown_article: 2, bad_quantity: 1, no_stock: 1 },
      })
      expect(error.details.rows).toEqual(report.rows)
      // 2 held + 9 asked, lowered to the stock of 5; the filter's rows add up.
      expect(await items(draft)).toEqual([
        ['NS-100', 5],
        ['F-7', 3],
      ])
    }
  )

  scenario(
    'adds to the draft, or replaces it; the same file can fill twice',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      const draft = scenario.order.draft.id
      const created = await uploadOrderFile(
        draft,
        await xlsx([
          ['NS-100', 2],
          ['F-7', 4],
        ])
      )
      expect((await fillDraftFromFile(draft, created.id)).summary).toMatchObject({ added: 2 })
      expect(await items(draft)).toEqual([
        ['NS-100', 4],
        ['F-7', 4],
      ])
      // Again: 4 + 2 pumps exceed the 5 in stock, so the plain fill is refused...
      await expect(fillDraftFromFile(draft, created.id)).rejects.toThrow(FILL_REFUSED_MESSAGE)
      // ...while replacing starts from an empty draft.
      const replaced = await fillOrderFromFile(
        { orderId: draft, fileId: created.id, replace: true, force: null },
        {} as never
      )
      expect(replaced).toMatchObject({ applied: true, replace: true, force: false })
      expect(await items(draft)).toEqual([
        ['NS-100', 2],
        ['F-7', 4],
      ])
    }
  )

  scenario(
    'replace with force empties the draft of what the file lacks',
    async (s: StandardScenario) => {
      loginAs(s.user.aigerim)
      const draft = s.order.draft.id
      const created = await uploadOrderFile(draft, { text: 'NOPE 1\nF-7 1' })
      const report = await fillDraftFromFile(draft, created.id, { replace: true, force: true })
      expect(report.summary).toMatchObject({ added: 1, unknown_article: 1 })
      expect(await items(draft)).toEqual([['F-7', 1]])
    }
  )

  scenario(
    'more than 300 lines in the draft is refused even when forced',
    async (s: StandardScenario) => {
      loginAs(s.user.aigerim)
      const draft = s.order.draft.id
      const shop = await db.shop.findFirstOrThrow()
      await db.product.createMany({
        data: Array.from({ length: 300 }, (_, i) => ({
          article: `BULK-${i}`,
          name: `Товар ${i}`,
          slug: `bulk-${i}`,
          categoryId: s.product.pump.categoryId,
          price: 100,
          currentPrice: 100,
        })),
      })
      const bulk = await db.product.findMany({ where: { article: { startsWith: 'BULK-' } } })
      await db.stock.createMany({
        data: bulk.map((p) => ({ productId: p.id, shopId: shop.id, count: 1 })),
      })
      const text = bulk.map((p) => `${p.article};1`).join('\n')
      const created = await uploadOrderFile(draft, csv(text))
      // 300 new lines and the pumps already there.
      const error = await fillDraftFromFile(draft, created.id, {
        replace: false,
        force: true,
      }).catch((e) => e)
      expect(error).toBeInstanceOf(ConflictError)
      expect(error.message).toBe(TOO_MANY_LINES_MESSAGE)
      expect(await items(draft)).toEqual([['NS-100', 2]])
      // Replacing the draft leaves room for exactly 300.
      await fillDraftFromFile(draft, created.id, { replace: true, force: false })
      expect(await db.orderItem.count({ where: { orderId: draft } })).toBe(300)
    }
  )

  scenario(
    'placed orders keep their items; a lost file is not found',
    async (s: StandardScenario) => {
      loginAs(s.user.aigerim)
      const old = await recordFile(s.order.placed.id, 'F-7;1')
      await expect(
        fillDraftFromFile(s.order.placed.id, old.id, { replace: false, force: true })
      ).rejects.toThrow(NOT_EDITABLE_MESSAGE)
      await expect(removeOrderFile(s.order.placed.id, old.id)).rejects.toThrow(NOT_EDITABLE_MESSAGE)
      expect(await listOrderFiles(s.order.placed.id)).toHaveLength(1)
      expect(await items(s.order.placed.id)).toEqual([['NS-100', 2]])

      const lost = await uploadOrderFile(s.order.draft.id, csv('F-7;1'))
      fs.rmSync(path.join(orderFilesRoot(), lost.storedPath))
      await expect(fillDraftFromFile(s.order.draft.id, lost.id)).rejects.toThrow(FILE_NOT_FOUND)
    }
  )
})

describe('delete', () => {
  scenario('removes the record and the bytes', async (scenario: StandardScenario) => {
    loginAs(scenario.user.aigerim)
    const draft = scenario.order.draft.id
    const created = await uploadOrderFile(draft, csv('F-7;1'))
    const kept = await uploadOrderFile(draft, csv('F-7;2'))
    expect(await deleteOrderFile({ orderId: draft, fileId: created.id }, {} as never)).toBe(true)
    expect(fs.existsSync(path.join(orderFilesRoot(), created.storedPath))).toBe(false)
    expect(fs.existsSync(path.join(orderFilesRoot(), kept.storedPath))).toBe(true)
    expect((await listOrderFiles(draft)).map((f) => f.id)).toEqual([kept.id])
    await expect(removeOrderFile(draft, created.id)).rejects.toThrow(NotFoundError)
  })

  scenario(
    'deleting the draft takes its files off the disk',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      const draft = scenario.order.draft.id
      const file = await uploadOrderFile(draft, csv('F-7;1'))
      expect(await deleteMyOrder(draft, refundCancelledOrderPayment)).toBeNull()
      expect(fs.existsSync(path.join(orderFilesRoot(), file.storedPath))).toBe(false)
      expect(await db.orderFile.count({ where: { orderId: draft } })).toBe(0)
    }
  )
})

describe('ownership', () => {
  scenario(
    'only the owner: another user gets 404 as for a missing order, a guest 401',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      const draft = scenario.order.draft.id
      const created = await uploadOrderFile(draft, csv('F-7;1'))
      const calls = {
        list: () => listOrderFiles(draft),
        upload: () => uploadOrderFile(draft, csv('F-7;1')),
        fill: () => fillDraftFromFile(draft, created.id, { replace: false, force: true }),
        remove: () => removeOrderFile(draft, created.id),
      }
      const missing = 987654
      const onMissing = {
        list: () => listOrderFiles(missing),
        upload: () => uploadOrderFile(missing, csv('F-7;1')),
        fill: () => fillDraftFromFile(missing, created.id, { replace: false, force: true }),
        remove: () => removeOrderFile(missing, created.id),
      }
      const outcome = (call: () => Promise<unknown>) =>
        call().then(
          () => 'done',
          (e) => `${e.constructor.name}: ${e.message}`
        )

      loginAs(scenario.user.daniyar)
      for (const [name, call] of Object.entries(calls)) {
        const got = await outcome(call)
        expect({ name, got }).toEqual({ name, got: 'NotFoundError: Заказ не найден.' })
        expect(got).toBe(await outcome(onMissing[name as keyof typeof onMissing]))
      }
      // His own draft with her file's id: the file is not found either.
      const danDraft = scenario.order.danDraft.id
      await expect(fillDraftFromFile(danDraft, created.id)).rejects.toThrow(FILE_NOT_FOUND)
      await expect(removeOrderFile(danDraft, created.id)).rejects.toThrow(FILE_NOT_FOUND)

      mockCurrentUser(null)
      for (const call of Object.values(calls)) {
        await expect(call()).rejects.toThrow(NotAuthenticatedError)
      }
      expect(await db.orderFile.count()).toBe(1)
      expect(await items(draft)).toEqual([['NS-100', 2]])
      expect(await items(danDraft)).toEqual([['F-7', 1]])

      loginAs(scenario.user.aigerim)
      for (const call of Object.values(calls)) expect(await outcome(call)).toBe('done')
    }
  )
})

describe('safeFileName', () => {
  it('keeps the last part, drops control and reserved characters, ≤ 200', () => {
    expect(safeFileName('C:\\Users\\a\\Заказ.xlsx')).toBe('Заказ.xlsx')
    expect(safeFileName('a\u202egnp.xlsx')).toBe('a_gnp.xlsx')
    expect(safeFileName('..')).toBe('..')
    expect(safeFileName('')).toBe('file')
    expect([...safeFileName('я'.repeat(300))]).toHaveLength(200)
  })
})
