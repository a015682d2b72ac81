import { buffer as readStream } from 'node:stream/consumers'

import { z } from 'zod'

import { ROW_RESULTS } from 'src/lib/domain/orderFileRows'
import { InvalidInputError } from 'src/lib/errors'
import { contentDisposition } from 'src/lib/orderFiles/download'
import { readMultipartFile } from 'src/lib/orderFiles/multipart'
import { SAFE_COPY_MIME } from 'src/lib/orderFiles/safeCopy'
import { fillOrderInput, orderTextInput } from 'src/modules/orders/rules/orderFileInput'
import {
  fillDraftFromFile,
  FILE_TYPE_MESSAGE,
  listOrderFiles,
  openOrderFile,
  openSafeCopy,
  removeOrderFile,
  uploadOrderFile,
} from 'src/services/orderFiles/orderFiles'

import { emptyBody, restBody } from '../body'
import { ErrorDetail } from '../contract'
import type { RestRequest } from '../http'
import { pathId } from '../params'
import { defineRoute, Reply } from '../router'
import { OrderFileSchema, serializeOrderFile } from '../serializers/orderFile'

const TAG = 'Файлы заказа'
const OWN = 'Только свой заказ: чужой или несуществующий — 404, без входа — 401.'
const DRAFT_ONLY = 'Только у своего черновика; у оформленного заказа — 409.'

const count = z.number().int().nonnegative()

const FillRowSchema = z.strictObject({
  row: z.number().int().describe('Строка файла (с 1)'),
  article: z.string(),
  quantity: z.number().int().nullable().describe('Количество, как прочитано; null — не число'),
  result: z.enum(ROW_RESULTS),
  message: z
    .string()
    .nullable()
    .describe("'В наличии {N} товаров', 'Товар с артикулом {a} не найден', 'Нет в наличии' …"),
})

const fillReportShape = {
  replace: z.boolean(),
  force: z.boolean(),
  rows: z.array(FillRowSchema),
  summary: z.strictObject({
    added: count,
    capped: count,
    unknown_article: count,
    bad_quantity: count,
    no_stock: count,
  }),
}

/** 200: the rows are in the draft. */
export const FillReportSchema = z
  .strictObject({
    applied: z.literal(true).describe('Позиции записаны в черновик'),
    ...fillReportShape,
  })
  .meta({ id: 'FillReport', description: 'Что стало с каждой строкой файла' })

/**
 * 409: nothing was written — rows with problems and no `force`, or the draft
 * would exceed 300 lines. Documented as the route's 409 body (beside the
 * plain {detail} of a placed order) and checked by the adapter tests.
 */
export const FillRefusedSchema = z
  .strictObject({
    detail: z.string(),
    applied: z.literal(false),
    ...fillReportShape,
  })
  .meta({ id: 'FillRefused', description: 'Файл не применён: отчёт по строкам' })

const ids = (request: RestRequest) => ({
  orderId: Number(request.params.id),
  fileId: Number(request.params.fileId),
})

