import { formatTenge } from '@domain/money'
import { formatKzPhone } from '@domain/phone'
import type { OrderFields } from 'types/graphql'

type Facts = Pick<OrderFields, 'fulfilment' | 'contact' | 'paymentType' | 'shop'>

/**
 * A delivery's charge and, with a fixed fee, the sum to pay with it: the
 * same terms on the customer's order page and the staff's (AdminOrderFacts).
 */
export const DeliveryChargeTerms = ({
  fulfilment,
}: {
  fulfilment: Pick<OrderFields['fulfilment'], 'method' | 'fee' | 'feeText' | 'amountDue'>
}) => (
  <>
    {fulfilment.method === 'delivery' ? (
      <>
        <dt>Доставка</dt>
        <dd>{fulfilment.feeText}</dd>
      </>
    ) : null}
    {fulfilment.fee ? (
      <>
        <dt>К оплате с доставкой</dt>
        <dd>{formatTenge(fulfilment.amountDue)}</dd>
      </>
    ) : null}
  </>
)

/**
 * What the checkout fixed on a placed order (issue 20): how it reaches the
 * shopper, the delivery fee and the sum to pay with it, the payment type and
 * whom the shop calls — as the shopper and the letter read them.
 */
const OrderFulfilmentFacts = ({ order }: { order: Facts }) => {
  const { fulfilment, contact, paymentType, shop } = order
  const where =
    fulfilment.method === 'delivery'
      ? [fulfilment.city, fulfilment.address].filter(Boolean).join(', ')
      : shop
        ? shop.nameForGuest || shop.name
        : ''
  return (
    <dl className="order-facts" aria-label="Получение и оплата">
      <dt>Получение</dt>
      <dd>
        {fulfilment.title}
        {where ? `: ${where}` : ''}
        {fulfilment.preferredTime ? ` (${fulfilment.preferredTime})` : ''}
      </dd>
      <DeliveryChargeTerms fulfilment={fulfilment} />
      {paymentType ? (
        <>
          <dt>Способ оплаты</dt>
          <dd>{paymentType.name}</dd>
        </>
      ) : null}
      {contact ? (
        <>
          <dt>Контакт</dt>
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
