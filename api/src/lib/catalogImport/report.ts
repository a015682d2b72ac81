/**
 * The printed report of an import: what would change (dry run) or what
 * changed, counts first, then one line per row. Pure.
 */
import { STATUS_TITLES, type ImportPlan } from './plan'

export interface ImportResult {
  /** What was imported, e.g. «products.csv» or «1C: import.xml, offers.xml». */
  source: string
  plan: ImportPlan
  dryRun: boolean
  /** The plan was written (not a dry run, nothing rejected, something to write). */
  written: boolean
  imagesCopied: number
}

export interface ReportOptions {
  /** Leave out the lines of unchanged rows (their count stays). */
  changesOnly?: boolean
}

const list = (items: string[]) => items.join(', ') || '—'

export function formatReport(result: ImportResult, options: ReportOptions = {}): string {
  const { plan } = result
  const { summary } = plan
  const out: string[] = []
  out.push(
    result.dryRun
      ? `Импорт: ${result.source} — пробный запуск (--dry-run), в базу ничего не записано.`
      : `Импорт: ${result.source}`
  )
  out.push(
    `Создано: ${summary.created}, обновлено: ${summary.updated}, без изменений: ${summary.unchanged}, отклонено: ${summary.rejected}.`
  )
  if (plan.newBrands.length) out.push(`Новые бренды: ${list(plan.newBrands.map((b) => b.name))}.`)
  if (plan.newCategories.length) {
    out.push(`Новые категории: ${list(plan.newCategories.map((c) => c.name))}.`)
  }
  if (plan.newSubcategories.length) {
    out.push(`Новые подкатегории: ${list(plan.newSubcategories.map((s) => s.name))}.`)
  }
  if (plan.fileErrors.length) {
    out.push('Ошибки файла:')
    for (const error of plan.fileErrors) out.push(`  ! ${error}`)
  }
  if (plan.warnings.length) {
    out.push('Предупреждения:')
    for (const warning of plan.warnings) out.push(`  · ${warning}`)
  }
  const rows = options.changesOnly ? plan.rows.filter((r) => r.status !== 'unchanged') : plan.rows
  if (rows.length) out.push('Строки:')
  for (const row of rows) {
    const head = `  ${row.where}  ${row.article ?? '—'}  ${STATUS_TITLES[row.status]}`
    const detail = (row.status === 'rejected' ? row.errors : row.changes).map((d) =>
      d.replace(/\.$/, '')
    )
    out.push(detail.length ? `${head}: ${detail.join('; ')}` : head)
    // A rejected row's remarks would only distract from its errors.
    if (row.status !== 'rejected') for (const note of row.notes) out.push(`      (${note})`)
  }
  if (!plan.ok) {
    out.push('ОТКЛОНЕНО: ничего не записано. Исправьте ошибки выше и запустите снова.')
  } else if (result.dryRun) {
    out.push('Пробный запуск: ошибок нет. Запустите без --dry-run, чтобы записать.')
  } else if (result.written) {
    out.push(
      `Записано одной транзакцией: создано ${summary.created}, обновлено ${summary.updated}; скопировано изображений: ${result.imagesCopied}.`
    )
  } else {
    out.push('Изменений нет: база уже совпадает с файлом.')
  }
  return out.join('\n')
}