/** Order files of SPEC §7: before the `/order/:id/` routes in the table. */
export const orderFileRoutes = [
  defineRoute({
    method: 'GET',
    path: '/order/:id/files/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Файлы заказа',
    description: `Любой статус, сначала старые. ${OWN}`,
    params: { id: pathId },
    response: z.array(OrderFileSchema),
    errors: [401, 404],
    handler: async (request) =>
      (await listOrderFiles(ids(request).orderId)).map(serializeOrderFile),
  }),
  defineRoute({
    method: 'POST',
    path: '/order/:id/files/',
    requiresLogin: true,
    uploads: true,
    tag: TAG,
    summary: 'Загрузить файл или список',
    description:
      'multipart/form-data с полем file: .xlsx (первый лист) или .csv (UTF-8 или Windows-1251; ' +
      'разделитель ; , или табуляция), до 5 МБ и 5 000 строк; или JSON {text: "артикул количество" ' +
      'по строке}. Столбцы «Артикул» и «Количество» находятся по заголовку, без него — первый и ' +
      'второй. Файл читается сразу: ошибка — 400 {file|text: [причина]}; тело больше 6 МБ — 413. ' +
      `Не больше 20 файлов (409). 201 с файлом. ${DRAFT_ONLY} ${OWN}`,
    params: { id: pathId },
    // The JSON form; a multipart file is not parsed by the router (see `uploads`).
    body: restBody({ schema: orderTextInput, example: { text: 'NS-100 2\nF-7 1' } }),
    response: OrderFileSchema,
    errors: [400, 401, 404, 409],
    handler: async (request, _query, body) => {
      const { orderId } = ids(request)
      if (request.rawBody) {
        const contentType = request.headers['content-type'] ?? ''
        const upload = await readMultipartFile(request.rawBody, contentType)
        if (!upload) throw new InvalidInputError({ file: [FILE_TYPE_MESSAGE] })
        return new Reply(serializeOrderFile(await uploadOrderFile(orderId, { upload })), 201)
      }
      const created = await uploadOrderFile(orderId, body)
      return new Reply(serializeOrderFile(created), 201)
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/order/:id/files/:fileId/download/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Скачать файл',
    description:
      'Исходный файл покупателя, байт в байт (может содержать формулы и макросы: сотрудникам ' +
      'по умолчанию — …/safe-copy/): Content-Disposition attachment с исходным именем ' +
      "(filename*=UTF-8''…, ASCII-запасное filename), Content-Type сохранённый или " +
      'application/octet-stream, X-Content-Type-Options: nosniff, Cache-Control: private, no-store. ' +
      'Владельцу заказа (любой статус) и сотрудникам, работающим с заказами; остальным — 404, ' +
      'как для несуществующего файла; без входа — 401.',
    params: { id: pathId, fileId: pathId },
    response: z.unknown(),
    binary: { mediaType: 'application/octet-stream', description: 'Файл (байты)' },
    errors: [401, 404],
    handler: async (request) => {
      const { orderId, fileId } = ids(request)
      const { file, object } = await openOrderFile(orderId, fileId)
      // The Lambda-style handler answers one body, so the stream is gathered here;
      // order files are at most 5 MB (MAX_FILE_BYTES), checked at upload.
      const bytes = await readStream(object.body)
      return new Reply(
        bytes,
        200,
        {
          'Content-Type': object.contentType || file.mimeType || 'application/octet-stream',
          'Content-Disposition': contentDisposition(file.fileName),
          'Content-Length': String(bytes.length),
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'private, no-store',
        },
        true
      )
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/order/:id/files/:fileId/safe-copy/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Скачать безопасную копию файла',
    description:
      'Строки файла, как их прочитал магазин, в новом .xlsx: каждая ячейка — текст (у формулы — ' +
      'её значение), ячейки, начинающиеся с = + - @, табуляции или CR, — с апострофом, как в ' +
      'выгрузке заказов; макросов, ссылок и прочих частей исходного файла нет. Первый столбец — ' +
      'номер строки в исходном файле. Так сотрудники открывают файл покупателя по умолчанию; ' +
      'исходные байты — только по …/download/. Доступ как к исходному файлу: владельцу заказа и ' +
      'сотрудникам, работающим с заказами; остальным — 404; без входа — 401.',
    params: { id: pathId, fileId: pathId },
    response: z.unknown(),
    binary: { mediaType: SAFE_COPY_MIME, description: 'Безопасная копия (.xlsx)' },
    errors: [400, 401, 404],
    handler: async (request) => {
      const { orderId, fileId } = ids(request)
      const { fileName, bytes } = await openSafeCopy(orderId, fileId)
      return new Reply(
        bytes,
        200,
        {
          'Content-Type': SAFE_COPY_MIME,
          'Content-Disposition': contentDisposition(fileName),
          'Content-Length': String(bytes.length),
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'private, no-store',
        },
        true
      )
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/order/:id/files/:fileId/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Удалить файл',
    description: `204 без тела; файл другого заказа — 404. ${DRAFT_ONLY} ${OWN}`,
    params: { id: pathId, fileId: pathId },
    body: emptyBody,
    response: z.null().describe('204: тела нет'),
    errors: [400, 401, 404, 409],
    handler: async (request) => {
      const { orderId, fileId } = ids(request)
      await removeOrderFile(orderId, fileId)
      return new Reply(null, 204)
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/order/:id/files/:fileId/fill-order/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Заполнить черновик из файла',
    description:
      '{replace, force} (по умолчанию false): replace — сначала очистить черновик, иначе добавить к ' +
      'нему. Строки одного артикула складываются; больше остатка — снижается до него (capped, ' +
      '«В наличии {N} товаров»). Если есть строки не added (capped, unknown_article, bad_quantity, ' +
      'no_stock) и force не задан — 409 FillRefused {detail, applied: false, replace, force, rows, ' +
      'summary}, ничего не меняется; с force такие строки пропускаются, кроме capped (пишутся ' +
      'сниженными). Больше 300 позиций в черновике — 409 всегда. Одна транзакция под блокировкой ' +
      `черновика. ${DRAFT_ONLY} ${OWN}`,
    params: { id: pathId, fileId: pathId },
    response: FillReportSchema,
    errors: [400, 401, 404, 409],
    errorBodies: { 409: z.union([FillRefusedSchema, ErrorDetail]) },
    body: restBody({ schema: fillOrderInput, example: { replace: false, force: true } }),
    handler: async (request, _query, body) => {
      const { orderId, fileId } = ids(request)
      return fillDraftFromFile(orderId, fileId, body)
    },
  }),
]
