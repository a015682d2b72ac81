import type { AdminStaffQuery, AdminStaffQueryVariables } from 'types/graphql'

import type { CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import StaffTable from 'src/components/Admin/People/StaffTable'
import { adminCellFailure, AdminCellLoading } from 'src/components/Admin/ui/AdminCellStates'
import AdminPager from 'src/components/Admin/ui/AdminPager'
import 'src/components/Admin/People/people.css'

export const QUERY: TypedDocumentNode<AdminStaffQuery, AdminStaffQueryVariables> = gql`
  query AdminStaffQuery($page: Int) {
    adminStaff(page: $page) {
      total
      page
      pageSize
      items {
        id
        email
        lastName
        firstName
        middleName
        role
        isActive
        invitationPending
        updatedAt
        lastLoginAt
      }
    }
  }
`

export const Loading = AdminCellLoading

export const Failure = adminCellFailure({
  fallback: 'Не удалось загрузить сотрудников. Обновите страницу.',
  logAs: 'admin staff',
})

export const Success = ({
  adminStaff,
  currentUserId,
  queryResult,
}: CellSuccessProps<AdminStaffQuery, AdminStaffQueryVariables> & {
  currentUserId?: number | null
}) => (
  <>
    <StaffTable
      staff={adminStaff.items}
      currentUserId={currentUserId}
      onStale={() => queryResult?.refetch?.()}
    />
    <AdminPager
      page={adminStaff.page}
      pageSize={adminStaff.pageSize}
      count={adminStaff.total}
      hrefOf={(page) => (page > 1 ? `/admin/staff?page=${page}` : '/admin/staff')}
      label="Страницы списка сотрудников"
    />
  </>
)
