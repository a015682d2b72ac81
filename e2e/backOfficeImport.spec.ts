import fs from 'node:fs'

import { expect, test } from '@playwright/test'
import ExcelJS from 'exceljs'

import { logInWithForm } from './storefront'

// Issue 30 §4, the back office: the product import offers its own template, and
// a news picture is uploaded or chosen from the picture library, never typed.

/** A 1×1 PNG: the upload checks the type by its first bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64'
)

test('an editor downloads the import template, and the import reads it as it is', async ({
  page,
}) => {
  await logInWithForm(page, 'editor@akvatoria.kz')
  await page.goto('/admin/products/import')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Скачать шаблон' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('shablon-tovarov.xlsx')
  const bytes = fs.readFileSync((await download.path())!)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(bytes as unknown as ArrayBuffer)
  const header = (book.worksheets[0].getRow(1).values as unknown[]).slice(1)
  expect(header.slice(0, 3)).toEqual(['Артикул', 'Наименование', 'Категория'])
  expect(header).toContainEqual(expect.stringMatching(/^Остаток /))

  // The template, sent back untouched, passes the check (nothing is written).
  await page.getByLabel('Таблица товаров (.csv или .xlsx)').setInputFiles({
    name: 'shablon-tovarov.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: bytes,
  })
  await page.getByRole('button', { name: 'Проверить' }).click()
  await expect(page.getByRole('heading', { name: 'Проверка (ничего не записано)' })).toBeVisible()
  await expect(page.getByText('отклонён')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Загрузить' })).toBeEnabled()
})

test('an editor uploads a news picture, then chooses it from the library', async ({ page }) => {
  await logInWithForm(page, 'editor@akvatoria.kz')
  await page.goto('/admin/content/news/new')
  await expect(page.getByRole('heading', { level: 1, name: 'Новости: новая запись' })).toBeVisible()
  const picture = page.getByLabel('Картинка', { exact: true })
  await expect(picture).not.toBeEditable()

  await page.getByLabel('Загрузить файл').setInputFiles({
    name: 'sklad.png',
    mimeType: 'image/png',
    buffer: PNG,
  })
  await expect(picture).toHaveValue(/^uploads\/[0-9a-f]+\.png$/)
  const stored = await picture.inputValue()

  await page.getByRole('button', { name: 'Убрать изображение' }).click()
  await expect(picture).toHaveValue('')
  await page.getByRole('button', { name: 'Выбрать из загруженных' }).click()
  const library = page.getByRole('list', { name: 'Загруженные изображения' })
  await library.getByRole('button', { name: `Выбрать изображение ${stored}` }).click()
  await expect(picture).toHaveValue(stored)
  await expect(page.getByRole('img', { name: 'Предпросмотр: картинка' })).toHaveAttribute(
    'src',
    `/api/media/${stored}`
  )
})
