import { managerCommentOf } from '@modules/orders/rules/managerComment'
import type { GuestOrderFields } from 'types/graphql'

import OrderFulfilmentFacts from 'src/components/Order/OrderFulfilmentFacts/OrderFulfilmentFacts'
import OrderPayment from 'src/components/Order/OrderPayment/OrderPayment'
import OrderSummary from 'src/components/Order/OrderSummary/OrderSummary'
import { useOrderPayment } from 'src/components/Order/useOrderPayment'
import { ButtonLink } from 'src/components/ui/Button'
import { useLocalePath } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'

/**
 * A guest's order as they find it (issue 30 §1): the lines and status, how it
 * reaches them and what they pay with delivery, the payment type and state
 * with «Оплатить онлайн» (by the key of the order's page), the manager's
 * comment, and an account offered now that the order is placed.
 */
const GuestOrderDetails = ({ order }: { order: GuestOrderFields }) => {
  const { pay, paying } = useOrderPayment()
  const t = usePagesT()
  const path = useLocalePath()
  const comment = managerCommentOf(order.history)
  return (
    <div className="guest-order">
      <OrderSummary order={order} />
      <section className="card" aria-label={t('order.fulfilmentAndPayment')}>
        <OrderFulfilmentFacts order={order} />
        {comment ? (
          <p className="guest-order__comment">
            {t('order.managerComment')} <q>{comment}</q>
          </p>
        ) : null}
        <OrderPayment
          paymentStatus={order.paymentStatus}
          paymentStatusTitle={order.paymentStatusTitle}
          paymentMethod={order.paymentMethod}
          canPayOnline={order.canPayOnline}
          canPayInInstallments={order.canPayInInstallments}
          paying={paying}
          onPay={(method) => {
            if (order.guestKey) pay(order, method)
          }}
        />
      </section>
      <aside className="card guest-order__account" aria-label={t('account.title')}>
        <p>{t('guestOrder.offerAccount')}</p>
        <ButtonLink to={path('/registration')} variant="secondary">
          {t('guestOrder.createAccount')}
        </ButtonLink>
      </aside>
    </div>
  )
}

export default GuestOrderDetails
