import { z } from 'zod'

import { InvalidInputError } from 'src/lib/errors'
import { readMultipartFile } from 'src/lib/orderFiles/multipart'
import {
  removeOrderFile,
  fillDraftFromFile,
  FILE_TYPE_MESSAGE,
  listOrderFiles,
  uploadOrderFile,
} from 'src/services/orderFiles/orderFiles'

import type { RestRequest } from '../http'
import { pathId } from '../params'
import { defineRoute, Reply } from '../router'
import { OrderFileSchema, serializeOrderFile } from '../serializers/orderFile'

const TAG = 'Файлы заказа'
const OWN = 'Только свой заказ: чужой или несуществующий — 404, без входа — 401.'

const RowResultSchema = z.enum(['added', 'capped', 'unknown_article', 'bad_quantity', 'no_stock'])

export const FillReportSchema = z
  .strictObject({
    applied: z.boolean().describe('Позиции записаны в черновик'),
    replace: z.boolean(),
    force: z.boolean(),
    rows: z.array(
      z.strictObject({
        row: z.number().int().describe('Строка файла'),
        article: z.string(),
        quantity: z.number().int().nullable(),
        result: RowResultSchema,
        message: z.string().nullable(),
      })
    ),
    summary: z.strictObject({
      added: z.number().int(),
      capped: z.number().int(),
      unknown_article: z.number().int(),
      bad_quantity: z.number().int(),
      no_stock: z.number().int(),
    }),
  })
  .meta({ id: 'FillReport', description: 'Что стало с каждой строкой файла' })

const ids = (request: RestRequest) => ({
  orderId: Number(request.params.id),
  fileId: Number(request.params.fileId),
})

const flag = (value: unknown) => value === true || value === 'true' || value === '1'

/** Order files of SPEC §7: before `/order/:id/` routes in the table. */
export const orderFileRoutes = [
  defineRoute({
    method: 'GET',
    path: '/order/:id/files/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Файлы заказа',
    description: OWN,
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
    tag: TAG,
    summary: 'Загрузить файл или список',
    description:
      'multipart/form-data с полем file (.xlsx или .csv в UTF-8 или Windows-1251, до 5 МБ и 5 000 строк) ' +
      'или JSON {text: "артикул количество" по строке}. Столбцы «Артикул» и «Количество» находятся по ' +
      'заголовку, без него — первый и второй. Файл сразу читается: ошибка — 400 с причиной. Только у ' +
      `черновика (409), не больше 20 файлов. ${OWN}`,
    params: { id: pathId },
    response: OrderFileSchema,
    errors: [400, 401, 404, 409],
    handler: async (request) => {
      const { orderId } = ids(request)
      if (request.rawBody) {
        const file = await readMultipartFile(request.rawBody, request.headers['content-type'] ?? '')
        if (!file) throw new InvalidInputError({ file: [FILE_TYPE_MESSAGE] })
        return new Reply(serializeOrderFile(await uploadOrderFile(orderId, { upload: file })), 201)
      }
      const text = (request.body as Record<string, unknown> | undefined)?.text
      return new Reply(serializeOrderFile(await uploadOrderFile(orderId, { text })), 201)
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/order/:id/files/:fileId/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Удалить файл',
    description: `204 без тела. Только у черновика (409). ${OWN}`,
    params: { id: pathId, fileId: pathId },
    response: OrderFileSchema,
    errors: [401, 404, 409],
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
      '{replace, force}: replace — сначала очистить черновик, иначе добавить к нему; количества одного ' +
      'артикула складываются и снижаются до остатка («В наличии {N} товаров»). Если есть строки с ' +
      'ошибками (нет артикула, неверное количество, нет в наличии, снижено) и force не задан — 409 с тем же ' +
      `отчётом (detail + поля ответа) и ничего не меняется; с force они пропускаются. ${OWN}`,
    params: { id: pathId, fileId: pathId },
    response: FillReportSchema,
    errors: [401, 404, 409],
    handler: async (request) => {
      const { orderId, fileId } = ids(request)
      const body = (request.body ?? {}) as Record<string, unknown>
      return fillDraftFromFile(orderId, fileId, {
        replace: flag(body.replace),
        force: flag(body.force),
      })
    },
  }),
]
