import { formatShopTime } from '@domain/shopTime'
import type { AdminCatalogExchangesQuery, AdminCatalogExchangesQueryVariables } from 'types/graphql'

import type { CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import {
  adminCellFailure,
  AdminCellEmpty,
  AdminCellLoading,
} from 'src/components/Admin/ui/AdminCellStates'
import AdminPager from 'src/components/Admin/ui/AdminPager'
import AdminTable from 'src/components/Admin/ui/AdminTable'
import StatusBadge, { type BadgeTone } from 'src/components/Admin/ui/StatusBadge'

export const QUERY: TypedDocumentNode<
  AdminCatalogExchangesQuery,
  AdminCatalogExchangesQueryVariables
> = gql`
  query AdminCatalogExchangesQuery($page: Int) {
    adminCatalogExchanges(page: $page) {
      total
      page
      pageSize
      items {
        id
        startedAt
        finishedAt
        userEmail
        status
        files {
          name
          bytes
        }
        created
        updated
        hidden
        remarks
        errors
      }
    }
  }
`

const STATUS: Record<string, { text: string; tone: BadgeTone }> = {
  running: { text: 'идёт', tone: 'warning' },
  success: { text: 'успешно', tone: 'success' },
  failure: { text: 'ошибка', tone: 'danger' },
}

/** «1,2 МБ», «35 КБ», «120 Б». */
export const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} МБ`
    : bytes >= 1024
      ? `${Math.round(bytes / 1024)} КБ`
      : `${bytes} Б`

export const Loading = AdminCellLoading

export const Empty = () => (
  <AdminCellEmpty>
    Обменов с 1С ещё не было. Как настроить узел обмена в 1С — docs/1c-exchange.md.
  </AdminCellEmpty>
)

export const Failure = adminCellFailure({
  fallback: 'Не удалось загрузить журнал обмена с 1С. Обновите страницу.',
  logAs: 'catalog exchanges',
})

export const isEmpty = ({ adminCatalogExchanges }: AdminCatalogExchangesQuery) =>
  adminCatalogExchanges.total === 0

export const Success = ({
  adminCatalogExchanges: log,
}: CellSuccessProps<AdminCatalogExchangesQuery, AdminCatalogExchangesQueryVariables>) => (
  <>
    <AdminTable
      caption="Обмены с 1С"
      columns={[
        'Начат',
        'Учётная запись',
        'Состояние',
        'Файлы',
        { title: 'Создано', numeric: true },
        { title: 'Обновлено', numeric: true },
        { title: 'Скрыто', numeric: true },
        'Замечания и ошибки',
      ]}
    >
      {log.items.map((exchange) => {
        const status = STATUS[exchange.status] ?? { text: exchange.status, tone: 'neutral' }
        return (
          <tr key={exchange.id}>
            <td>{formatShopTime(exchange.startedAt)}</td>
            <td>{exchange.userEmail}</td>
            <td>
              <StatusBadge tone={status.tone}>{status.text}</StatusBadge>
            </td>
            <td>
              {exchange.files.length
                ? exchange.files.map((f) => `${f.name} (${sizeText(f.bytes)})`).join(', ')
                : '—'}
            </td>
            <td>{exchange.created}</td>
            <td>{exchange.updated}</td>
            <td>{exchange.hidden}</td>
            <td>
              {exchange.errors.length || exchange.remarks.length ? (
                <details>
                  <summary>
                    {exchange.errors.length ? `ошибок: ${exchange.errors.length}` : ''}
                    {exchange.errors.length && exchange.remarks.length ? ', ' : ''}
                    {exchange.remarks.length ? `замечаний: ${exchange.remarks.length}` : ''}
                  </summary>
                  <ul>
                    {exchange.errors.map((line, i) => (
                      <li key={`e${i}`} className="admin-exchange-error">
                        {line}
                      </li>
                    ))}
                    {exchange.remarks.map((line, i) => (
                      <li key={`r${i}`}>{line}</li>
                    ))}
                  </ul>
                </details>
              ) : (
                '—'
              )}
            </td>
          </tr>
        )
      })}
    </AdminTable>
    <AdminPager
      page={log.page}
      pageSize={log.pageSize}
      count={log.total}
      hrefOf={(page) => (page > 1 ? `/admin/exchange-1c?page=${page}` : '/admin/exchange-1c')}
      label="Страницы журнала обмена с 1С"
    />
  </>
)
