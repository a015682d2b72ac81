import type { OrderFields } from 'types/graphql'

import InvoiceLink from 'src/components/Order/InvoiceLink/InvoiceLink'
import OrderFulfilmentFacts from 'src/components/Order/OrderFulfilmentFacts/OrderFulfilmentFacts'
import { formatDate, useLocale } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'

/**
 * The order's title and status line, its invoice when it has one, and for a
 * placed order where and how it is received and paid.
 */
const OrderEditorHeader = ({ order }: { order: OrderFields }) => {
  const t = usePagesT()
  const locale = useLocale()
  const inLanguage = useSharedMessage()
  const dateOf = (value: string | null | undefined) =>
    value ? formatDate(locale, value, { day: '2-digit', month: '2-digit', year: 'numeric' }) : '—'
  return (
    <>
      <h1 id="order-title" className="page__title">
        {t(order.isEditable ? 'order.draftTitleOf' : 'order.titleOf', { number: order.number })}
      </h1>
      <p className="order-editor__meta">
        {t('order.status')} <strong>{inLanguage(order.statusTitle)}</strong> ·{' '}
        {t('order.createdOn', { day: dateOf(order.createdAt) })}
        {order.placedAt ? ` · ${t('order.placedDay', { day: dateOf(order.placedAt) })}` : ''}
        {order.shop && order.isEditable
          ? ` · ${t('order.shopOf', { shop: order.shop.nameForGuest || order.shop.name })}`
          : ''}
      </p>
      <InvoiceLink order={order} className="order-editor__invoice" />
      {order.isEditable ? null : <OrderFulfilmentFacts order={order} />}
    </>
  )
}

export default OrderEditorHeader
