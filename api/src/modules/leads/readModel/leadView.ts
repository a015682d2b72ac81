import type { CallbackLead, Prisma } from '@prisma/client'

import { db } from 'src/lib/db'
import { pageWindowOf } from 'src/lib/domain/adminList'

import type { CrmView } from '../rules/crmDelivery'
import { leadStatusOf, type LeadStatus } from '../rules/leadHandling'
import type { AdminLeadListInput } from '../rules/leadList'
import { productArticleOf } from '../rules/leadOrigin'

/**
 * The staff's view of leads (issue 30 §3): the list with its filters and
 * one lead with everything the customer gave, where it came from, its
 * handling and its way to the CRM (as data: the sentences are the rules').
 */

/** rules/crmDelivery `crmViewOf` as a query: the same three views, each lead in one. */
export const CRM_VIEW_WHERE: Record<CrmView, Prisma.CallbackLeadWhereInput> = {
  delivered: { crmState: 'delivered' },
  problem: {
    OR: [{ crmState: 'failed' }, { crmState: 'pending', crmAttempts: { gt: 0 } }],
  },
  queued: { crmState: 'pending', crmAttempts: 0 },
}

/** rules/leadHandling `leadStatusOf` as a query. */
export const LEAD_STATUS_WHERE: Record<LeadStatus, Prisma.CallbackLeadWhereInput> = {
  new: { handledAt: null },
  handled: { handledAt: { not: null } },
}

const leadInclude = {
  order: { select: { id: true, number: true } },
} satisfies Prisma.CallbackLeadInclude

type LoadedLead = CallbackLead & { order: { id: number; number: string } | null }

export interface AdminLeadView {
  id: number
  source: string
  username: string
  phone: string
  email: string | null
  comment: string
  page: string | null
  productArticle: string | null
  productName: string | null
  orderId: number | null
  orderNumber: string | null
  createdAt: Date
  status: LeadStatus
  handledAt: Date | null
  handledByEmail: string | null
  handledNote: string | null
  crmState: string
  crmAttempts: number
  lastError: string | null
  deliveredAt: Date | null
  crmDealId: string | null
}

/** The names of the products the leads are about, by article (one query for a page of leads). */
async function productNames(leads: LoadedLead[]) {
  const articles = [...new Set(leads.map(productArticleOf).filter((a): a is string => !!a))]
  if (articles.length === 0) return new Map<string, string>()
  const products = await db.product.findMany({
    where: { article: { in: articles } },
    select: { article: true, name: true },
  })
  return new Map(products.map((product) => [product.article, product.name]))
}

function viewOf(lead: LoadedLead, names: Map<string, string>): AdminLeadView {
  const article = productArticleOf(lead)
  return {
    id: lead.id,
    source: lead.source,
    username: lead.username,
    phone: lead.phone,
    email: lead.email,
    comment: lead.comment,
    page: lead.page,
    productArticle: article,
    productName: article ? (names.get(article) ?? null) : null,
    orderId: lead.order?.id ?? null,
    orderNumber: lead.order?.number ?? null,
    createdAt: lead.createdAt,
    status: leadStatusOf(lead),
    handledAt: lead.handledAt,
    handledByEmail: lead.handledByEmail,
    handledNote: lead.handledNote,
    crmState: lead.crmState,
    crmAttempts: lead.crmAttempts,
    lastError: lead.lastError,
    deliveredAt: lead.deliveredAt,
    crmDealId: lead.crmDealId,
  }
}

/** The list's condition: every chosen filter at once. */
export const leadListWhere = (input: Pick<AdminLeadListInput, 'status' | 'crm' | 'source'>) => ({
  AND: [
    input.status ? LEAD_STATUS_WHERE[input.status] : {},
    input.crm ? CRM_VIEW_WHERE[input.crm] : {},
    input.source ? { source: input.source } : {},
  ],
})

export async function listLeads(input: AdminLeadListInput) {
  const where = leadListWhere(input)
  const [total, leads] = await Promise.all([
    db.callbackLead.count({ where }),
    db.callbackLead.findMany({
      where,
      orderBy: [{ createdAt: input.direction }, { id: input.direction }],
      include: leadInclude,
      ...pageWindowOf(input),
    }),
  ])
  const names = await productNames(leads)
  return {
    total,
    page: input.page,
    pageSize: input.pageSize,
    items: leads.map((lead) => viewOf(lead, names)),
  }
}

/** One lead, or null. */
export async function findLead(
  id: number,
  client: Prisma.TransactionClient = db
): Promise<AdminLeadView | null> {
  const lead = await client.callbackLead.findUnique({ where: { id }, include: leadInclude })
  return lead ? viewOf(lead, await productNames([lead])) : null
}

/** Leads nobody has marked «Обработана» yet (the dashboard's card). */
export const countLeadsNotHandled = () => db.callbackLead.count({ where: LEAD_STATUS_WHERE.new })

export const LEAD_AUDIT_ENTITY = 'callbackLead' as const

export interface LeadHistoryEntry {
  at: Date
  actorEmail: string
  /** `lead.handle` or `lead.reopen` (the audit log's actions). */
  action: string
  /** The note written with «Обработана». */
  note: string | null
}

/**
 * Every handling and reopening of a lead, oldest first, from the audit log
 * (which keeps them all: the lead keeps only the current handling).
 */
export async function leadHistory(leadId: number): Promise<LeadHistoryEntry[]> {
  const entries = await db.auditEntry.findMany({
    where: {
      entity: LEAD_AUDIT_ENTITY,
      entityId: String(leadId),
      action: { in: ['lead.handle', 'lead.reopen'] },
    },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  })
  return entries.map((entry) => {
    const after = (entry.after ?? {}) as Record<string, unknown>
    return {
      at: entry.createdAt,
      actorEmail: entry.actorEmail,
      action: entry.action,
      note: entry.action === 'lead.handle' && typeof after.note === 'string' ? after.note : null,
    }
  })
}
