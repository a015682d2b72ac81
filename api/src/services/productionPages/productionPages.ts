import type { ProductionPage as ProductionPageRow } from '@prisma/client'
import type { ProductionPageRelationResolvers, QueryResolvers } from 'types/graphql'

import { db } from 'src/lib/db'
import { parseIdOrSlug } from 'src/lib/domain/idOrSlug'
import { NotFoundError } from 'src/lib/errors'
import { mediaUrl } from 'src/lib/media'
import { inRequestLocale, langResolvers } from 'src/lib/textLocale'

/** A production page in the request's language (lib/textLocale). */
const pageInRequestLocale = (row: ProductionPageRow) =>
  inRequestLocale(row, ['title', 'summary', 'body'])
export type LocalizedProductionPage = ReturnType<typeof pageInRequestLocale>

/** The production pages (SPEC §2, 8 slugs) in display order (GraphQL `productionPages`, REST /production/). */
export async function listProductionPages(): Promise<LocalizedProductionPage[]> {
  const rows = await db.productionPage.findMany({ orderBy: [{ position: 'asc' }, { id: 'asc' }] })
  return rows.map(pageInRequestLocale)
}

/**
 * One production page by numeric id or by slug (REST /production/{id}/,
 * e.g. /production/water-pumping-station/); 404 when there is none.
 */
export async function getProductionPage(
  idOrSlug: string | number | null | undefined
): Promise<LocalizedProductionPage> {
  const key = parseIdOrSlug(idOrSlug)
  const page = key ? await db.productionPage.findUnique({ where: key }) : null
  if (!page) throw new NotFoundError()
  return pageInRequestLocale(page)
}

export const productionPages: QueryResolvers['productionPages'] = () => listProductionPages()

export const productionPage: QueryResolvers['productionPage'] = ({ idOrSlug }) =>
  getProductionPage(idOrSlug)

/** Field resolvers: stored media paths become public addresses, as in REST. */
export const ProductionPage: ProductionPageRelationResolvers = {
  image: (_args, { root }) => mediaUrl(root.image),
  gallery: (_args, { root }) => root.gallery.map((image) => mediaUrl(image)!),
  ...langResolvers(['title', 'summary', 'body']),
}
