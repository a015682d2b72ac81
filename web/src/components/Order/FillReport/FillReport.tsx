import { usePagesT } from 'src/lib/i18n/pageSide'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'

export interface FillRowData {
  row: number
  article: string
  quantity?: number | null
  result: string
  message?: string | null
}

export interface FillReportData {
  applied: boolean
  rows: FillRowData[]
  summary: {
    added: number
    capped: number
    unknown_article: number
    bad_quantity: number
    no_stock: number
  }
}

/** The results a row can have (the api's `result`), each with its words in the catalogue. */
const RESULTS = ['added', 'capped', 'unknown_article', 'bad_quantity', 'no_stock'] as const

/** Column names: the header row, and each cell's label on phones (data-label, `.stack-table`). */
const COLUMNS = ['row', 'article', 'quantity', 'result'] as const

/** Where the rows came from: an uploaded file or a pasted list of articles. */
export type FillSource = 'file' | 'list'

const HEADINGS: Record<FillSource, { applied: string; refused: string }> = {
  file: { applied: 'orderFiles.appliedFile', refused: 'orderFiles.refusedFile' },
  list: { applied: 'orderFiles.appliedList', refused: 'orderFiles.refusedList' },
}

/** The per-row result of filling an order from a file or a pasted list (SPEC §2 /order). */
const FillReport = ({
  report,
  source = 'file',
}: {
  report: FillReportData
  source?: FillSource
}) => {
  const t = usePagesT()
  // The rows' messages are the api's Russian words (domain/orderFileRows): keyed, in the page's language.
  const inLanguage = useSharedMessage()
  const { summary } = report
  const column = Object.fromEntries(
    COLUMNS.map((name) => [name, t(`orderFiles.column.${name}`)])
  ) as Record<(typeof COLUMNS)[number], string>
  const resultTitle = (result: string) =>
    (RESULTS as readonly string[]).includes(result) ? t(`orderFiles.result.${result}`) : result
  return (
    <section
      className={`alert${report.applied ? ' alert--success' : ''} fill-report`}
      aria-labelledby="fill-report-title"
    >
      <h3 id="fill-report-title">
        {t(report.applied ? HEADINGS[source].applied : HEADINGS[source].refused)}
      </h3>
      <p>
        {t('orderFiles.summary', {
          added: summary.added,
          capped: summary.capped,
          unknown: summary.unknown_article,
          bad: summary.bad_quantity,
          noStock: summary.no_stock,
        })}
      </p>
      <table className="fill-report__rows stack-table">
        <thead>
          <tr>
            {COLUMNS.map((name) => (
              <th key={name} scope="col">
                {column[name]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.row}>
              <td data-label={column.row}>{row.row}</td>
              <td data-label={column.article}>{row.article}</td>
              <td data-label={column.quantity}>{row.quantity ?? '—'}</td>
              <td data-label={column.result}>
                {resultTitle(row.result)}
                {row.message ? `: ${inLanguage(row.message)}` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

export default FillReport
