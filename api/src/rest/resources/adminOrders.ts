import ExcelJS from 'exceljs'
import { z } from 'zod'

import { addTextSafeRow } from 'src/lib/spreadsheets'
import {
  EXPORT_COLUMNS,
  exportFileName,
  exportRow,
  ordersCsv,
  type ExportOrder,
} from 'src/modules/orders/rules/staffOrderList'
import { exportAdminOrders, parseExportQuery } from 'src/services/adminOrders/adminOrders'

import { attachmentHeaders } from '../download'
import { qString } from '../params'
import { defineRoute, Reply } from '../router'

const TAG = 'Управление: заказы'

/** The list's filter as the export link carries it (the page's own address bar). */
const exportQuery = {
  status: qString(
    'Статусы через запятую: placed, confirmed, assembling, ready, completed, cancelled'
  ),
  shop: qString('Id магазина'),
  from: qString('Оформлен с (ГГГГ-ММ-ДД, день в Алматы)'),
  to: qString('Оформлен по (ГГГГ-ММ-ДД, день в Алматы)'),
  kind: qString('guest или account'),
  fulfilment: qString('pickup (самовывоз) или delivery (доставка)'),
  paymentType: qString('Id способа оплаты'),
  search: qString('Номер, цифры телефона, e-mail или имя'),
  sort: qString('number, placedAt, total или status'),
  direction: qString('asc или desc'),
}

const DESCRIPTION =
  'Весь отфильтрованный список заказов (без черновиков), как на странице /admin/orders, ' +
  'не больше 10 000 строк (больше — 400 {non_field_errors}). Менеджерам и администраторам; ' +
  'остальным — 403, без входа — 401. Content-Disposition: attachment, ' +
  'X-Content-Type-Options: nosniff, Cache-Control: private, no-store.'

/** The filtered rows: the query parsed by the list's own filter schema (400 in Russian). */
const rowsFor = async (query: Record<string, string | undefined>) =>
  exportAdminOrders(await parseExportQuery(query))

/** The rows as a workbook: one sheet, typed cells (numbers, dates), headers frozen. */
export async function ordersWorkbook(orders: ExportOrder[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Заказы', { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = EXPORT_COLUMNS.map((column) => ({ header: column.header, width: column.width }))
  sheet.getRow(1).font = { bold: true }
  // Text cells in Excel's Text format: a phone stays text and no apostrophe shows (issue 30 §4).
  for (const order of orders) addTextSafeRow(sheet, exportRow(order))
  sheet.getColumn(2).numFmt = 'dd.mm.yyyy hh:mm'
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

export const adminOrderRoutes = [
  defineRoute({
    method: 'GET',
    path: '/admin/orders/export.csv',
    requiresLogin: true,
    tag: TAG,
    summary: 'Выгрузка заказов в CSV',
    description: `${DESCRIPTION} CSV для русского Excel: UTF-8 с BOM, разделитель «;», ячейки, начинающиеся с = + - @, — с апострофом; телефон (+7 …) — с невидимым знаком U+2060 вместо него.`,
    query: exportQuery,
    response: z.unknown(),
    binary: { mediaType: 'text/csv', description: 'Заказы (CSV)' },
    errors: [400, 401, 403],
    handler: async (_request, query) => {
      const csv = Buffer.from(ordersCsv(await rowsFor(query)), 'utf8')
      return new Reply(
        csv,
        200,
        attachmentHeaders('text/csv; charset=utf-8', exportFileName(new Date(), 'csv'), csv.length),
        true
      )
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/orders/export.xlsx',
    requiresLogin: true,
    tag: TAG,
    summary: 'Выгрузка заказов в XLSX',
    description: DESCRIPTION,
    query: exportQuery,
    response: z.unknown(),
    binary: {
      mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      description: 'Заказы (Excel)',
    },
    errors: [400, 401, 403],
    handler: async (_request, query) => {
      const bytes = await ordersWorkbook(await rowsFor(query))
      return new Reply(
        bytes,
        200,
        attachmentHeaders(
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          exportFileName(new Date(), 'xlsx'),
          bytes.length
        ),
        true
      )
    },
  }),
]
