/**
 * The printed report of a catalogue import: what would change (dry run) or
 * what changed, counts first, then one line per row (the shared format of
 * outcome.ts). Pure.
 */
import { formatImportReport, type ReportOptions } from './outcome'
import type { ImportPlan } from './types'

export type { ReportOptions }

export interface ImportResult {
  /** What was imported, e.g. «products.csv» or «1C: import.xml, offers.xml». */
  source: string
  plan: ImportPlan
  dryRun: boolean
  /** The plan was written (not a dry run, nothing rejected, something to write). */
  written: boolean
  imagesCopied: number
  /** 1C's import*.xml files: whether each is a full catalogue, and the Ид it lists. */
  catalogs?: { file: string; changesOnly: boolean; ids: string[] }[]
}

const list = (items: string[]) => items.join(', ') || '—'

export function formatReport(result: ImportResult, options: ReportOptions = {}): string {
  const { plan } = result
  const headLines: string[] = []
  if (plan.newBrands.length) {
    headLines.push(`Новые бренды: ${list(plan.newBrands.map((b) => b.name))}.`)
  }
  if (plan.newCategories.length) {
    headLines.push(`Новые категории: ${list(plan.newCategories.map((c) => c.name))}.`)
  }
  if (plan.newSubcategories.length) {
    headLines.push(`Новые подкатегории: ${list(plan.newSubcategories.map((s) => s.name))}.`)
  }
  if (plan.priceTypeLinks.length) {
    headLines.push(
      `Типы цен связаны с 1С: ${list(plan.priceTypeLinks.map((l) => `«${l.name}» ← «${l.externalName}» (Ид ${l.externalId})`))}.`
    )
  }
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
      rows: plan.rows.map((row) => ({ ...row, key: row.article })),
      writtenLine: `Записано одной транзакцией: создано ${plan.summary.created}, обновлено ${plan.summary.updated}; скопировано изображений: ${result.imagesCopied}.`,
    },
    options
  )
}
