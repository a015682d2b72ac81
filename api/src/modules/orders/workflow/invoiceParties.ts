import { Prisma, type Order } from '@prisma/client'

import type { CompanyDetailsInput } from 'src/lib/domain/companyDetailsInput'
import { normalizeKzPhone } from 'src/lib/domain/phone'
import { logger } from 'src/lib/logger'
import { SupplierRequisitesError, supplierRequisites } from 'src/modules/orders/invoice/supplier'
import { buyerOf } from 'src/modules/orders/rules/orderBuyer'

/**
 * The two parties of an order's «Счёт на оплату», fixed on the order when it
 * is placed (issue 28 §1): the invoice of an order is the same document
 * tomorrow, whatever the customer or the operator changes later. The buyer
 * is the customer's company details, else their name and contacts, else the
 * guest's; the supplier is the shop's requisites (SHOP_*).
 */

/** A buyer without company details; the phone as stored (E.164), formatted when shown. */
export interface BuyerContact {
  name: string
  email: string | null
  phone: string | null
}

export type InvoiceBuyer = { company: CompanyDetailsInput } | { contact: BuyerContact }

export interface InvoiceParties {
  buyer: InvoiceBuyer
  supplier: CompanyDetailsInput
}

const REQUISITE_KEYS = [
  'legalName',
  'bin',
  'legalAddress',
  'iban',
  'bankName',
  'bik',
  'kbe',
] as const

const requisitesOf = (row: CompanyDetailsInput): CompanyDetailsInput =>
  Object.fromEntries(REQUISITE_KEYS.map((key) => [key, row[key]])) as CompanyDetailsInput

/**
 * The buyer as the order's customer (or guest) stands today: their company's
 * requisites, else the person by the order's one buyer rule (rules/orderBuyer:
 * the contact typed at checkout, else the profile, else the guest's).
 */
async function buyerNow(tx: Prisma.TransactionClient, order: Order): Promise<InvoiceBuyer> {
  const user = order.userId
    ? await tx.user.findUnique({ where: { id: order.userId }, include: { company: true } })
    : null
  if (user?.company) return { company: requisitesOf(user.company) }
  const buyer = buyerOf({ ...order, user })
  return {
    contact: {
      name: buyer.name || 'Покупатель',
      email: buyer.email,
      // Stored as E.164, as every phone; the invoice formats it when shown.
      phone: normalizeKzPhone(buyer.phone),
    },
  }
}

/** The shop's requisites today; null when the operator left them invalid (logged). */
function supplierNow(): CompanyDetailsInput | null {
  try {
    return supplierRequisites()
  } catch (error) {
    if (!(error instanceof SupplierRequisitesError)) throw error
    logger.warn(
      { problems: error.problems },
      'Placing: the shop requisites (SHOP_*) are invalid; the first invoice will fix them'
    )
    return null
  }
}

/**
 * At placing, in the placing transaction (placeLockedDraft, the guest
 * checkout): the buyer and the shop as they are now, stored on the order.
 * Never fails the placing: invalid SHOP_* leave the supplier to the first
 * invoice.
 */
export async function fixInvoiceParties(tx: Prisma.TransactionClient, order: Order) {
  await tx.order.update({
    where: { id: order.id },
    data: {
      invoiceBuyer: (await buyerNow(tx, order)) as unknown as Prisma.InputJsonValue,
      invoiceSupplier: (supplierNow() ?? undefined) as Prisma.InputJsonValue | undefined,
    },
  })
}

/**
 * The parties an invoice names: the order's snapshot. An order placed before
 * the snapshot existed (or while SHOP_* were invalid) lacks a part: the first
 * invoice stores today's (supplierRequisites' 503 when they are still
 * invalid), and every later one reads what it stored.
 */
export async function invoicePartiesOf(
  tx: Prisma.TransactionClient,
  order: Order
): Promise<InvoiceParties> {
  let buyer = order.invoiceBuyer as unknown as InvoiceBuyer | null
  let supplier = order.invoiceSupplier as unknown as CompanyDetailsInput | null
  if (buyer && supplier) return { buyer, supplier }
  buyer ??= await buyerNow(tx, order)
  supplier ??= supplierRequisites()
  // Only what is still missing: two first invoices at once store the same values once.
  await tx.order.updateMany({
    where: { id: order.id, invoiceBuyer: { equals: Prisma.AnyNull } },
    data: { invoiceBuyer: buyer as unknown as Prisma.InputJsonValue },
  })
  await tx.order.updateMany({
    where: { id: order.id, invoiceSupplier: { equals: Prisma.AnyNull } },
    data: { invoiceSupplier: supplier as unknown as Prisma.InputJsonValue },
  })
  const stored = await tx.order.findUniqueOrThrow({
    where: { id: order.id },
    select: { invoiceBuyer: true, invoiceSupplier: true },
  })
  return {
    buyer: stored.invoiceBuyer as unknown as InvoiceBuyer,
    supplier: stored.invoiceSupplier as unknown as CompanyDetailsInput,
  }
}
