import { formatKzPhone } from '@domain/phone'
import type { AdminCustomersQuery, AdminCustomersQueryVariables } from 'types/graphql'

import { Link } from '@redwoodjs/router'
import type { CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import { formatShopTime } from 'src/components/Admin/People/adminTime'
import { groupTitle, personName } from 'src/components/Admin/People/customerLabels'
import { adminCellFailure, AdminCellLoading } from 'src/components/Admin/ui/AdminCellStates'
import AdminPager from 'src/components/Admin/ui/AdminPager'
import AdminTable from 'src/components/Admin/ui/AdminTable'
import StatusBadge from 'src/components/Admin/ui/StatusBadge'

export const QUERY: TypedDocumentNode<AdminCustomersQuery, AdminCustomersQueryVariables> = gql`
  query AdminCustomersQuery($page: Int, $search: String) {
    adminCustomers(page: $page, search: $search) {
      total
      page
      pageSize
      items {
        id
        email
        lastName
        firstName
        middleName
        phone
        vip
        group
        isActive
        createdAt
      }
    }
  }
`

export const Loading = AdminCellLoading

export const Failure = adminCellFailure({
  fallback: 'Не удалось загрузить покупателей. Обновите страницу.',
  logAs: 'admin customers',
})

export const customersHref = (search: string | null | undefined, page: number) => {
  const query = new URLSearchParams()
  if (search) query.set('search', search)
  if (page > 1) query.set('page', String(page))
  const text = query.toString()
  return text ? `/admin/customers?${text}` : '/admin/customers'
}

export const Success = ({
  adminCustomers,
  search,
}: CellSuccessProps<AdminCustomersQuery, AdminCustomersQueryVariables> & {
  search?: string | null
}) =>
  adminCustomers.items.length === 0 ? (
    <p>Покупателей не найдено.</p>
  ) : (
    <>
      <AdminTable
        caption="Покупатели"
        columns={['Покупатель', 'E-mail', 'Телефон', 'Группа', 'Зарегистрирован']}
      >
        {adminCustomers.items.map((customer) => (
          <tr key={customer.id}>
            <td>
              <Link to={`/admin/customers/${customer.id}`}>{personName(customer)}</Link>
              {customer.isActive ? null : (
                <>
                  {' '}
                  <StatusBadge tone="danger">отключён</StatusBadge>
                </>
              )}
            </td>
            <td>{customer.email}</td>
            <td>{customer.phone ? formatKzPhone(customer.phone) : '—'}</td>
            <td>
              {groupTitle(customer.group)}
              {customer.vip ? (
                <>
                  {' '}
                  <StatusBadge tone="success">vip</StatusBadge>
                </>
              ) : null}
            </td>
            <td>{formatShopTime(customer.createdAt)}</td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager
        page={adminCustomers.page}
        pageSize={adminCustomers.pageSize}
        count={adminCustomers.total}
        hrefOf={(page) => customersHref(search, page)}
        label="Страницы списка покупателей"
      />
    </>
  )
