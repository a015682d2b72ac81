import { formatTenge } from '@domain/money'

import OrderInOneC, { type OrderInOneCData } from 'src/components/Order/OrderInOneC/OrderInOneC'

export interface OrderSummaryData {
  number: string
  statusTitle: string
  createdAt: string
  total: number
  count: number
  hasUnpriced: boolean
  shop?: { name: string; nameForGuest: string } | null
  oneC?: OrderInOneCData | null
  items: {
    id: number
    quantity: number
    lineTotal?: number | null
    product: { article: string; name: string }
  }[]
}

/** A read-only order: what a guest finds at /my-orders. */
const OrderSummary = ({ order }: { order: OrderSummaryData }) => (
  <section className="card order-summary" aria-labelledby="order-summary-title">
    <h2 id="order-summary-title">Заказ {order.number}</h2>
    <p>
      Статус: <strong>{order.statusTitle}</strong> · от{' '}
      {new Date(order.createdAt).toLocaleDateString('ru-RU')}
      {order.shop ? ` · ${order.shop.nameForGuest || order.shop.name}` : ''}
    </p>
    <OrderInOneC oneC={order.oneC} />
    <ul>
      {order.items.map((item) => (
        <li key={item.id}>
          {item.product.name} ({item.product.article}) × {item.quantity}
          {typeof item.lineTotal === 'number' ? ` — ${formatTenge(item.lineTotal)}` : ''}
        </li>
      ))}
    </ul>
    <p>
      Товаров: {order.count} · Итого: <strong>{formatTenge(order.total)}</strong>
      {order.hasUnpriced ? ' (часть цен уточняется у менеджера)' : ''}
    </p>
  </section>
)

export default OrderSummary
