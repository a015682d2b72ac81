import type { OrderFields } from 'types/graphql'

import './OrderHistoryList.css'

type Move = OrderFields['history'][number]

/** Who made a move, as the order's owner reads it. */
const ACTOR_LABELS: Record<string, string> = {
  customer: 'вы',
  guest: 'вы',
  staff: 'магазин',
  gateway: 'платёжный сервис',
  // 1C's moves are the shop's: its accounting reported them.
  exchange: 'магазин',
}

const timeOf = (value: string) =>
  new Date(value).toLocaleString('ru-RU', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })

/**
 * An order's status changes, oldest first, with the shop's comments (what
 * the api records on every move, services/orders/transition). Nothing when
 * the order has not moved yet (a draft).
 */
const OrderHistoryList = ({ history }: { history: readonly Move[] }) => {
  if (history.length === 0) return null
  return (
    <section className="order-history card" aria-labelledby="order-history-title">
      <h2 id="order-history-title" className="order-history__title">
        История заказа
      </h2>
      <ol className="order-history__moves">
        {history.map((move) => (
          <li key={`${move.toStatus}-${move.createdAt}`} className="order-history__move">
            <time dateTime={move.createdAt}>{timeOf(move.createdAt)}</time> —{' '}
            <strong>{move.toStatusTitle}</strong> ({ACTOR_LABELS[move.actor] ?? move.actor})
            {move.comment ? <p className="order-history__comment">{move.comment}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}

export default OrderHistoryList
