import { formatTenge } from '@domain/money'
import type { OrderFields, PaymentMethod } from 'types/graphql'

import OrderInOneC from 'src/components/Order/OrderInOneC/OrderInOneC'
import OrderPayment from 'src/components/Order/OrderPayment/OrderPayment'
import { Button } from 'src/components/ui/Button'

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
}: OrderActionsProps & { order: Pick<OrderFields, 'isEditable' | 'status'> }) => (
  <div className="order-editor__actions">
    {order.isEditable ? (
      <Button onClick={onPlace} disabled={placeBlocked}>
        Оформить заказ
      </Button>
    ) : null}
    <Button variant="secondary" onClick={onCopy} busy={copying}>
      {order.isEditable ? 'Копировать' : 'Повторить заказ'}
    </Button>
    {order.isEditable || order.status === 'placed' ? (
      <Button variant="danger" onClick={onRemove} busy={removing}>
        {order.isEditable ? 'Удалить черновик' : 'Отменить заказ'}
      </Button>
    ) : null}
  </div>
)

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
}) => (
  <div className="order-editor__summary card">
    <p>
      Товаров: {order.count} · Итого: <strong>{formatTenge(order.total)}</strong>
    </p>
    <OrderInOneC oneC={order.oneC} />
    {order.hasUnpriced ? (
      <p className="order-editor__note">
        Цена части товаров уточняется у менеджера и не вошла в сумму.
      </p>
    ) : null}
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

export default OrderEditorSummary
