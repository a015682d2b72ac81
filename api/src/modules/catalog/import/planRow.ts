/**
 * One import row against the stored product, step by step: its own fields
 * by the product form's rules (rowChecks), which product it is (rowIdentity), its fields — name, place, prices, stock, pictures,
 * characteristics (rowFields) and prices of other types (typePrices) — and,
 * when nothing is wrong, the write with its changes in words (rowWrite).
 * Pure; planImport runs it for every row in file order.
 */
import type { RowStatus } from './outcome'
import { fieldProblemsOf } from './rowChecks'
import {
  attributeChanges,
  imagesOf,
  nameOf,
  placeOf,
  retailAfter,
  retailPricesOf,
  stockOf,
} from './rowFields'
import { identify, reportedArticle, type IdentityContext, type RowIdentity } from './rowIdentity'
import { RowReport } from './rowReport'
import { creationOf, updateOf, type RowParts, type WriteContext } from './rowWrite'
import { typePricesOf, type TypePriceContext } from './typePrices'
import type { ProductDraft, ProductWrite, RowOutcome } from './types'

export type PlanContext = IdentityContext & TypePriceContext & WriteContext

export interface RowPlan {
  outcome: RowOutcome
  write: ProductWrite | null
}

/** What the row asks for, each field checked against the stored product. */
function partsOf(
  draft: ProductDraft,
  { existing }: RowIdentity,
  ctx: PlanContext,
  report: RowReport
): RowParts {
  const place = placeOf(draft, existing, ctx.sections, report)
  const name = nameOf(draft, existing, report)
  const prices = retailPricesOf(draft, existing, report)
  const typePrices = typePricesOf(draft, existing, retailAfter(prices, existing), ctx, report)
  return {
    name,
    place,
    prices,
    typePrices,
    stock: draft.stock && stockOf(draft.stock, ctx.shops),
    images: draft.images && name ? imagesOf(draft.images, name) : undefined,
    attributes: draft.attributes ? attributeChanges(draft.attributes, existing, report) : null,
  }
}

export function planRow(draft: ProductDraft, ctx: PlanContext): RowPlan {
  const report = new RowReport(draft)
  for (const problem of fieldProblemsOf(draft)) report.error(problem)
  const identity = identify(draft, ctx, report)
  const parts = partsOf(draft, identity, ctx, report)
  const outcome = (status: RowStatus, changes: string[] = []): RowOutcome => ({
    where: draft.where,
    order: draft.order,
    article: reportedArticle(draft, identity),
    status,
    changes,
    errors: report.errors,
    notes: report.notes,
  })
  if (report.rejected) return { outcome: outcome('rejected'), write: null }
  if (!identity.existing) {
    const { changes, write } = creationOf(draft, parts, ctx)
    return { outcome: outcome('created', changes), write }
  }
  const planned = updateOf(draft, identity, parts, ctx)
  if (!planned) return { outcome: outcome('unchanged'), write: null }
  return { outcome: outcome('updated', planned.changes), write: planned.write }
}
