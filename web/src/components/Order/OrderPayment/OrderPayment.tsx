import type { PaymentMethod } from 'types/graphql'

import { Button } from 'src/components/ui/Button'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'

import './OrderPayment.css'

export interface OrderPaymentProps {
  /** «Оплачен», «Ожидает оплаты», …; null when the order was never paid online. */
  paymentStatusTitle: string | null
  paymentStatus: string | null
  /** How the latest online attempt pays (card or installment); null before any. */
  paymentMethod?: PaymentMethod | null
  /** The api says the owner may pay it online now (available, placed, unpaid, priced). */
  canPayOnline: boolean
  /** The api says its sum may be paid in installments now (issue 34 §2). */
  canPayInInstallments?: boolean
  /** The way being opened while the shopper leaves for the gateway; null: none. */
  paying: PaymentMethod | null
  onPay: (method: PaymentMethod) => void
}

/**
 * What a returned payment means for the buyer (issue 28 §1): where the money
 * goes; for an installment the bank closes it (issue 34 §2). Catalogue ids
 * by payment state.
 */
const REFUND_NOTES: Record<string, string> = {
  refunding: 'payment.refundingNote',
  refunded: 'payment.refundedNote',
}
const INSTALLMENT_REFUND_NOTES: Record<string, string> = {
  refunding: 'payment.installmentRefundingNote',
  refunded: 'payment.installmentRefundedNote',
}

/**
 * An order's online payment on its page: the state once there is one
 * («Оплата: Оплачен», «в рассрочку», a refund with where the money goes) and
 * «Оплатить онлайн» and «В рассрочку» while the api allows each (hidden when
 * online payment is off). Nothing for an order that is neither.
 */
const OrderPayment = ({
  paymentStatusTitle,
  paymentStatus,
  paymentMethod = null,
  canPayOnline,
  canPayInInstallments = false,
  paying,
  onPay,
}: OrderPaymentProps) => {
  const t = usePagesT()
  const inLanguage = useSharedMessage()
  if (!paymentStatusTitle && !canPayOnline) return null
  const installment = paymentMethod === 'installment'
  const refundNote = paymentStatus
    ? (installment ? INSTALLMENT_REFUND_NOTES : REFUND_NOTES)[paymentStatus]
    : undefined
  return (
    <div className="order-payment">
      {paymentStatusTitle ? (
        <p className="order-payment__state">
          {t('payment.state')}{' '}
          <strong className={paymentStatus === 'paid' ? 'order-payment__paid' : undefined}>
            {inLanguage(paymentStatusTitle)}
          </strong>
          {installment ? ` ${t('payment.byInstallment')}` : null}
        </p>
      ) : null}
      {refundNote ? <p className="order-payment__note">{t(refundNote)}</p> : null}
      {canPayOnline ? (
        <Button onClick={() => onPay('card')} busy={paying === 'card'} disabled={paying !== null}>
          {paying === 'card' ? t('payment.going') : t('payment.payOnline')}
        </Button>
      ) : null}
      {canPayOnline && canPayInInstallments ? (
        <>
          <Button
            variant="secondary"
            onClick={() => onPay('installment')}
            busy={paying === 'installment'}
            disabled={paying !== null}
            aria-describedby="order-payment-installment"
          >
            {paying === 'installment' ? t('payment.goingInstallment') : t('payment.installment')}
          </Button>
          <p className="order-payment__note" id="order-payment-installment">
            {t('payment.installmentNote')}
          </p>
        </>
      ) : null}
    </div>
  )
}

export default OrderPayment
