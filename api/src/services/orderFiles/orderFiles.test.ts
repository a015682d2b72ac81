import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { User } from '@prisma/client'
import ExcelJS from 'exceljs'

import { db } from 'src/lib/db'
import {
  ConflictError,
  InvalidInputError,
  NotAuthenticatedError,
  NotFoundError,
} from 'src/lib/errors'
import { currentUserFixture } from 'src/lib/testUsers'

import {
  removeOrderFile,
  FILE_TYPE_MESSAGE,
  fillDraftFromFile,
  listOrderFiles,
  orderFilesRoot,
  uploadOrderFile,
} from './orderFiles'
import type { StandardScenario } from './orderFiles.scenarios'

const loginAs = (user: User) =>
  mockCurrentUser(currentUserFixture({ id: user.id, email: user.email, role: user.role }))

beforeAll(() => {
  process.env.ORDER_FILES_ROOT = fs.mkdtempSync(path.join(os.tmpdir(), 'order-files-'))
})

const csv = (text: string) => ({
  upload: { fileName: 'заказ.csv', bytes: Buffer.from(text, 'utf8') },
})

async function xlsx(rows: (string | number)[][]) {
  const workbook = new ExcelJS.Workbook()
  workbook.addWorksheet('Заказ').addRows(rows)
  return {
    upload: { fileName: 'Заказ ТОО.xlsx', bytes: Buffer.from(await workbook.xlsx.writeBuffer()) },
  }
}

const items = async (orderId: number) =>
  (
    await db.orderItem.findMany({
      where: { orderId },
      include: { product: true },
      orderBy: { id: 'asc' },
    })
  ).map((i) => [i.product.article, i.quantity])

describe('order files', () => {
  scenario(
    'an .xlsx is kept on disk with its checksum and listed',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      const input = await xlsx([
        ['Артикул', 'Количество'],
        ['F-7', 2],
      ])
      const file = await uploadOrderFile(scenario.order.draft.id, input)
      expect(file).toMatchObject({ kind: 'xlsx', fileName: 'Заказ ТОО.xlsx', rowCount: 1 })
      const stored = fs.readFileSync(path.join(orderFilesRoot(), file.storedPath))
      expect(crypto.createHash('sha256').update(stored).digest('hex')).toBe(file.sha256)
      expect(file.storedPath).not.toContain('Заказ')
      expect((await listOrderFiles(scenario.order.draft.id)).map((f) => f.id)).toEqual([file.id])
    }
  )

  scenario(
    'refuses wrong types, broken files and placed orders',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      const draft = scenario.order.draft.id
      await expect(
        uploadOrderFile(draft, { upload: { fileName: 'list.pdf', bytes: Buffer.from('%PDF') } })
      ).rejects.toMatchObject({ fields: { file: [FILE_TYPE_MESSAGE] } })
      // A CSV renamed to .xlsx is not a spreadsheet.
      await expect(
        uploadOrderFile(draft, { upload: { fileName: 'list.xlsx', bytes: Buffer.from('F-7;1') } })
      ).rejects.toThrow(InvalidInputError)
      await expect(uploadOrderFile(draft, csv('\n\n'))).rejects.toThrow(
        'В файле нет строк с артикулами.'
      )
      await expect(uploadOrderFile(scenario.order.placed.id, csv('F-7;1'))).rejects.toThrow(
        ConflictError
      )
      expect(await db.orderFile.count()).toBe(0)
    }
  )

  scenario(
    'fill refuses a file with problems unless forced',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      const draft = scenario.order.draft.id
      const file = await uploadOrderFile(
        draft,
        csv('Артикул;Кол-во\nF-7;2\nNS-100;9\nNOPE;1\nTANK-500;1\nF-7;x\nF-7;1')
      )
      const refused = fillDraftFromFile(draft, file.id)
      await expect(refused).rejects.toThrow(ConflictError)
      await expect(refused).rejects.toMatchObject({
        details: {
          applied: false,
          summary: { added: 2, capped: 1, unknown_article: 1, bad_quantity: 1, no_stock: 1 },
        },
      })
      expect(await items(draft)).toEqual([['NS-100', 2]])

      const report = await fillDraftFromFile(draft, file.id, { force: true })
      expect(report.rows).toEqual([
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
        { row: 5, article: 'TANK-500', quantity: 1, result: 'no_stock', message: 'Нет в наличии' },
        {
          row: 6,
          article: 'F-7',
          quantity: null,
          result: 'bad_quantity',
          message: 'Введите целое число от 1 до 100 000.',
        },
        { row: 7, article: 'F-7', quantity: 1, result: 'added', message: null },
      ])
      expect(await items(draft)).toEqual([
        ['NS-100', 5],
        ['F-7', 3],
      ])
    }
  )

  scenario(
    'replace empties the draft first; a pasted list works the same',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      const draft = scenario.order.draft.id
      const file = await uploadOrderFile(draft, { text: 'F-7\t4' })
      expect(file).toMatchObject({ kind: 'text', rowCount: 1 })
      expect(await fillDraftFromFile(draft, file.id, { replace: true })).toMatchObject({
        applied: true,
        summary: { added: 1 },
      })
      expect(await items(draft)).toEqual([['F-7', 4]])
    }
  )

  scenario('delete removes the row and the bytes', async (scenario: StandardScenario) => {
    loginAs(scenario.user.aigerim)
    const draft = scenario.order.draft.id
    const file = await uploadOrderFile(draft, csv('F-7;1'))
    await removeOrderFile(draft, file.id)
    expect(fs.existsSync(path.join(orderFilesRoot(), file.storedPath))).toBe(false)
    await expect(removeOrderFile(draft, file.id)).rejects.toThrow(NotFoundError)
  })

  scenario('only the owner: others 404, guests 401', async (scenario: StandardScenario) => {
    loginAs(scenario.user.aigerim)
    const draft = scenario.order.draft.id
    const file = await uploadOrderFile(draft, csv('F-7;1'))
    const calls = [
      () => listOrderFiles(draft),
      () => uploadOrderFile(draft, csv('F-7;1')),
      () => fillDraftFromFile(draft, file.id, { force: true }),
      () => removeOrderFile(draft, file.id),
    ]
    loginAs(scenario.user.daniyar)
    for (const call of calls) await expect(call()).rejects.toThrow(NotFoundError)
    // His own draft with her file id: still not found.
    await expect(fillDraftFromFile(scenario.order.danDraft.id, file.id)).rejects.toThrow(
      NotFoundError
    )
    mockCurrentUser(null)
    for (const call of calls) await expect(call()).rejects.toThrow(NotAuthenticatedError)
    expect(await db.orderFile.count()).toBe(1)
    expect(await items(draft)).toEqual([['NS-100', 2]])
  })
})
