import { LEAD_STAFF_ROLES, ORDER_STAFF_ROLES } from '@domain/staffRoles'
import type { AdminDashboardQuery, AdminDashboardQueryVariables } from 'types/graphql'

import { Link, routes } from '@redwoodjs/router'
import type { CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import { useAuth } from 'src/auth'
import { adminCellFailure, AdminCellLoading } from 'src/components/Admin/ui/AdminCellStates'

export const QUERY: TypedDocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables> = gql`
  query AdminDashboardQuery {
    adminDashboard {
      ordersToday
      awaitingConfirmation
      leadsNotHandled
      failedMessages
      outOfStock
      paidButCancelled
      paidButCancelledOrders {
        id
        number
      }
      ordersShortOfStock {
        id
        number
      }
    }
  }
`

type Counts = Omit<
  AdminDashboardQuery['adminDashboard'],
  '__typename' | 'paidButCancelledOrders' | 'ordersShortOfStock'
>

/** Cancelled orders whose online payment was not returned (issue 28 §1). */
export const PAID_BUT_CANCELLED_LABEL = 'Оплачен, но отменён — верните оплату'

/** Leads nobody has marked «Обработана» (issue 30 §3), whatever the CRM made of them. */
export const LEADS_NOT_HANDLED_LABEL = 'Заявки не обработаны'

/** The cards in their order, each with its Russian label. */
export const CARDS: { key: keyof Counts; label: string }[] = [
  { key: 'ordersToday', label: 'Заказы сегодня' },
  { key: 'awaitingConfirmation', label: 'Ждут подтверждения' },
  { key: 'leadsNotHandled', label: LEADS_NOT_HANDLED_LABEL },
  { key: 'failedMessages', label: 'Сообщения с ошибкой' },
  { key: 'outOfStock', label: 'Нет в наличии' },
  { key: 'paidButCancelled', label: PAID_BUT_CANCELLED_LABEL },
]

export const SHORT_OF_STOCK_LABEL = 'Не хватает товара под заказ'

export const Loading = AdminCellLoading

export const Failure = adminCellFailure({
  fallback: 'Не удалось загрузить показатели. Обновите страницу.',
  logAs: 'admin dashboard',
})

/**
 * The cards, one count each; a zero is shown, not hidden (nothing waits).
 * Those who work orders follow «Ждут подтверждения» to the placed orders,
 * those who work leads «Заявки не обработаны» to the new leads, and
 * open each cancelled order whose payment is still to be returned. The last
 * card counts the orders whose held units the stock no longer covers (an
 * import lowered it) and names them, each a link for those who work orders.
 */
export const Success = ({
  adminDashboard,
}: CellSuccessProps<AdminDashboardQuery, AdminDashboardQueryVariables>) => {
  const { hasRole } = useAuth()
  const worksOrders = hasRole([...ORDER_STAFF_ROLES])
  const worksLeads = hasRole([...LEAD_STAFF_ROLES])
  // Where a card leads, for those whose role opens it; other staff read the count.
  const linkOf = (key: keyof Counts) => {
    if (key === 'awaitingConfirmation' && worksOrders)
      return routes.adminOrders({ status: 'placed' })
    if (key === 'leadsNotHandled' && worksLeads) return routes.adminLeads({ status: 'new' })
    return null
  }
  const toRefund = adminDashboard.paidButCancelledOrders
  return (
    <>
      <ul className="admin-dashboard">
        {CARDS.map(({ key, label }) => {
          const content = (
            <>
              <span className="admin-dashboard__count">{adminDashboard[key]}</span>
              <span className="admin-dashboard__label">{label}</span>
            </>
          )
          const to = linkOf(key)
          return (
            <li key={key} className="card" aria-label={label}>
              {to ? <Link to={to}>{content}</Link> : content}
            </li>
          )
        })}
        <li className="card" aria-label={SHORT_OF_STOCK_LABEL}>
          <span className="admin-dashboard__count">{adminDashboard.ordersShortOfStock.length}</span>
          <span className="admin-dashboard__label">{SHORT_OF_STOCK_LABEL}</span>
          {adminDashboard.ordersShortOfStock.length > 0 && (
            <ul className="admin-dashboard__orders">
              {adminDashboard.ordersShortOfStock.map((order) => (
                <li key={order.id}>
                  {worksOrders ? (
                    <Link to={routes.adminOrder({ id: order.id })}>{order.number}</Link>
                  ) : (
                    order.number
                  )}
                </li>
              ))}
            </ul>
          )}
        </li>
      </ul>
      {worksOrders && toRefund.length > 0 ? (
        <section className="card admin-dashboard__refunds" aria-label={PAID_BUT_CANCELLED_LABEL}>
          <h2>{PAID_BUT_CANCELLED_LABEL}</h2>
          <p>
            Платёжный сервис не принял возврат: верните оплату кнопкой «Вернуть оплату» на странице
            заказа или в кабинете Freedom Pay.
          </p>
          <ul>
            {toRefund.map((order) => (
              <li key={order.id}>
                <Link to={routes.adminOrder({ id: order.id })}>Заказ {order.number}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}
