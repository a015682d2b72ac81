import type { ProductionPage as ProductionPageRow } from '@prisma/client'
import type { ProductionPageRelationResolvers, QueryResolvers } from 'types/graphql'

import { db } from 'src/lib/db'
import { parseIdOrSlug } from 'src/lib/domain/idOrSlug'
import { NotFoundError } from 'src/lib/errors'
import { mediaUrl } from 'src/lib/media'

/** The production pages (SPEC §2, 8 slugs) in display order (GraphQL `productionPages`, REST /production/). */
export function listProductionPages(): Promise<ProductionPageRow[]> {
  return db.productionPage.findMany({ orderBy: [{ position: 'asc' }, { id: 'asc' }] })
}

/**
 * One production page by numeric id or by slug (REST /production/{id}/,
 * e.g. /production/water-pumping-station/); 404 when there is none.
 */
export async function getProductionPage(
  idOrSlug: string | number | null | undefined
): Promise<ProductionPageRow> {
  const key = parseIdOrSlug(idOrSlug)
  const page = key ? await db.productionPage.findUnique({ where: key }) : null
  if (!page) throw new NotFoundError()
  return page
}

export const productionPages: QueryResolvers['productionPages'] = () => listProductionPages()

export const productionPage: QueryResolvers['productionPage'] = ({ idOrSlug }) =>
  getProductionPage(idOrSlug)

/** Field resolvers: stored media paths become public addresses, as in REST. */
export const ProductionPage: ProductionPageRelationResolvers = {
  image: (_args, { root }) => mediaUrl(root.image),
  gallery: (_args, { root }) => root.gallery.map((image) => mediaUrl(image)!),
}
