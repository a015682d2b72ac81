import { SHOP_TIME_ZONE } from '@domain/adminDashboard'
import { CONTENT_KIND_CONFIGS, type ContentKind } from '@modules/content/rules/contentAdmin'
import type { AdminContentListQuery, AdminContentListQueryVariables } from 'types/graphql'

import { Link, routes } from '@redwoodjs/router'
import type { CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import {
  AdminCellEmpty,
  adminCellFailure,
  AdminCellLoading,
} from 'src/components/Admin/ui/AdminCellStates'
import AdminPager from 'src/components/Admin/ui/AdminPager'
import AdminTable from 'src/components/Admin/ui/AdminTable'
import StatusBadge from 'src/components/Admin/ui/StatusBadge'

export const QUERY: TypedDocumentNode<AdminContentListQuery, AdminContentListQueryVariables> = gql`
  query AdminContentListQuery($kind: String!, $page: Int, $pageSize: Int, $search: String) {
    adminContentList(kind: $kind, page: $page, pageSize: $pageSize, search: $search) {
      kind
      count
      page
      pageSize
      items {
        id
        title
        key
        visible
        date
        position
      }
    }
  }
`

export const beforeQuery = (variables: AdminContentListQueryVariables) => ({
  variables,
  // A list the editor just changed is asked again, never taken from the cache.
  fetchPolicy: 'cache-and-network' as const,
})

export const Loading = AdminCellLoading

export const Failure = adminCellFailure({
  fallback: 'Не удалось загрузить список. Обновите страницу.',
  logAs: 'admin content list',
})

export const isEmpty = (data: AdminContentListQuery) => data.adminContentList.count === 0

export const Empty = ({ search }: { search?: string }) => (
  <AdminCellEmpty>{search ? 'Ничего не найдено.' : 'Записей пока нет.'}</AdminCellEmpty>
)

const dateFormat = new Intl.DateTimeFormat('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
})

/** One page of a kind's records: title (a link to its form), shown or hidden, date, order. */
export const Success = ({
  adminContentList: list,
  search,
}: CellSuccessProps<AdminContentListQuery, AdminContentListQueryVariables>) => {
  const kind = list.kind as ContentKind
  const config = CONTENT_KIND_CONFIGS[kind]
  return (
    <>
      <AdminTable
        caption={`${config.title}: ${list.count}`}
        columns={[
          'Заголовок',
          config.visibilityColumn && 'На сайте',
          config.dateColumn && 'Дата',
          config.ordered && 'Порядок',
        ]}
      >
        {list.items.map((item) => (
          <tr key={item.id}>
            <td>
              <Link to={routes.adminContentEdit({ kind, id: item.id })}>
                {item.title || '(без заголовка)'}
              </Link>
              {item.key ? <div className="content-list__key">{item.key}</div> : null}
            </td>
            {config.visibilityColumn ? (
              <td>
                {item.visible ? (
                  <StatusBadge tone="success">Показано</StatusBadge>
                ) : (
                  <StatusBadge tone="warning">Скрыто</StatusBadge>
                )}
              </td>
            ) : null}
            {config.dateColumn ? (
              <td>{item.date ? dateFormat.format(new Date(item.date)) : '—'}</td>
            ) : null}
            {config.ordered ? <td>{item.position}</td> : null}
          </tr>
        ))}
      </AdminTable>
      <AdminPager
        page={list.page}
        pageSize={list.pageSize}
        count={list.count}
        label={`Страницы списка «${config.title}»`}
        hrefOf={(page) =>
          routes.adminContentList({
            kind,
            page,
            pageSize: list.pageSize,
            ...(search ? { search } : {}),
          })
        }
      />
    </>
  )
}
