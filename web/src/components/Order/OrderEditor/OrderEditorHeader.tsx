import type { OrderFields } from 'types/graphql'

import InvoiceLink from 'src/components/Order/InvoiceLink/InvoiceLink'
import OrderFulfilmentFacts from 'src/components/Order/OrderFulfilmentFacts/OrderFulfilmentFacts'

const dateOf = (value: string | null | undefined) =>
  value ? new Date(value).toLocaleDateString('ru-RU') : '—'

/**
 * The order's title and status line, its invoice when it has one, and for a
 * placed order where and how it is received and paid.
 */
const OrderEditorHeader = ({ order }: { order: OrderFields }) => (
  <>
    <h1 id="order-title" className="page__title">
      {order.isEditable ? 'Черновик заказа' : 'Заказ'} {order.number}
    </h1>
    <p className="order-editor__meta">
      Статус: <strong>{order.statusTitle}</strong> · Создан: {dateOf(order.createdAt)}
      {order.placedAt ? ` · Оформлен: ${dateOf(order.placedAt)}` : ''}
      {order.shop && order.isEditable
        ? ` · Магазин: ${order.shop.nameForGuest || order.shop.name}`
        : ''}
    </p>
    <InvoiceLink order={order} className="order-editor__invoice" />
    {order.isEditable ? null : <OrderFulfilmentFacts order={order} />}
  </>
)

export default OrderEditorHeader
