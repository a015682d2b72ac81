import OrderInOneC, { type OrderInOneCData } from 'src/components/Order/OrderInOneC/OrderInOneC'
import { useOrderWords } from 'src/components/Order/orderWords'
import { formatDate, useLocale } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'

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
const OrderSummary = ({ order }: { order: OrderSummaryData }) => {
  const t = usePagesT()
  const locale = useLocale()
  const words = useOrderWords()
  const inLanguage = useSharedMessage()
  const day = formatDate(locale, order.createdAt, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
  return (
    <section className="card order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{t('order.titleOf', { number: order.number })}</h2>
      <p>
        {t('order.status')} <strong>{inLanguage(order.statusTitle)}</strong> ·{' '}
        {t('order.placedOn', { day })}
        {order.shop ? ` · ${order.shop.nameForGuest || order.shop.name}` : ''}
      </p>
      <OrderInOneC oneC={order.oneC} />
      <ul>
        {order.items.map((item) => (
          <li key={item.id}>
            {item.product.name} ({item.product.article}) × {item.quantity}
            {typeof item.lineTotal === 'number' ? ` — ${words.tenge(item.lineTotal)}` : ''}
          </li>
        ))}
      </ul>
      <p>
        {t('order.count', { count: order.count })} · {t('order.total')}{' '}
        <strong>{words.tenge(order.total)}</strong>
        {order.hasUnpriced ? ` ${t('order.someUnpriced')}` : ''}
      </p>
    </section>
  )
}

export default OrderSummary
