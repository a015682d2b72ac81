import { isOrderStatus } from '@domain/orderLifecycle'
import { invoiceStatusProblem } from '@modules/orders/rules/invoice'

import { usePagesT } from 'src/lib/i18n/pageSide'
import { invoicePath } from 'src/lib/links'

interface Props {
  order: { id: number; number: string; status: string; hasUnpriced?: boolean }
  className?: string
}

/**
 * «Счёт на оплату (PDF)» for an order that has one: placed or later, not
 * cancelled (domain/invoice), every price known. Otherwise nothing, rather
 * than a link that answers 409.
 */
const InvoiceLink = ({ order, className }: Props) => {
  const t = usePagesT()
  if (!isOrderStatus(order.status) || invoiceStatusProblem(order.status) !== null) return null
  if (order.hasUnpriced) return null
  return (
    <a
      href={invoicePath(order.id)}
      className={className}
      download
      aria-label={t('order.invoiceOf', { number: order.number })}
    >
      {t('order.invoice')}
    </a>
  )
}

export default InvoiceLink
