import type { Prisma } from '@prisma/client'
import type { MutationResolvers, QueryResolvers } from 'types/graphql'

import { db } from 'src/lib/db'
import {
  favoriteInput,
  PRODUCT_NOT_FOUND_MESSAGE,
  type FavoriteInput,
} from 'src/lib/domain/favorite'
import { type Page, type PageRules, type RawPageRequest } from 'src/lib/domain/pagination'
import { InvalidInputError, NotFoundError } from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { findPage } from 'src/lib/paging'
import { requireViewerId } from 'src/lib/viewer'
import { activeProductIdsByArticle } from 'src/services/products/productRefs'
import {
  productInclude,
  viewedProduct,
  type ProductWithRelations,
} from 'src/services/products/products'

/**
 * A shopper's favourites (SPEC §3 Favourite, §7 /favorites/): own only;
 * someone else's id answers like a missing one.
 */
export const FAVORITE_PAGE_RULES: PageRules = { defaultPageSize: 20, maxPageSize: 100 }

const favoriteInclude = { product: { include: productInclude } } satisfies Prisma.FavoriteInclude
type FavoriteRow = Prisma.FavoriteGetPayload<{ include: typeof favoriteInclude }>
/** A favourite with its product priced for the shopper. */
export type FavoriteWithProduct = Omit<FavoriteRow, 'product'> & { product: ProductWithRelations }

const viewed = (favorite: FavoriteRow): FavoriteWithProduct => ({
  ...favorite,
  product: viewedProduct(favorite.product),
})

export const FAVORITE_NOT_FOUND = 'Избранный товар не найден.'

export async function listMyFavorites(
  input: RawPageRequest = {}
): Promise<Page<FavoriteWithProduct>> {
  const userId = requireViewerId()
  const where = { userId, product: { isActive: true } }
  const page = await findPage(input, FAVORITE_PAGE_RULES, (window) => [
    db.favorite.count({ where }),
    db.favorite.findMany({
      where,
      include: favoriteInclude,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...window,
    }),
  ])
  return { ...page, results: page.results.map(viewed) }
}

/** The product meant: by id first, then by article (domain/favorite reads which). */
async function productIdOf(ref: FavoriteInput['product']): Promise<number> {
  if (ref.id !== null) {
    const found = await db.product.findFirst({ where: { id: ref.id, isActive: true } })
    if (found) return found.id
  }
  if (ref.article !== null) {
    const id = (await activeProductIdsByArticle([ref.article])).get(ref.article)
    if (id !== undefined) return id
  }
  throw new InvalidInputError({ product: [PRODUCT_NOT_FOUND_MESSAGE] })
}

/** POST /favorites/: adds a product; already there → the existing one (`created` false). */
export async function addMyFavorite({
  product,
}: FavoriteInput): Promise<{ favorite: FavoriteWithProduct; created: boolean }> {
  const userId = requireViewerId()
  const productId = await productIdOf(product)
  // One statement: Prisma's upsert reads then inserts, so two taps at once
  // would hit the unique index; ON CONFLICT makes the second a no-op.
  const inserted = await db.$queryRaw<{ id: number }[]>`
    INSERT INTO "Favorite" ("userId", "productId") VALUES (${userId}, ${productId})
    ON CONFLICT ("userId", "productId") DO NOTHING
    RETURNING id`
  const favorite = await db.favorite.findUniqueOrThrow({
    where: { userId_productId: { userId, productId } },
    include: favoriteInclude,
  })
  return { favorite: viewed(favorite), created: inserted.length > 0 }
}

export async function getMyFavorite(id: number): Promise<FavoriteWithProduct> {
  const userId = requireViewerId()
  const favorite = await db.favorite.findFirst({ where: { id, userId }, include: favoriteInclude })
  if (!favorite) throw new NotFoundError(FAVORITE_NOT_FOUND)
  return viewed(favorite)
}

export async function removeMyFavorite(id: number): Promise<void> {
  const userId = requireViewerId()
  const { count } = await db.favorite.deleteMany({ where: { id, userId } })
  if (count === 0) throw new NotFoundError(FAVORITE_NOT_FOUND)
}

const resolved = (value: Promise<unknown>) => value as never

export const myFavorites: QueryResolvers['myFavorites'] = (args) => resolved(listMyFavorites(args))
export const addFavorite: MutationResolvers['addFavorite'] = async (args) =>
  resolved(addMyFavorite(parseInput(favoriteInput, args)).then((r) => r.favorite))
export const removeFavorite: MutationResolvers['removeFavorite'] = async ({ id }) => {
  await removeMyFavorite(id)
  return true
}
