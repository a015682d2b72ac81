/**
 * GET /api/v1/admin/orders/export.csv and .xlsx: the back office's filtered
 * order list as a file to save, for managers and admins only.
 */
import ExcelJS from 'exceljs'
import { callV1 } from 'testing/rest/testClient'
import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'

import type { StandardScenario } from './adminOrders.scenarios'

const asUser = (user: { id: number; email: string; role: string }) =>
  mockCurrentUser(currentUserFixture({ id: user.id, email: user.email, role: user.role }))

const exportOf = (format: 'csv' | 'xlsx', query: Record<string, string> = {}) =>
  callV1(`/admin/orders/export.${format}`, { query, asCurrentUser: true })

const bytesOf = (answer: { text: string }) => Buffer.from(answer.text, 'base64')

describe('order export over /api/v1', () => {
  scenario(
    'CSV: the filtered list for Russian Excel, as an attachment',
    async (s: StandardScenario) => {
      asUser(s.user.manager)
      const answer = await exportOf('csv', { kind: 'guest', sort: 'number', direction: 'asc' })
      expect(answer.status).toBe(200)
      expect(answer.headers).toEqual(
        expect.objectContaining({
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': expect.stringMatching(
            /^attachment; filename="zakazy-\d{4}-\d{2}-\d{2}\.csv"$/
          ),
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'private, no-store',
        })
      )
      const bytes = bytesOf(answer)
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const lines = bytes.toString('utf8').slice(1).split('\r\n')
      expect(lines[0]).toBe(
        'Номер;Оформлен;Статус;Покупатель;Тип;Телефон;E-mail;Магазин;Получение;Адрес доставки;Способ оплаты;Онлайн-оплата;Товаров, шт.;Сумма, ₸;Комментарий'
      )
      expect(lines.slice(1)).toEqual([
        'A-000102;22.11.2026, 13:00;Подтверждён;Данияр Ахметов;Гость;\u2060+7 (705) 765 43 21;dan@example.kz;Актобе;Самовывоз из магазина;;;;5;5000;',
        'A-000104;25.11.2026, 15:00;Отменён;Гость;Гость;\u2060+7 (777) 000 00 01;;;Самовывоз из магазина;;;;0;1000;',
        '',
      ])
    }
  )

  scenario(
    'each export leaves an audit entry: who, how many orders, which filter',
    async (s: StandardScenario) => {
      asUser(s.user.manager)
      expect(await db.auditEntry.count()).toBe(0)
      await exportOf('csv', { kind: 'guest', sort: 'number', direction: 'asc' })
      await exportOf('xlsx')
      const entries = await db.auditEntry.findMany({ orderBy: { id: 'asc' } })
      expect(entries).toHaveLength(2)
      expect(entries[0]).toMatchObject({
        actorId: s.user.manager.id,
        actorEmail: s.user.manager.email,
        action: 'order.export',
        entity: 'order',
        after: { rows: 2, filter: expect.stringContaining('"kind":"guest"') },
      })
      expect(entries[1].after).toMatchObject({ rows: expect.any(Number) })
    }
  )

  scenario('XLSX: the same rows in a sheet with typed cells', async (s: StandardScenario) => {
    asUser(s.user.admin)
    const answer = await exportOf('xlsx', { status: 'placed' })
    expect(answer.status).toBe(200)
    expect(answer.headers['Content-Type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    )
    expect(answer.headers['Content-Disposition']).toMatch(
      /^attachment; filename="zakazy-.*\.xlsx"$/
    )
    expect(answer.headers['X-Content-Type-Options']).toBe('nosniff')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(bytesOf(answer))
    const sheet = workbook.getWorksheet('Заказы')!
    expect(sheet.rowCount).toBe(2)
    expect(sheet.getRow(1).getCell(1).value).toBe('Номер')
    const row = sheet.getRow(2)
    expect(row.getCell(1).value).toBe('A-000101')
    expect(row.getCell(2).value).toEqual(new Date('2026-11-20T05:00:00Z'))
    expect(row.getCell(4).value).toBe('Сейткали Алия')
    // Text cells in the Text format: the phone is no number and shows no apostrophe or mark.
    expect(row.getCell(4).numFmt).toBe('@')
    expect(row.getCell(6).value).toBe('+7 (701) 123 45 67')
    expect(row.getCell(6).numFmt).toBe('@')
    expect(row.getCell(14).numFmt).not.toBe('@')
    expect(row.getCell(9).value).toBe('Самовывоз из магазина')
    expect(row.getCell(14).value).toBe(120000)
    expect(row.getCell(15).value).toBe('Позвоните после 18:00')
  })

  scenario('a wrong filter is 400 with the field in Russian', async (s: StandardScenario) => {
    asUser(s.user.manager)
    const answer = await exportOf('csv', { from: '2026-02-30' })
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 400,
      body: { from: ['Введите дату в формате ГГГГ-ММ-ДД.'] },
    })
  })

  scenario('guests 401; customers and editors 403', async (s: StandardScenario) => {
    const guest = await callV1('/admin/orders/export.csv')
    expect(guest.status).toBe(401)
    for (const user of [s.user.customer, s.user.editor]) {
      asUser(user)
      for (const format of ['csv', 'xlsx'] as const) {
        const answer = await exportOf(format)
        expect({ status: answer.status, type: answer.headers['Content-Type'] }).toEqual({
          status: 403,
          type: 'application/json; charset=utf-8',
        })
      }
    }
  })
})
