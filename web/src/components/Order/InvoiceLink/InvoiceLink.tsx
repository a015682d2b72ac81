import { isOrderStatus } from '@domain/orderLifecycle'
import { invoiceStatusProblem } from '@modules/orders/rules/invoice'

import { invoicePath } from 'src/lib/links'

export const INVOICE_LINK_TEXT = 'Счёт на оплату (PDF)'

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
  if (!isOrderStatus(order.status) || invoiceStatusProblem(order.status) !== null) return null
  if (order.hasUnpriced) return null
  return (
    <a
      href={invoicePath(order.id)}
      className={className}
      download
      aria-label={`Счёт на оплату заказа ${order.number} (PDF)`}
    >
      {INVOICE_LINK_TEXT}
    </a>
  )
}

export default InvoiceLink
