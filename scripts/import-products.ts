/**
 * Products from a spreadsheet (.csv or .xlsx, Russian headers), created or
 * updated by article: `yarn rw exec import-products --file products.xlsx
 * [--images ./photos] [--dry-run] [--create-sections] [--changes-only]`.
 * Everything is checked first; then all of it is written in one transaction,
 * or nothing when a row is rejected. Formats and rules: docs/editors.md.
 */
import { ImportFileError, importProductFile } from 'api/src/modules/catalog/import/importer'

import { flag, pathOption, runAndReport, type ScriptArgs } from './import/cli'

const USAGE = `Загрузка товаров из таблицы:
  yarn rw exec import-products --file <таблица.csv|.xlsx> [--images <папка с фото>]
                               [--dry-run] [--create-sections] [--changes-only]
  --dry-run          только показать, что изменится; ничего не записывать
  --create-sections  создавать отсутствующие категории и подкатегории
  --changes-only     не печатать строки «без изменений»
Подробно: docs/editors.md`

export default async ({ args }: { args: ScriptArgs }) => {
  await runAndReport(args, USAGE, async () => {
    const file = pathOption(args, 'file')
    if (!file) throw new ImportFileError('Не указан файл: --file <таблица>.')
    return importProductFile(file, {
      imagesDir: pathOption(args, 'images'),
      dryRun: flag(args, 'dry-run'),
      createSections: flag(args, 'create-sections'),
    })
  })
}
