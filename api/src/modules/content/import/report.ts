/**
 * The printed report of a content import, in the catalogue imports' format
 * (catalogImport/outcome.ts): counts, new object types, one line per file
 * (or faq.json entry), what --prune removes, the verdict. Pure.
 */
import { formatImportReport, type ReportOptions } from 'src/modules/catalog'

import { KINDS } from '../rules/contentKinds'

import type { ContentImportResult } from './importer'

export function formatContentReport(
  result: ContentImportResult,
  options: ReportOptions = {}
): string {
  const { plan } = result
  const headLines: string[] = []
  if (plan.newObjectTypes.length) {
    headLines.push(`Новые типы объектов: ${plan.newObjectTypes.map((t) => t.name).join(', ')}.`)
  }
  const tailLines: string[] = []
  if (plan.removals.length) {
    tailLines.push(`Удаляется (--prune): ${plan.removals.length}.`)
    for (const r of plan.removals) {
      const kind = KINDS[r.kind]
      const where = r.key ? `${kind.folder}/${r.key}` : `${kind.folder} #${r.id}`
      tailLines.push(`  ${where}  ${kind.label}  удалён: «${r.title}»`)
    }
  }
  const { created, updated } = plan.summary
  const removed = plan.removals.length ? `, удалено ${plan.removals.length}` : ''
  return formatImportReport(
    {
      source: result.source,
      dryRun: result.dryRun,
      written: result.written,
      ok: plan.ok,
      summary: plan.summary,
      headLines,
      fileErrors: plan.fileErrors,
      warnings: plan.warnings,
      rows: plan.rows,
      tailLines,
      writtenLine: `Записано одной транзакцией: создано ${created}, обновлено ${updated}${removed}; скопировано файлов: ${result.filesCopied}.`,
    },
    options
  )
}
