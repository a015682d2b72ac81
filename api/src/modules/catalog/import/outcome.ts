/**
 * What every editors' import shares (the catalogue's import-products and
 * import-1c, and contentImport's import-content): the error for a file that
 * cannot be read, the four statuses of a row and the printed report — counts
 * first, then one line per row, then the verdict. Pure.
 */

/** A file the import cannot read, with a message for the editor. */
export class ImportFileError extends Error {}

export const ROW_STATUSES = ['created', 'updated', 'unchanged', 'rejected'] as const
export type RowStatus = (typeof ROW_STATUSES)[number]

export const STATUS_TITLES: Record<RowStatus, string> = {
  created: 'создан',
  updated: 'обновлён',
  unchanged: 'без изменений',
  rejected: 'отклонён',
}

export const emptySummary = (): Record<RowStatus, number> => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  rejected: 0,
})

/** One line of the report. */
export interface ReportRow {
  /** Where the row is: «строка 5», «import.xml:120», «news/akciya.md». */
  where: string
  /** What it is: an article, «новость»…; null prints «—». */
  key: string | null
  status: RowStatus
  /** What changes (or, for a new record, what it gets), in words. */
  changes: string[]
  errors: string[]
  /** Remarks that do not stop the row. */
  notes: string[]
}

/** Everything a report prints. */
export interface ReportText {
  /** What was imported, e.g. «products.csv». */
  source: string
  dryRun: boolean
  /** The plan was written (not a dry run, nothing rejected, something to write). */
  written: boolean
  /** Nothing rejected. */
  ok: boolean
  summary: Record<RowStatus, number>
  /** Lines after the counts, e.g. «Новые бренды: Wilo.» */
  headLines?: string[]
  /** Whole-file problems (printed with «!»): nothing is written. */
  fileErrors: string[]
  /** Remarks about the files (printed with «·»). */
  warnings: string[]
  rows: ReportRow[]
  /** Lines after the rows, before the verdict (e.g. what --prune removes). */
  tailLines?: string[]
  /** The verdict of a written import, e.g. «Записано одной транзакцией: …». */
  writtenLine: string
}

export interface ReportOptions {
  /** Leave out the lines of unchanged rows (their count stays). */
  changesOnly?: boolean
}

export function formatImportReport(report: ReportText, options: ReportOptions = {}): string {
  const { summary } = report
  const out: string[] = []
  out.push(
    report.dryRun
      ? `Импорт: ${report.source} — пробный запуск (--dry-run), в базу ничего не записано.`
      : `Импорт: ${report.source}`
  )
  out.push(
    `Создано: ${summary.created}, обновлено: ${summary.updated}, без изменений: ${summary.unchanged}, отклонено: ${summary.rejected}.`
  )
  out.push(...(report.headLines ?? []))
  if (report.fileErrors.length) {
    out.push('Ошибки файла:')
    for (const error of report.fileErrors) out.push(`  ! ${error}`)
  }
  if (report.warnings.length) {
    out.push('Предупреждения:')
    for (const warning of report.warnings) out.push(`  · ${warning}`)
  }
  const rows = options.changesOnly
    ? report.rows.filter((r) => r.status !== 'unchanged')
    : report.rows
  if (rows.length) out.push('Строки:')
  for (const row of rows) {
    const head = `  ${row.where}  ${row.key ?? '—'}  ${STATUS_TITLES[row.status]}`
    const detail = (row.status === 'rejected' ? row.errors : row.changes).map((d) =>
      d.replace(/\.$/, '')
    )
    out.push(detail.length ? `${head}: ${detail.join('; ')}` : head)
    // A rejected row's remarks would only distract from its errors.
    if (row.status !== 'rejected') for (const note of row.notes) out.push(`      (${note})`)
  }
  out.push(...(report.tailLines ?? []))
  if (!report.ok) {
    out.push('ОТКЛОНЕНО: ничего не записано. Исправьте ошибки выше и запустите снова.')
  } else if (report.dryRun) {
    out.push('Пробный запуск: ошибок нет. Запустите без --dry-run, чтобы записать.')
  } else if (report.written) {
    out.push(report.writtenLine)
  } else {
    out.push('Изменений нет: база уже совпадает с файлом.')
  }
  return out.join('\n')
}
