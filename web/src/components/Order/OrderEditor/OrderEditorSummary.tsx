import type { OrderFields, PaymentMethod } from 'types/graphql'

import OrderInOneC from 'src/components/Order/OrderInOneC/OrderInOneC'
import OrderPayment from 'src/components/Order/OrderPayment/OrderPayment'
import { useOrderWords } from 'src/components/Order/orderWords'
import { Button } from 'src/components/ui/Button'
import { usePagesT } from 'src/lib/i18n/pageSide'

export interface OrderActionsProps {
  onPlace: () => void
  /** Lines are being deleted: placing waits for them. */
  placeBlocked: boolean
  onCopy: () => void
  copying: boolean
  onRemove: () => void
  removing: boolean
}

/**
 * What can be done with the whole order: a draft is placed, copied or
 * deleted; a placed order repeated or, until the shop takes it, cancelled;
 * a later one only repeated.
 */
export const OrderActions = ({
  order,
  onPlace,
  placeBlocked,
  onCopy,
  copying,
  onRemove,
  removing,
}: OrderActionsProps & { order: Pick<OrderFields, 'isEditable' | 'status'> }) => {
  const t = usePagesT()
  return (
    <div className="order-editor__actions">
      {order.isEditable ? (
        <Button onClick={onPlace} disabled={placeBlocked}>
          {t('cart.checkout')}
        </Button>
      ) : null}
      <Button variant="secondary" onClick={onCopy} busy={copying}>
        {order.isEditable ? t('order.copy') : t('orders.repeat')}
      </Button>
      {order.isEditable || order.status === 'placed' ? (
        <Button variant="danger" onClick={onRemove} busy={removing}>
          {order.isEditable ? t('order.removeDraft') : t('order.cancel')}
        </Button>
      ) : null}
    </div>
  )
}

/** The totals, the note on prices still unknown, online payment and the order's actions. */
const OrderEditorSummary = ({
  order,
  paying,
  onPay,
  ...actions
}: OrderActionsProps & {
  order: OrderFields
  paying: PaymentMethod | null
  onPay: (method: PaymentMethod) => void
}) => {
  const t = usePagesT()
  const words = useOrderWords()
  return (
    <div className="order-editor__summary card">
      <p>
        {t('order.count', { count: order.count })} · {t('order.total')}{' '}
        <strong>{words.tenge(order.total)}</strong>
      </p>
      <OrderInOneC oneC={order.oneC} />
      {order.hasUnpriced ? <p className="order-editor__note">{t('order.unpricedNote')}</p> : null}
      <OrderPayment
        paymentStatus={order.paymentStatus}
        paymentStatusTitle={order.paymentStatusTitle}
        paymentMethod={order.paymentMethod}
        canPayOnline={order.canPayOnline}
        canPayInInstallments={order.canPayInInstallments}
        paying={paying}
        onPay={onPay}
      />
      <OrderActions order={order} {...actions} />
    </div>
  )
}

export default OrderEditorSummary
