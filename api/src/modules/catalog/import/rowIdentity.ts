/**
 * Which stored product an import row is about: found by its 1C Ид, else by
 * its article; an article or Ид may appear once per import. An import row
 * may give a product found by its Ид a new article; an offer's article only
 * helps to find the product (docs/editors.md). Pure.
 */
import type { RowReport } from './rowReport'
import type { ProductDraft, ProductState } from './types'

export interface IdentityContext {
  byArticle: Map<string, ProductState>
  byExternalId: Map<string, ProductState>
  /** Where each article and 1C Ид was first met in this import. */
  seenArticles: Map<string, string>
  seenExternalIds: Map<string, string>
}

export interface RowIdentity {
  /** The stored product; undefined: the row makes a new one. */
  existing: ProductState | undefined
  /** The row gives the stored product its article. */
  renames: boolean
}

/** A second row with the same article or Ид is an error naming the first. */
function markSeen(draft: ProductDraft, ctx: IdentityContext, report: RowReport) {
  if (draft.article) {
    const first = ctx.seenArticles.get(draft.article)
    if (first) report.error(`Артикул ${draft.article} уже встречался: ${first}.`)
    else ctx.seenArticles.set(draft.article, draft.where)
  }
  if (draft.externalId) {
    const first = ctx.seenExternalIds.get(draft.externalId)
    if (first) report.error(`Ид ${draft.externalId} уже встречался: ${first}.`)
    else ctx.seenExternalIds.set(draft.externalId, draft.where)
  }
}

/** The product with the row's Ид, else with its article unless that one has another Ид. */
function storedProduct(draft: ProductDraft, ctx: IdentityContext, report: RowReport) {
  const { article, externalId } = draft
  const byId = externalId ? ctx.byExternalId.get(externalId) : undefined
  if (byId || !article) return byId
  const byArticle = ctx.byArticle.get(article)
  if (byArticle?.externalId && externalId && byArticle.externalId !== externalId) {
    report.error(`Артикул ${article} уже у другого товара (Ид 1С ${byArticle.externalId}).`)
    return undefined
  }
  return byArticle
}

export function identify(
  draft: ProductDraft,
  ctx: IdentityContext,
  report: RowReport
): RowIdentity {
  const { article } = draft
  markSeen(draft, ctx, report)
  const existing = storedProduct(draft, ctx, report)
  const renames = Boolean(existing && article && existing.article !== article && !draft.updateOnly)
  if (renames && article && existing) {
    const holder = ctx.byArticle.get(article)
    if (holder && holder.id !== existing.id)
      report.error(`Артикул ${article} уже у другого товара.`)
  }
  if (!existing && draft.updateOnly) report.error(draft.updateOnly)
  if (!existing && !article && !draft.updateOnly) report.error('Не указан артикул.')
  return { existing, renames }
}

/** The article the report names a row by: the stored one, the row's, or its Ид. */
export function reportedArticle(draft: ProductDraft, { existing, renames }: RowIdentity) {
  if (existing && !renames) return existing.article
  return draft.article ?? (draft.externalId ? `Ид ${draft.externalId}` : null)
}
