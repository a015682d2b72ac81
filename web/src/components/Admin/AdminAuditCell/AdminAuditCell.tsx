import type { AdminAuditQuery, AdminAuditQueryVariables } from 'types/graphql'

import type { CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import AuditTable from 'src/components/Admin/People/AuditTable'
import { adminCellFailure, AdminCellLoading } from 'src/components/Admin/ui/AdminCellStates'
import AdminPager from 'src/components/Admin/ui/AdminPager'
import 'src/components/Admin/People/people.css'

export const QUERY: TypedDocumentNode<AdminAuditQuery, AdminAuditQueryVariables> = gql`
  query AdminAuditQuery(
    $page: Int
    $entity: String
    $actorEmail: String
    $from: String
    $to: String
  ) {
    adminAuditLog(page: $page, entity: $entity, actorEmail: $actorEmail, from: $from, to: $to) {
      total
      page
      pageSize
      entities
      items {
        id
        createdAt
        actorEmail
        action
        actionTitle
        entity
        entityId
        subject {
          text
          path
        }
        changes {
          field
          title
          before {
            text
            path
          }
          after {
            text
            path
          }
        }
      }
    }
  }
`

export const Loading = AdminCellLoading

export const Failure = adminCellFailure({
  fallback: 'Не удалось загрузить журнал. Проверьте фильтр или обновите страницу.',
  logAs: 'admin audit',
})

export type AuditFilters = Pick<AdminAuditQueryVariables, 'entity' | 'actorEmail' | 'from' | 'to'>

/** This screen's address with its filters and page. */
export const auditHref = (filters: AuditFilters, page = 1) => {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, String(value))
  if (page > 1) query.set('page', String(page))
  const text = query.toString()
  return text ? `/admin/audit?${text}` : '/admin/audit'
}

export const Success = ({
  adminAuditLog,
  entity,
  actorEmail,
  from,
  to,
}: CellSuccessProps<AdminAuditQuery, AdminAuditQueryVariables> & AuditFilters) =>
  adminAuditLog.items.length === 0 ? (
    <p>Записей нет.</p>
  ) : (
    <>
      <AuditTable entries={adminAuditLog.items} />
      <AdminPager
        page={adminAuditLog.page}
        pageSize={adminAuditLog.pageSize}
        count={adminAuditLog.total}
        hrefOf={(page) => auditHref({ entity, actorEmail, from, to }, page)}
        label="Страницы журнала изменений"
      />
    </>
  )
