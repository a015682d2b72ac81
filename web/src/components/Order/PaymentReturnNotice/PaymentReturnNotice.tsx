import { usePagesT } from 'src/lib/i18n/pageSide'

/** How the shopper came back from the gateway's page (its return address says it). */
export type PaymentReturn = 'success' | 'failure'

export const paymentReturnOf = (search: string): PaymentReturn | null => {
  const outcome = new URLSearchParams(search).get('payment')
  return outcome === 'success' || outcome === 'failure' ? outcome : null
}

/**
 * At the top of the order's page when the shopper returns from paying
 * (issue 30 §2): «Оплата получена», or that it did not go through and what
 * to do. The order's own payment state below says what the gateway told us.
 */
const PaymentReturnNotice = ({ outcome }: { outcome: PaymentReturn | null }) => {
  const t = usePagesT()
  if (outcome === 'success') {
    return (
      <div role="status" className="alert alert--success payment-return">
        <strong>{t('payment.received')}</strong>
        <p>{t('payment.receivedNote')}</p>
      </div>
    )
  }
  if (outcome === 'failure') {
    return (
      <div role="alert" className="alert payment-return">
        <strong>{t('payment.notReceived')}</strong>
        <p>{t('payment.notReceivedNote')}</p>
      </div>
    )
  }
  return null
}

export default PaymentReturnNotice
