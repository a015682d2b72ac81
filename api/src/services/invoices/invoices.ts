import { auditStaffOrderRead } from 'src/lib/audit'
import { db } from 'src/lib/db'
import { userDisplayName } from 'src/lib/domain/displayName'
import {
  buildInvoice,
  deliveryLine,
  invoiceFileName,
  invoiceStatusProblem,
  type InvoiceInput,
} from 'src/lib/domain/invoice'
import { formatKzPhone } from 'src/lib/domain/phone'
import { isOrderStaff } from 'src/lib/domain/staffRoles'
import { ConflictError, NotFoundError } from 'src/lib/errors'
import { renderInvoicePdf } from 'src/lib/invoice/pdf'
import { SupplierRequisitesError, supplierRequisites } from 'src/lib/invoice/supplier'
import { logger } from 'src/lib/logger'
import { requireViewerId } from 'src/lib/viewer'
import { ORDER_NOT_FOUND, readableOrders } from 'src/services/orders/orderAccess'

/**
 * The «Счёт на оплату» of an order (issue 20) as a PDF. Only the order's
 * owner and the staff who work orders get it (anyone else hears 404, as
 * for a missing order); only a placed order has one (409 for a draft or a
 * cancelled order). The supplier is the shop (SHOP_* variables), the buyer
 * the customer's company when they have filled it in, otherwise their name
 * and contacts.
 */

const orderForInvoice = {
  items: {
    include: { product: { select: { article: true, name: true } } },
    orderBy: { id: 'asc' },
  },
  user: { include: { company: true } },
} as const

export interface InvoicePdf {
  fileName: string
  pdf: Buffer
}

/** The shop's requisites; an operator's mistake is logged by variable, the caller hears 503. */
function supplier() {
  try {
    return supplierRequisites()
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

function buyerOf(order: Awaited<ReturnType<typeof loadOrder>>): InvoiceInput['buyer'] {
  const { user } = order
  if (user?.company) return { company: user.company }
  if (user) {
    return {
      contact: {
        name: userDisplayName(user),
        email: user.email,
        phone: user.phone ? formatKzPhone(user.phone) : null,
      },
    }
  }
  return {
    contact: {
      name: order.guestName || 'Покупатель',
      email: order.guestEmail,
      phone: order.guestPhone ? formatKzPhone(order.guestPhone) : null,
    },
  }
}

async function loadOrder(orderId: number) {
  const viewerId = requireViewerId()
  const staff = isOrderStaff(context.currentUser?.role)
  const order = await db.order.findFirst({
    where: { id: orderId, ...readableOrders(viewerId, staff) },
    include: orderForInvoice,
  })
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND)
  return order
}

export async function orderInvoicePdf(orderId: number): Promise<InvoicePdf> {
  const order = await loadOrder(orderId)
  // Staff reading a customer's invoice leave an audit entry; the owner does not.
  await auditStaffOrderRead('invoice.download', order.id)
  const statusProblem = invoiceStatusProblem(order.status)
  if (statusProblem) throw new ConflictError(statusProblem)
  const shop = supplier()
  const result = buildInvoice({
    number: order.number,
    date: order.placedAt ?? order.createdAt,
    lines: [
      ...order.items.map((item) => ({
        article: item.product.article,
        name: item.product.name,
        quantity: item.quantity,
        price: item.price,
      })),
      // The sum to pay is the goods plus a fixed delivery fee (domain/delivery).
      ...deliveryLine(order.deliveryFee),
    ],
    supplier: shop,
    buyer: buyerOf(order),
  })
  if ('problem' in result) throw new ConflictError(result.problem)
  return {
    fileName: invoiceFileName(order.number),
    pdf: await renderInvoicePdf(result.invoice, { author: shop.legalName }),
  }
}
