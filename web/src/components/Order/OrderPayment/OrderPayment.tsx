import { Button } from 'src/components/ui/Button'

import './OrderPayment.css'

export interface OrderPaymentProps {
  /** «Оплачен», «Ожидает оплаты», …; null when the order was never paid online. */
  paymentStatusTitle: string | null
  paymentStatus: string | null
  /** The api says the owner may pay it online now (available, placed, unpaid, priced). */
  canPayOnline: boolean
  paying: boolean
  onPay: () => void
}

/** What a returned payment means for the buyer (issue 28 §1): where the money goes. */
export const REFUND_NOTES: Record<string, string> = {
  refunding: 'Магазин отправил возврат в платёжный сервис.',
  refunded: 'Деньги возвращаются на карту, с которой вы платили. Срок зачисления зависит от банка.',
}

/**
 * An order's online payment on its page: the state once there is one
 * («Оплата: Оплачен», «Оплата возвращена» with where the money goes) and the
 * «Оплатить онлайн» button while the api allows it (hidden when online
 * payment is off). Nothing for an order that is neither.
 */
const OrderPayment = ({
  paymentStatusTitle,
  paymentStatus,
  canPayOnline,
  paying,
  onPay,
}: OrderPaymentProps) => {
  if (!paymentStatusTitle && !canPayOnline) return null
  return (
    <div className="order-payment">
      {paymentStatusTitle ? (
        <p className="order-payment__state">
          Оплата:{' '}
          <strong className={paymentStatus === 'paid' ? 'order-payment__paid' : undefined}>
            {paymentStatusTitle}
          </strong>
        </p>
      ) : null}
      {paymentStatus && REFUND_NOTES[paymentStatus] ? (
        <p className="order-payment__note">{REFUND_NOTES[paymentStatus]}</p>
      ) : null}
      {canPayOnline ? (
        <Button onClick={onPay} busy={paying}>
          {paying ? 'Переходим к оплате…' : 'Оплатить онлайн'}
        </Button>
      ) : null}
    </div>
  )
}

export default OrderPayment
