import { formatTenge } from '@domain/money'
import type { AdminOrderSortKey } from '@modules/orders/rules/staffOrderList'
import type { AdminOrdersQuery } from 'types/graphql'

import { Link, routes } from '@redwoodjs/router'

import { formatShopTime } from 'src/components/Admin/People/adminTime'
import AdminPager from 'src/components/Admin/ui/AdminPager'
import AdminTable from 'src/components/Admin/ui/AdminTable'
import StatusBadge, { type BadgeTone } from 'src/components/Admin/ui/StatusBadge'

import { sortChange, variablesOf, withChanges, type OrderListParams } from './adminOrderParams'

import 'src/components/Admin/ui/admin-ui.css'
import './AdminOrderList.css'

type List = AdminOrdersQuery['adminOrders']

/** The badge tone of a status: what waits for the shop stands out. */
export const STATUS_TONES: Record<string, BadgeTone> = {
  placed: 'warning',
  completed: 'success',
  cancelled: 'danger',
}

/** An order's status as a badge (the order list and the order screen). */
export const OrderStatusBadge = ({ status, title }: { status: string; title: string }) => (
  <StatusBadge tone={STATUS_TONES[status] ?? 'neutral'}>{title}</StatusBadge>
)

/** «25.11.2026, 10:00» in the shop's time, whatever the browser's zone. */
export const shopTime = (value: string | null) => formatShopTime(value)

const COLUMNS: { key: AdminOrderSortKey | null; label: string; numeric?: boolean }[] = [
  { key: 'number', label: 'Номер' },
  { key: 'placedAt', label: 'Оформлен' },
  { key: null, label: 'Покупатель' },
  { key: null, label: 'Контакты' },
  { key: null, label: 'Получение' },
  { key: null, label: 'Оплата' },
  { key: 'status', label: 'Статус' },
  { key: 'total', label: 'Сумма', numeric: true },
]

/** The list's short words for how the order is received (the order page says it in full). */
export const FULFILMENT_SHORT: Record<string, string> = {
  pickup: 'Самовывоз',
  delivery: 'Доставка',
}

/** The online payment's badge: paid is done, the ways back need a look, a failure stands out. */
export const PAYMENT_TONES: Record<string, BadgeTone> = {
  paid: 'success',
  waiting: 'neutral',
  refunding: 'warning',
  refunded: 'neutral',
  failed: 'danger',
}

type Row = List['results'][number]

/** «Самовывоз» and the shop, or «Доставка» and the city (the order page has the address). */
const Fulfilment = ({ order }: { order: Row }) => (
  <>
    <div>{FULFILMENT_SHORT[order.fulfilment] ?? order.fulfilmentTitle}</div>
    <div className="admin-order-list__place">
      {(order.fulfilment === 'delivery' ? order.deliveryCity : order.shopName) ?? '—'}
    </div>
  </>
)

/** The payment type and, when the order was paid online, its state as a badge. */
const Payment = ({ order }: { order: Row }) => (
  <>
    <div>{order.paymentTypeName ?? '—'}</div>
    {order.paymentStatus && order.paymentStatusTitle ? (
      <StatusBadge tone={PAYMENT_TONES[order.paymentStatus] ?? 'neutral'}>
        {order.paymentStatusTitle}
      </StatusBadge>
    ) : null}
  </>
)

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const

/**
 * The order list: tabs per status with their counts (the filter's other
 * conditions applied), a table whose sortable headers are links, the pager.
 * Every control is a link to an address, so the list can be shared. It fits
 * a 1366 px laptop beside the sections list: numbers, dates, phones and sums
 * never break; e-mails may.
 */
const AdminOrderList = ({ list, params }: { list: List; params: OrderListParams }) => {
  const current = variablesOf(params)
  const all = list.statusCounts.reduce((sum, status) => sum + status.count, 0)
  const chosen = current.status.length === 1 ? current.status[0] : null
  const hrefOf = (changes: OrderListParams) => routes.adminOrders(withChanges(params, changes))
  return (
    <>
      <nav aria-label="Статусы заказов" className="admin-order-tabs">
        <ul>
          <li>
            <Link
              to={hrefOf({ status: undefined })}
              aria-current={current.status.length === 0 ? 'page' : undefined}
            >
              Все <span className="admin-order-tabs__count">{all}</span>
            </Link>
          </li>
          {list.statusCounts.map((status) => (
            <li key={status.status}>
              <Link
                to={hrefOf({ status: status.status })}
                aria-current={chosen === status.status ? 'page' : undefined}
              >
                {status.statusTitle} <span className="admin-order-tabs__count">{status.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <AdminTable
        caption={`Заказы: ${list.count}`}
        columns={COLUMNS.map((column) => ({
          numeric: column.numeric,
          ariaSort:
            column.key && current.sort === column.key ? ARIA_SORT[current.direction] : undefined,
          title: column.key ? (
            <Link to={hrefOf(sortChange(current, column.key))}>
              {column.label}
              <span aria-hidden="true">
                {current.sort === column.key ? (current.direction === 'asc' ? ' ↑' : ' ↓') : ''}
              </span>
            </Link>
          ) : (
            column.label
          ),
        }))}
      >
        {list.results.length === 0 ? (
          <tr>
            <td colSpan={COLUMNS.length}>На этой странице заказов нет.</td>
          </tr>
        ) : null}
        {list.results.map((order) => (
          <tr key={order.id}>
            <th scope="row" className="admin-order-list__number">
              <Link to={routes.adminOrder({ id: order.id })}>{order.number}</Link>
            </th>
            <td>{shopTime(order.placedAt)}</td>
            <td>
              {order.customerName}
              {order.isGuest ? (
                <StatusBadge className="admin-order-list__guest">гость</StatusBadge>
              ) : null}
            </td>
            <td className="admin-order-list__contacts">
              {order.phone ? <div className="admin-order-list__phone">{order.phone}</div> : null}
              {order.email ? <div>{order.email}</div> : null}
            </td>
            <td>
              <Fulfilment order={order} />
            </td>
            <td>
              <Payment order={order} />
            </td>
            <td>
              <OrderStatusBadge status={order.status} title={order.statusTitle} />
            </td>
            <td className="admin-table__number">{formatTenge(order.total)}</td>
          </tr>
        ))}
      </AdminTable>

      <AdminPager
        page={list.page}
        pageSize={list.pageSize}
        count={list.count}
        hrefOf={(page) => hrefOf({ page: String(page) })}
        label="Страницы списка заказов"
      />
    </>
  )
}

export default AdminOrderList
