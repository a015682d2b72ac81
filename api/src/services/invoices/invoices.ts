import type { Order } from '@prisma/client'

import { auditStaffOrderRead } from 'src/lib/audit'
import { db } from 'src/lib/db'
import { formatKzPhone } from 'src/lib/domain/phone'
import { isOrderStaff } from 'src/lib/domain/staffRoles'
import { ConflictError, NotFoundError } from 'src/lib/errors'
import { logger } from 'src/lib/logger'
import { requireViewerId } from 'src/lib/viewer'
import { renderInvoicePdf } from 'src/modules/orders'
import { SupplierRequisitesError } from 'src/modules/orders'
import {
  loadGuestOrderByKey,
  ORDER_NOT_FOUND,
  orderFacts,
  orderInclude,
  readableOrders,
} from 'src/modules/orders'
import { invoicePartiesOf, type InvoiceBuyer } from 'src/modules/orders'
import {
  buildInvoice,
  deliveryLine,
  invoiceFileName,
  invoiceStatusProblem,
  type InvoiceInput,
} from 'src/modules/orders/rules/invoice'

/**
 * The «Счёт на оплату» of an order (issue 20) as a PDF. Only the order's
 * owner and the staff who work orders get it (anyone else hears 404, as
 * for a missing order); only a placed order has one (409 for a draft or a
 * cancelled order). Its parties are those fixed on the order at placing
 * (invoiceParties): the supplier the shop's requisites of that day, the
 * buyer the customer's company then, otherwise their name and contacts —
 * so the invoice is the same document whenever it is downloaded.
 */

export interface InvoicePdf {
  fileName: string
  pdf: Buffer
}

/** The stored buyer as the invoice shows it (the phone formatted). */
function buyerOf(buyer: InvoiceBuyer): InvoiceInput['buyer'] {
  if ('company' in buyer) return buyer
  const { name, email, phone } = buyer.contact
  return { contact: { name, email, phone: phone ? formatKzPhone(phone) : null } }
}

async function loadOrder(orderId: number) {
  const viewerId = requireViewerId()
  const staff = isOrderStaff(context.currentUser?.role)
  const order = await db.order.findFirst({
    where: { id: orderId, ...readableOrders(viewerId, staff) },
    include: orderInclude,
  })
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND)
  return order
}

/** The order's parties; an operator's mistake in SHOP_* is logged by variable, the caller hears 503. */
async function partiesOf(order: Order) {
  try {
    return await db.$transaction((tx) => invoicePartiesOf(tx, order))
  } catch (error) {
    if (error instanceof SupplierRequisitesError) {
      logger.error(
        { problems: error.problems },
        'Invoice: the shop requisites (SHOP_*) are invalid'
      )
    }
    throw error
  }
}

export async function orderInvoicePdf(orderId: number): Promise<InvoicePdf> {
  const order = await loadOrder(orderId)
  // Staff reading a customer's invoice leave an audit entry; the owner does not.
  await auditStaffOrderRead('invoice.download', order.id)
  return invoicePdfOf(order)
}

/**
 * A guest's invoice by the key of their order's page (issue 30 §2: a
 * bank-transfer order's letter links it); a key that opens nothing is 404.
 */
export async function guestOrderInvoicePdf(key: string): Promise<InvoicePdf> {
  return invoicePdfOf(await loadGuestOrderByKey(key))
}

async function invoicePdfOf(order: Awaited<ReturnType<typeof loadOrder>>): Promise<InvoicePdf> {
  const statusProblem = invoiceStatusProblem(order.status)
  if (statusProblem) throw new ConflictError(statusProblem)
  const { buyer, supplier } = await partiesOf(order)
  // The order's facts (its one read model): the lines at the prices fixed when placed.
  const facts = orderFacts(order)
  const result = buildInvoice({
    number: facts.number,
    date: facts.placedAt ?? facts.createdAt,
    lines: [
      ...facts.items.map((item) => ({
        article: item.product.article,
        name: item.product.name,
        quantity: item.quantity,
        price: item.price,
      })),
      // The sum to pay is the goods plus a fixed delivery fee (domain/delivery).
      ...deliveryLine(facts.fulfilment.fee),
    ],
    supplier,
    buyer: buyerOf(buyer),
    // The language it was placed in, not the account's today: the same document every day.
    locale: order.locale,
  })
  if ('problem' in result) throw new ConflictError(result.problem)
  return {
    fileName: invoiceFileName(order.number),
    pdf: await renderInvoicePdf(result.invoice, { author: supplier.legalName }),
  }
}
