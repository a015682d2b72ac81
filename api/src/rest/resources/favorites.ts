import { favoriteInput } from 'src/lib/domain/favorite'
import {
  addMyFavorite,
  FAVORITE_PAGE_RULES,
  getMyFavorite,
  listMyFavorites,
  removeMyFavorite,
} from 'src/services/favorites/favorites'

import { emptyBody, restBody } from '../body'
import { paginated as paginatedSchema } from '../contract'
import { paginated } from '../pagination'
import { paginationParams, pathId } from '../params'
import { defineRoute, Reply } from '../router'
import { FavoriteSchema, serializeFavorite } from '../serializers/cart'

const TAG = 'Избранное'
const NOTE = 'Только своё избранное: чужое или несуществующее — 404, без входа — 401.'

/** Favourites of SPEC §7. */
export const favoriteRoutes = [
  defineRoute({
    method: 'GET',
    path: '/favorites/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Избранное',
    description: `Сначала новые. ${NOTE}`,
    query: paginationParams(FAVORITE_PAGE_RULES.defaultPageSize, FAVORITE_PAGE_RULES.maxPageSize),
    response: paginatedSchema(FavoriteSchema),
    errors: [400, 401, 404],
    handler: async (request, query) =>
      paginated(
        request,
        await listMyFavorites({ page: query.page, pageSize: query.page_size }),
        serializeFavorite
      ),
  }),
  defineRoute({
    method: 'POST',
    path: '/favorites/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Добавить в избранное',
    description: `{product: артикул или id}: 201; уже в избранном — 200 с той же записью. ${NOTE}`,
    body: restBody({ schema: favoriteInput, example: { product: 'NS-100' } }),
    response: FavoriteSchema,
    errors: [400, 401],
    handler: async (_request, _query, body) => {
      const { favorite, created } = await addMyFavorite(body)
      return new Reply(serializeFavorite(favorite), created ? 201 : 200)
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/favorites/:id/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Избранный товар',
    description: NOTE,
    params: { id: pathId },
    response: FavoriteSchema,
    errors: [401, 404],
    handler: async (request) => serializeFavorite(await getMyFavorite(Number(request.params.id))),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/favorites/:id/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Убрать из избранного',
    description: `204 без тела. ${NOTE}`,
    params: { id: pathId },
    body: emptyBody,
    response: FavoriteSchema,
    errors: [400, 401, 404],
    handler: async (request) => {
      await removeMyFavorite(Number(request.params.id))
      return new Reply(null, 204)
    },
  }),
]
