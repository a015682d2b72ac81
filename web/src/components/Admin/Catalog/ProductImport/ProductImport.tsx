import { useId, useState } from 'react'

import { rowProblems } from '@modules/catalog/rules/importProblems'

import AdminTable from 'src/components/Admin/ui/AdminTable'
import StatusBadge from 'src/components/Admin/ui/StatusBadge'
import { buttonVariants } from 'src/components/ui/buttonVariants'
import { postFile } from 'src/lib/adminUpload'

/** The api's report of an import (POST /api/v1/admin/product-import/…). */
export interface ImportReport {
  fileName: string
  dryRun: boolean
  written: boolean
  ok: boolean
  summary: { created: number; updated: number; unchanged: number; rejected: number }
  fileErrors: string[]
  warnings: string[]
  newBrands: string[]
  rows: {
    where: string
    article: string | null
    status: string
    changes: string[]
    errors: string[]
  }[]
  rowsLeftOut: number
}

export const CHECK_URL = '/api/v1/admin/product-import/check/'
/** The import's own columns with an example row (.xlsx; editors and admins). */
export const TEMPLATE_URL = '/api/v1/admin/product-import/template.xlsx'
export const LOAD_URL = '/api/v1/admin/product-import/'

const STATUS = {
  created: 'создан',
  updated: 'обновлён',
  unchanged: 'без изменений',
  rejected: 'отклонён',
} as Record<string, string>

export const ReportView = ({ report }: { report: ImportReport }) => (
  <section aria-labelledby="import-report-title">
    <h2 id="import-report-title">
      {report.written
        ? 'Загружено'
        : report.dryRun
          ? 'Проверка (ничего не записано)'
          : 'Не загружено: есть ошибки'}
    </h2>
    <p>
      {report.written ? 'Создано' : 'Будет создано'}: {report.summary.created}, обновлено:{' '}
      {report.summary.updated}, без изменений: {report.summary.unchanged}, с ошибками:{' '}
      {report.summary.rejected}.
    </p>
    {report.fileErrors.length ? (
      <ul role="alert" className="field__error">
        {report.fileErrors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    ) : null}
    {report.warnings.length ? (
      <ul>
        {report.warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    ) : null}
    {report.newBrands.length ? <p>Новые бренды: {report.newBrands.join(', ')}.</p> : null}
    {report.rows.length ? (
      <AdminTable
        caption="Строки с изменениями или ошибками"
        columns={['Строка', 'Артикул', 'Итог', 'Что меняется / ошибки']}
      >
        {report.rows.map((row) => (
          <tr key={`${row.where}-${row.article}`}>
            <td>{row.where}</td>
            <td>{row.article ?? '—'}</td>
            <td>
              <StatusBadge tone={row.status === 'rejected' ? 'danger' : 'success'}>
                {STATUS[row.status] ?? row.status}
              </StatusBadge>
            </td>
            <td>
              {/* One line per problem, «Строка 5: не указана категория»; then the changes. */}
              <ul className="admin-import__lines">
                {rowProblems(row).map((problem) => (
                  <li key={problem} className="field__error">
                    {problem}
                  </li>
                ))}
                {row.changes.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </AdminTable>
    ) : null}
    {report.rowsLeftOut ? <p>И ещё строк: {report.rowsLeftOut}.</p> : null}
  </section>
)

/**
 * Products from a sheet, through the catalogue import the scripts use:
 * «Проверить» sends the file for a dry run and shows its report; when
 * nothing is rejected, «Загрузить» sends the same file again to write it
 * (the api plans it again against the catalogue as it is then).
 */
const ProductImport = () => {
  const id = useId()
  const [file, setFile] = useState<File | null>(null)
  const [report, setReport] = useState<ImportReport | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const send = async (url: string) => {
    if (!file) return
    setBusy(true)
    setError(null)
    try {
      setReport(await postFile<ImportReport>(url, file))
    } catch (failure) {
      setReport(null)
      setError((failure as Error).message)
    } finally {
      setBusy(false)
    }
  }

  const checked = report?.dryRun && report.ok
  return (
    <>
      <div className="field">
        <label htmlFor={id} className="field__label">
          Таблица товаров (.csv или .xlsx)
        </label>
        <input
          id={id}
          type="file"
          accept=".csv,.xlsx"
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null)
            setReport(null)
            setError(null)
          }}
        />
        <p id={`${id}-hint`} className="field__hint">
          До 5 МБ. Столбцы: Артикул, Название, Категория, Подкатегория, Бренд, Цена, Старая цена,
          Описание; «Остаток &lt;магазин&gt;» — по столбцу на магазин; «Характеристика:
          &lt;название&gt;» — по столбцу на характеристику. Пустая ячейка оставляет поле как есть,
          «-» очищает его. Изображения добавляются на странице товара. Казахский текст — в столбцах
          «Наименование (каз)» и «Описание (каз)»: пустая ячейка в них убирает его (на сайте
          покажется русский), без этих столбцов он не меняется.
        </p>
        <p>
          {/* A plain link: the browser saves the api's attachment with the session cookie. */}
          <a
            className={buttonVariants({ variant: 'secondary', size: 'small' })}
            href={TEMPLATE_URL}
            download
          >
            Скачать шаблон
          </a>
        </p>
      </div>
      <div className="admin-page__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={!file || busy}
          onClick={() => send(CHECK_URL)}
        >
          Проверить
        </button>
        <button
          type="button"
          className="button"
          disabled={!file || busy || !checked}
          onClick={() => send(LOAD_URL)}
        >
          Загрузить
        </button>
      </div>
      {busy ? <p role="status">Читаем файл…</p> : null}
      {error ? (
        <p role="alert" className="field__error">
          {error}
        </p>
      ) : null}
      {report ? <ReportView report={report} /> : null}
    </>
  )
}

export default ProductImport
