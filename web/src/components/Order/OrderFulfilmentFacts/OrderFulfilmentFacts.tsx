import { formatKzPhone } from '@domain/phone'
import type { OrderFields } from 'types/graphql'

import { useOrderWords } from 'src/components/Order/orderWords'
import { useLocale } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'

type Facts = Pick<OrderFields, 'fulfilment' | 'contact' | 'paymentType' | 'shop'>

/**
 * A delivery's charge and, with a fixed fee, the sum to pay with it: the
 * same terms on the customer's order page and the staff's (AdminOrderFacts).
 */
export const DeliveryChargeTerms = ({
  fulfilment,
}: {
  fulfilment: Pick<OrderFields['fulfilment'], 'method' | 'fee' | 'feeText' | 'amountDue'>
}) => {
  const t = usePagesT()
  const words = useOrderWords()
  const inLanguage = useSharedMessage()
  return (
    <>
      {fulfilment.method === 'delivery' ? (
        <>
          <dt>{t('order.fulfilment.delivery')}</dt>
          <dd>{inLanguage(fulfilment.feeText)}</dd>
        </>
      ) : null}
      {fulfilment.fee ? (
        <>
          <dt>{t('order.dueWithDelivery')}</dt>
          <dd>{words.tenge(fulfilment.amountDue)}</dd>
        </>
      ) : null}
    </>
  )
}

/**
 * What the checkout fixed on a placed order (issue 20): how it reaches the
 * shopper, the delivery fee and the sum to pay with it, the payment type and
 * whom the shop calls — as the shopper and the letter read them.
 */
const OrderFulfilmentFacts = ({ order }: { order: Facts }) => {
  const t = usePagesT()
  const locale = useLocale()
  const inLanguage = useSharedMessage()
  const { fulfilment, contact, paymentType, shop } = order
  const where =
    fulfilment.method === 'delivery'
      ? [fulfilment.city, fulfilment.address].filter(Boolean).join(', ')
      : shop
        ? shop.nameForGuest || shop.name
        : ''
  return (
    <dl className="order-facts" aria-label={t('order.fulfilmentAndPayment')}>
      <dt>{t('order.fulfilment')}</dt>
      <dd>
        {inLanguage(fulfilment.title)}
        {where ? `: ${where}` : ''}
        {fulfilment.preferredTime ? ` (${fulfilment.preferredTime})` : ''}
      </dd>
      <DeliveryChargeTerms fulfilment={fulfilment} />
      {paymentType ? (
        <>
          <dt>{t('checkout.payment')}</dt>
          <dd>{(locale === 'kk' && paymentType.nameKk) || paymentType.name}</dd>
        </>
      ) : null}
      {contact ? (
        <>
          <dt>{t('order.contact')}</dt>
          <dd>
            {[contact.name, contact.phone && formatKzPhone(contact.phone), contact.email]
              .filter(Boolean)
              .join(', ')}
          </dd>
        </>
      ) : null}
    </dl>
  )
}

export default OrderFulfilmentFacts
