import { managerCommentOf } from '@modules/orders/rules/managerComment'
import type { GuestOrderFields } from 'types/graphql'

import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import { START_GUEST_ORDER_PAYMENT } from 'src/components/Order/orderFragments'
import OrderFulfilmentFacts from 'src/components/Order/OrderFulfilmentFacts/OrderFulfilmentFacts'
import OrderPayment from 'src/components/Order/OrderPayment/OrderPayment'
import OrderSummary from 'src/components/Order/OrderSummary/OrderSummary'
import { ButtonLink } from 'src/components/ui/Button'
import { goToGateway } from 'src/lib/gateway'
import { shopMessageOf } from 'src/lib/graphqlErrors'

/**
 * A guest's order as they find it (issue 30 §1): the lines and status, how it
 * reaches them and what they pay with delivery, the payment type and state
 * with «Оплатить онлайн» (by the key of the order's page), the manager's
 * comment, and an account offered now that the order is placed.
 */
const GuestOrderDetails = ({ order }: { order: GuestOrderFields }) => {
  const [startPayment, { loading }] = useMutation(START_GUEST_ORDER_PAYMENT)
  const payOnline = async () => {
    if (!order.guestKey) return
    try {
      const { data } = await startPayment({ variables: { key: order.guestKey } })
      goToGateway(data.startGuestOrderPayment.redirectUrl)
    } catch (error) {
      toast.error(shopMessageOf(error, 'Не удалось перейти к оплате. Повторите попытку.'))
    }
  }
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
          canPayOnline={order.canPayOnline}
          paying={loading}
          onPay={payOnline}
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
