import { Fragment } from 'react'

import { COMPANY_FIELD_LABELS, type CompanyDetailsInput } from '@domain/companyDetailsInput'
import { formatTenge } from '@domain/money'
import { ORDER_STATUS_TITLES, type OrderStatusName } from '@domain/orderLifecycle'
import { formatKzPhone } from '@domain/phone'
import type { AdminCustomerQuery, AdminCustomerQueryVariables } from 'types/graphql'

import { Link } from '@redwoodjs/router'
import type { CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import { formatShopTime } from 'src/components/Admin/People/adminTime'
import CustomerGroupForm from 'src/components/Admin/People/CustomerGroupForm'
import 'src/components/Admin/People/people.css'
import { groupTitle, personName } from 'src/components/Admin/People/customerLabels'
import { adminCellFailure, AdminCellLoading } from 'src/components/Admin/ui/AdminCellStates'
import AdminTable from 'src/components/Admin/ui/AdminTable'

export const QUERY: TypedDocumentNode<AdminCustomerQuery, AdminCustomerQueryVariables> = gql`
  query AdminCustomerQuery($id: Int!) {
    adminCustomer(id: $id) {
      id
      email
      lastName
      firstName
      middleName
      phone
      role
      vip
      group
      groups {
        name
        title
      }
      isActive
      emailConfirmed
      createdAt
      updatedAt
      orders {
        id
        number
        status
        total
        placedAt
      }
    }
    company: adminCustomerCompany(userId: $id) {
      legalName
      bin
      legalAddress
      iban
      bankName
      bik
      kbe
    }
  }
`

export const Loading = AdminCellLoading

export const Failure = adminCellFailure({
  fallback: 'Не удалось загрузить покупателя. Обновите страницу.',
  logAs: 'admin customer',
})

// No stored total: a dash; otherwise the shop's money rule (on request, tiyn, ₸).
const totalText = (total: string | null | undefined) =>
  total === null || total === undefined ? '—' : formatTenge(total)

const COMPANY_FIELDS = Object.keys(COMPANY_FIELD_LABELS) as (keyof CompanyDetailsInput)[]

/**
 * The customer's profile, company details (the buyer of their invoices),
 * groups, orders (links to the order screen) and the group form.
 */
export const Success = ({
  adminCustomer: customer,
  company,
  queryResult,
}: CellSuccessProps<AdminCustomerQuery, AdminCustomerQueryVariables>) => (
  <>
    <h2>{personName(customer)}</h2>
    <dl className="admin-details">
      <dt>E-mail</dt>
      <dd>
        {customer.email} {customer.emailConfirmed ? '' : '(не подтверждён)'}
      </dd>
      <dt>Телефон</dt>
      <dd>{customer.phone ? formatKzPhone(customer.phone) : '—'}</dd>
      <dt>Группа</dt>
      <dd>
        {groupTitle(customer.group)}
        {customer.vip ? ', VIP' : ''}
      </dd>
      <dt>Все группы</dt>
      <dd>{customer.groups.map((group) => group.title).join(', ') || '—'}</dd>
      <dt>Учётная запись</dt>
      <dd>{customer.isActive ? 'активна' : 'отключена'}</dd>
      <dt>Зарегистрирован</dt>
      <dd>{formatShopTime(customer.createdAt)}</dd>
    </dl>
    <h2>Реквизиты компании</h2>
    {company ? (
      <dl className="admin-details">
        {COMPANY_FIELDS.map((field) => (
          <Fragment key={field}>
            <dt>{COMPANY_FIELD_LABELS[field]}</dt>
            <dd>{company[field]}</dd>
          </Fragment>
        ))}
      </dl>
    ) : (
      <p>Не заполнены: в счетах покупателем указаны имя, телефон и e-mail.</p>
    )}
    <h2>Изменить группу</h2>
    <CustomerGroupForm
      key={customer.id}
      customer={customer}
      onStale={() => queryResult?.refetch?.()}
    />
    <h2>Заказы</h2>
    {customer.orders.length === 0 ? (
      <p>Заказов нет.</p>
    ) : (
      <AdminTable
        caption="Заказы покупателя"
        columns={['Номер', 'Статус', 'Оформлен', { title: 'Сумма', numeric: true }]}
      >
        {customer.orders.map((order) => (
          <tr key={order.id}>
            <td>
              <Link to={`/admin/orders/${order.id}`}>{order.number}</Link>
            </td>
            <td>{ORDER_STATUS_TITLES[order.status as OrderStatusName] ?? order.status}</td>
            <td>{formatShopTime(order.placedAt)}</td>
            <td className="admin-table__number">{totalText(order.total)}</td>
          </tr>
        ))}
      </AdminTable>
    )}
  </>
)
