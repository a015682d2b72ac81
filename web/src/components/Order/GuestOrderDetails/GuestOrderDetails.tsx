import { managerCommentOf } from '@modules/orders/rules/managerComment'
import type { GuestOrderFields } from 'types/graphql'

import OrderFulfilmentFacts from 'src/components/Order/OrderFulfilmentFacts/OrderFulfilmentFacts'
import OrderPayment from 'src/components/Order/OrderPayment/OrderPayment'
import OrderSummary from 'src/components/Order/OrderSummary/OrderSummary'
import { useOrderPayment } from 'src/components/Order/useOrderPayment'
import { ButtonLink } from 'src/components/ui/Button'

/**
 * A guest's order as they find it (issue 30 §1): the lines and status, how it
 * reaches them and what they pay with delivery, the payment type and state
 * with «Оплатить онлайн» (by the key of the order's page), the manager's
 * comment, and an account offered now that the order is placed.
 */
const GuestOrderDetails = ({ order }: { order: GuestOrderFields }) => {
  const { pay, paying } = useOrderPayment()
  const comment = managerCommentOf(order.history)
  return (
    <div className="guest-order">
      <OrderSummary order={order} />
      <section className="card" aria-label="Получение и оплата">
        <OrderFulfilmentFacts order={order} />
        {comment ? (
          <p className="guest-order__comment">
            Комментарий менеджера: <q>{comment}</q>
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
      <aside className="card guest-order__account" aria-label="Личный кабинет">
        <p>
          Создайте личный кабинет: все заказы, их статусы и оплата будут в одном месте, а следующий
          заказ оформится быстрее.
        </p>
        <ButtonLink to="/registration" variant="secondary">
          Создать личный кабинет
        </ButtonLink>
      </aside>
    </div>
  )
}

export default GuestOrderDetails
