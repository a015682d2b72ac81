import type { OrderFields } from 'types/graphql'

import { formatDate, useLocale } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'

import './OrderHistoryList.css'

type Move = OrderFields['history'][number]

/** Who made a move, as the order's owner reads it (`order.actor.<who>`). */
const ACTOR_KEYS: Record<string, string> = {
  customer: 'you',
  guest: 'you',
  staff: 'shop',
  gateway: 'gateway',
  // 1C's moves are the shop's: its accounting reported them.
  exchange: 'shop',
}

/**
 * An order's status changes, oldest first, with the shop's comments (what
 * the api records on every move, services/orders/transition). Nothing when
 * the order has not moved yet (a draft).
 */
const OrderHistoryList = ({ history }: { history: readonly Move[] }) => {
  const t = usePagesT()
  const locale = useLocale()
  const inLanguage = useSharedMessage()
  if (history.length === 0) return null
  const timeOf = (value: string) =>
    formatDate(locale, value, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    })
  return (
    <section className="order-history card" aria-labelledby="order-history-title">
      <h2 id="order-history-title" className="order-history__title">
        {t('order.history')}
      </h2>
      <ol className="order-history__moves">
        {history.map((move) => (
          <li key={`${move.toStatus}-${move.createdAt}`} className="order-history__move">
            <time dateTime={move.createdAt}>{timeOf(move.createdAt)}</time> —{' '}
            <strong>{inLanguage(move.toStatusTitle)}</strong> (
            {ACTOR_KEYS[move.actor] ? t(`order.actor.${ACTOR_KEYS[move.actor]}`) : move.actor})
            {move.comment ? <p className="order-history__comment">{move.comment}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}

export default OrderHistoryList
