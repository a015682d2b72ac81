/**
 * Everything of the site that is not a product — news, objects,
 * certificates, partners (brands), FAQ, text pages, production pages,
 * videos — from a folder of Markdown files with front matter and/or JSON:
 * `yarn rw exec import-content --dir <folder> [--dry-run] [--changes-only]
 * [--create-sections] [--prune]`. Everything is checked first; then all of
 * it is written in one transaction, or nothing when a file is rejected.
 * Folder layout and fields: docs/editors.md «2. Content».
 */
import {
  ImportFileError,
  importContentFolder,
  type ContentImportResult,
} from 'api/src/modules/content/import/importer'
import { formatContentReport } from 'api/src/modules/content/import/report'

import { flag, pathOption, runAndReport, type Reporter, type ScriptArgs } from './import/cli'

const USAGE = `Загрузка содержимого сайта (новости, объекты, сертификаты, бренды, вопросы, страницы):
  yarn rw exec import-content --dir <папка> [--dry-run] [--changes-only]
                              [--create-sections] [--prune]
  --dry-run          только показать, что изменится; ничего не записывать
  --changes-only     не печатать файлы «без изменений»
  --create-sections  создавать отсутствующие типы объектов
  --prune            удалить записи разделов папки, которых в ней нет
                     (новости, объекты, сертификаты, вопросы, видео)
Папки: news/ objects/ certificates/ partners/ faq/ (или faq.json) pages/ production/ videos/
Подробно: docs/editors.md`

const reporter: Reporter<ContentImportResult> = {
  format: formatContentReport,
  ok: (result) => result.plan.ok,
}

export default async ({ args }: { args: ScriptArgs }) => {
  await runAndReport(
    args,
    USAGE,
    async () => {
      const dir = pathOption(args, 'dir')
      if (!dir) throw new ImportFileError('Не указана папка: --dir <папка>.')
      return importContentFolder(dir, {
        dryRun: flag(args, 'dry-run'),
        createSections: flag(args, 'create-sections'),
        prune: flag(args, 'prune'),
      })
    },
    reporter
  )
}
