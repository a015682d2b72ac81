import { AWAITING_CONFIRMATION_STATUS, PAID_BUT_CANCELLED } from '@domain/adminDashboard'
import { CATALOGUE_STAFF_ROLES, LEAD_STAFF_ROLES, ORDER_STAFF_ROLES } from '@domain/staffRoles'
import { placedOnDayOf } from '@modules/orders/rules/staffOrderList'
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

interface CardLink {
  /** Who may open the list (the same roles its route lets in). */
  roles: readonly string[]
  to: string
}

/**
 * Where each card leads (issue 30 §4): the list of what it counts, filtered
 * the way the count is, for the roles that may open that list; the others
 * see the number alone. The orders short of stock have no list of their
 * own: that card names each order instead.
 */
export const cardLinks = (now: Date): Partial<Record<keyof Counts, CardLink>> => ({
  // placedOnDayOf names the very Almaty day the count uses.
  ordersToday: { roles: ORDER_STAFF_ROLES, to: routes.adminOrders(placedOnDayOf(now)) },
  awaitingConfirmation: {
    roles: ORDER_STAFF_ROLES,
    to: routes.adminOrders({ status: AWAITING_CONFIRMATION_STATUS }),
  },
  leadsNotHandled: { roles: LEAD_STAFF_ROLES, to: routes.adminLeads({ status: 'new' }) },
  // The failed messages are listed on the leads screen.
  failedMessages: { roles: LEAD_STAFF_ROLES, to: routes.adminLeads() },
  outOfStock: {
    roles: CATALOGUE_STAFF_ROLES,
    to: routes.adminProducts({ active: 'yes', stock: 'out' }),
  },
  paidButCancelled: { roles: ORDER_STAFF_ROLES, to: routes.adminOrders({ ...PAID_BUT_CANCELLED }) },
})

export const Loading = AdminCellLoading

export const Failure = adminCellFailure({
  fallback: 'Не удалось загрузить показатели. Обновите страницу.',
  logAs: 'admin dashboard',
})

/**
 * The cards, one count each; a zero is shown, not hidden (nothing waits).
 * Each card is a link to its filtered list for those who may open it
 * (`cardLinks`), and those who work orders open each cancelled order whose
 * payment is still to be returned. The last card counts the orders whose
 * held units the stock no longer covers (an import lowered it) and names
 * them, each a link for those who work orders.
 */
export const Success = ({
  adminDashboard,
}: CellSuccessProps<AdminDashboardQuery, AdminDashboardQueryVariables>) => {
  const { hasRole } = useAuth()
  const worksOrders = hasRole([...ORDER_STAFF_ROLES])
  const toRefund = adminDashboard.paidButCancelledOrders
  const links = cardLinks(new Date())
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
          const link = links[key]
          return (
            <li key={key} className="card" aria-label={label}>
              {link && hasRole([...link.roles]) ? (
                <Link to={link.to} className="admin-dashboard__link">
                  {content}
                </Link>
              ) : (
                content
              )}
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
