/**
 * The 1C CommerceML 2 exchange: `yarn rw exec import-1c --dir <exchange
 * folder>` loads import*.xml (catalogue) and offers*.xml / prices*.xml /
 * rests*.xml (prices and stock) found there; `--offers <file>` alone
 * refreshes prices and stock. Warehouses and price types are mapped by
 * scripts/1c-exchange.json (or --config). Options: --dry-run,
 * --create-sections, --changes-only. Rules: docs/editors.md.
 */
import fs from 'node:fs'
import path from 'node:path'

import {
  exchangeFiles,
  ImportFileError,
  importExchange,
  readExchangeConfig,
} from 'api/src/modules/catalog/import/importer'

import { getPaths } from '@redwoodjs/project-config'

import { flag, pathOption, runAndReport, type ScriptArgs } from './import/cli'

const USAGE = `Загрузка обмена с 1С (CommerceML 2):
  yarn rw exec import-1c --dir <папка обмена>          import*.xml и offers*.xml из папки
  yarn rw exec import-1c --offers <offers.xml>         только цены и остатки
  yarn rw exec import-1c --import <import.xml> --offers <offers.xml>
  [--config <файл.json>]   склады → магазины, типы цен (по умолчанию scripts/1c-exchange.json)
  [--dry-run] [--create-sections] [--changes-only]
Подробно: docs/editors.md`

export default async ({ args }: { args: ScriptArgs }) => {
  await runAndReport(args, USAGE, async () => {
    const dir = pathOption(args, 'dir')
    const single = { import: pathOption(args, 'import'), offers: pathOption(args, 'offers') }
    const files = dir
      ? await exchangeFiles(dir)
      : {
          imports: single.import ? [single.import] : [],
          offers: single.offers ? [single.offers] : [],
        }
    if (!files.imports.length && !files.offers.length) {
      throw new ImportFileError(
        dir
          ? `В папке ${dir} нет import*.xml и offers*.xml.`
          : 'Укажите --dir <папка обмена> или --offers <offers.xml>.'
      )
    }
    const fallback = path.join(getPaths().scripts, '1c-exchange.json')
    const configFile = pathOption(args, 'config') ?? (fs.existsSync(fallback) ? fallback : null)
    return importExchange({
      ...files,
      config: await readExchangeConfig(configFile),
      configName: configFile ? path.relative(getPaths().base, configFile) : 'конфигурации обмена',
      dryRun: flag(args, 'dry-run'),
      createSections: flag(args, 'create-sections'),
    })
  })
}
