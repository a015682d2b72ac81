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

const RESULT_TITLES: Record<string, string> = {
  added: 'Добавлено',
  capped: 'Добавлено не всё',
  unknown_article: 'Не найден',
  bad_quantity: 'Неверное количество',
  no_stock: 'Нет в наличии',
}

/** Column names: the header row, and each cell's label on phones (data-label, `.stack-table`). */
const COLUMNS = {
  row: 'Строка',
  article: 'Артикул',
  quantity: 'Кол-во',
  result: 'Результат',
} as const

/** Where the rows came from: an uploaded file or a pasted list of articles. */
export type FillSource = 'file' | 'list'

const HEADINGS: Record<FillSource, { applied: string; refused: string }> = {
  file: { applied: 'Заказ заполнен из файла', refused: 'Заказ не изменён: в файле есть ошибки' },
  list: { applied: 'Заказ заполнен из списка', refused: 'Заказ не изменён: в списке есть ошибки' },
}

/** The per-row result of filling an order from a file or a pasted list (SPEC §2 /order). */
const FillReport = ({
  report,
  source = 'file',
}: {
  report: FillReportData
  source?: FillSource
}) => {
  const { summary } = report
  return (
    <section
      className={`alert${report.applied ? ' alert--success' : ''} fill-report`}
      aria-labelledby="fill-report-title"
    >
      <h3 id="fill-report-title">
        {report.applied ? HEADINGS[source].applied : HEADINGS[source].refused}
      </h3>
      <p>
        Добавлено: {summary.added}; добавлено не всё: {summary.capped}; не найдено:{' '}
        {summary.unknown_article}; неверное количество: {summary.bad_quantity}; нет в наличии:{' '}
        {summary.no_stock}.
      </p>
      <table className="fill-report__rows stack-table">
        <thead>
          <tr>
            {Object.values(COLUMNS).map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.row}>
              <td data-label={COLUMNS.row}>{row.row}</td>
              <td data-label={COLUMNS.article}>{row.article}</td>
              <td data-label={COLUMNS.quantity}>{row.quantity ?? '—'}</td>
              <td data-label={COLUMNS.result}>
                {RESULT_TITLES[row.result] ?? row.result}
                {row.message ? `: ${row.message}` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

export default FillReport
