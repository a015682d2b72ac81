import type { AdminLeadQuery, AdminLeadQueryVariables } from 'types/graphql'

import type { CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import { ADMIN_LEAD_FIELDS } from 'src/components/Admin/Leads/adminLeadFragment'
import LeadView from 'src/components/Admin/Leads/LeadView'
import {
  AdminCellEmpty,
  adminCellFailure,
  AdminCellLoading,
} from 'src/components/Admin/ui/AdminCellStates'

export const QUERY: TypedDocumentNode<AdminLeadQuery, AdminLeadQueryVariables> = gql`
  query AdminLeadQuery($id: Int!) {
    adminLead(id: $id) {
      ...AdminLeadFields
    }
  }
  ${ADMIN_LEAD_FIELDS}
`

export const beforeQuery = ({ id }: { id: number }) => ({
  variables: { id },
  // Another manager may have handled it since it was last shown.
  fetchPolicy: 'cache-and-network' as const,
})

export const Loading = () => <AdminCellLoading text="Загружаем заявку…" />

// The query answers a lead or an error (NOT_FOUND): there is no empty lead.
export const Empty = () => <AdminCellEmpty>Заявка не найдена.</AdminCellEmpty>

export const Failure = adminCellFailure({
  fallback: 'Не удалось загрузить заявку. Обновите страницу.',
  logAs: 'admin lead',
})

/** The lead; after a refused change (409) the page loads it as it is now. */
export const Success = ({
  adminLead,
  queryResult,
}: CellSuccessProps<AdminLeadQuery, AdminLeadQueryVariables>) => (
  <LeadView lead={adminLead} onStale={() => queryResult?.refetch?.()} />
)
