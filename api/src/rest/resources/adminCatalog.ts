import { z } from 'zod'

import { readMultipartFile } from 'src/lib/orderFiles/multipart'
import { requireCatalogueStaff } from 'src/lib/staffAccess'
import { ROW_STATUSES } from 'src/modules/catalog'
import {
  importProductUpload,
  productImportTemplate,
  TEMPLATE_FILE_NAME,
  TEMPLATE_MIME,
} from 'src/services/adminCatalog/productImport'
import { listAdminPictures, uploadAdminPicture } from 'src/services/adminMedia/adminMedia'

import { emptyBody } from '../body'
import { attachmentHeaders } from '../download'
import type { RestRequest } from '../http'
import { defineRoute, Reply } from '../router'

const TAG = 'Управление: каталог'
const STAFF = 'Только редакторам и администраторам: без входа — 401, другим ролям — 403.'

/**
 * The `file` field of a multipart body, or null (JSON bodies carry no file).
 * The role is checked first: a stranger's upload is not even read.
 */
const fileOf = (request: RestRequest) =>
  requireCatalogueStaff() && request.rawBody
    ? readMultipartFile(request.rawBody, request.headers['content-type'] ?? '')
    : Promise.resolve(null)

const StoredPictureSchema = z
  .strictObject({
    file: z
      .string()
      .describe('Путь в хранилище медиа: его записывают в картинку товара или страницы'),
    url: z.string().describe('Адрес, по которому сайт показывает картинку'),
  })
  .meta({ id: 'StoredPicture' })

const count = z.number().int().nonnegative()

const PictureLibrarySchema = z
  .strictObject({
    pictures: z.array(
      z.strictObject({
        file: z.string().describe('Путь в хранилище медиа'),
        url: z.string().describe('Адрес, по которому сайт показывает картинку'),
        size: count.describe('Байт'),
        uploaded_at: z.string().describe('Когда загружена, ISO 8601'),
      })
    ),
  })
  .meta({ id: 'PictureLibrary', description: 'Загруженные изображения, новые первыми' })

const ImportReportSchema = z
  .strictObject({
    fileName: z.string(),
    dryRun: z.boolean().describe('Только проверка: ничего не записано'),
    written: z.boolean().describe('Изменения записаны (одной транзакцией)'),
    ok: z.boolean().describe('Ни одна строка не отклонена: файл можно загрузить'),
    summary: z.strictObject({ created: count, updated: count, unchanged: count, rejected: count }),
    fileErrors: z.array(z.string()),
    warnings: z.array(z.string()),
    newBrands: z.array(z.string()),
    rows: z.array(
      z.strictObject({
        where: z.string(),
        article: z.string().nullable(),
        status: z.enum(ROW_STATUSES),
        changes: z.array(z.string()),
        errors: z.array(z.string()),
      })
    ),
    rowsLeftOut: count.describe('Строк с изменениями сверх показанных'),
  })
  .meta({ id: 'ImportReport', description: 'Отчёт загрузки товаров: по строкам' })

const IMPORT_TEXT =
  'multipart/form-data с полем file: таблица товаров .csv или .xlsx (формат — docs/editors.md), ' +
  'до 5 МБ. Читается и проверяется тем же импортом, что yarn rw exec import-products.'

/** The back office's uploads (issue 18 «Catalogue»); the pages call them with the session cookie. */
export const adminCatalogRoutes = [
  defineRoute({
    method: 'POST',
    path: '/admin/media/',
    requiresLogin: true,
    uploads: true,
    tag: TAG,
    summary: 'Загрузить изображение',
    description:
      'multipart/form-data с полем file: JPEG, PNG, GIF, WebP или AVIF до 5 МБ; тип определяется ' +
      'по содержимому, не по имени (SVG не принимается). 201 с путём в хранилище; одна и та же ' +
      `картинка хранится один раз. Ошибка — 400 {file: [причина]}. ${STAFF}`,
    body: emptyBody,
    response: StoredPictureSchema,
    errors: [400, 401, 403],
    handler: async (request) => new Reply(await uploadAdminPicture(await fileOf(request)), 201),
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/media/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Библиотека изображений',
    description:
      'Изображения, загруженные в управлении (POST /api/v1/admin/media/), новые первыми, ' +
      `не больше 120: из них выбирают картинку новости или страницы. ${STAFF}`,
    response: PictureLibrarySchema,
    errors: [401, 403],
    handler: async () => listAdminPictures(),
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/product-import/template.xlsx',
    requiresLogin: true,
    tag: TAG,
    summary: 'Шаблон таблицы товаров',
    description:
      'Файл .xlsx со столбцами, которые читает импорт (по столбцу «Остаток» на каждый магазин), ' +
      `и одной строкой-примером. Content-Disposition: attachment. ${STAFF}`,
    response: z.unknown(),
    binary: { mediaType: TEMPLATE_MIME, description: 'Шаблон (Excel)' },
    errors: [401, 403],
    handler: async () => {
      const bytes = await productImportTemplate()
      return new Reply(
        bytes,
        200,
        attachmentHeaders(TEMPLATE_MIME, TEMPLATE_FILE_NAME, bytes.length),
        true
      )
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/admin/product-import/check/',
    requiresLogin: true,
    uploads: true,
    tag: TAG,
    summary: 'Проверить таблицу товаров (ничего не записывает)',
    description: `${IMPORT_TEXT} Отчёт: что будет создано, обновлено, отклонено. ${STAFF}`,
    body: emptyBody,
    response: ImportReportSchema,
    errors: [400, 401, 403],
    handler: async (request) => importProductUpload(await fileOf(request), false),
  }),
  defineRoute({
    method: 'POST',
    path: '/admin/product-import/',
    requiresLogin: true,
    uploads: true,
    tag: TAG,
    summary: 'Загрузить таблицу товаров',
    description:
      `${IMPORT_TEXT} Всё одной транзакцией или ничего, если хоть одна строка отклонена ` +
      `(тогда written: false и отчёт с причинами). ${STAFF}`,
    body: emptyBody,
    response: ImportReportSchema,
    errors: [400, 401, 403],
    handler: async (request) => importProductUpload(await fileOf(request), true),
  }),
]
