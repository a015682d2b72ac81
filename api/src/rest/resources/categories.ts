import { CATEGORY_PAGE_RULES, listCategories } from 'src/services/categories/categories'

import { paginated as paginatedSchema } from '../contract'
import { paginated } from '../pagination'
import { paginationParams, qBoolean } from '../params'
import { defineRoute } from '../router'
import { CategorySchema, serializeCategory } from '../serializers/category'

export const categoryRoutes = [
  defineRoute({
    method: 'GET',
    cache: 'catalog',
    path: '/category/',
    localized: true,
    tag: 'Каталог',
    summary: 'Разделы каталога',
    query: {
      is_popular: qBoolean('Только популярные разделы (true/false)'),
      ...paginationParams(CATEGORY_PAGE_RULES.defaultPageSize, CATEGORY_PAGE_RULES.maxPageSize),
    },
    response: paginatedSchema(CategorySchema),
    errors: [400, 404],
    handler: async (request, query) =>
      paginated(
        request,
        await listCategories({
          isPopular: query.is_popular,
          page: query.page,
          pageSize: query.page_size,
        }),
        serializeCategory
      ),
  }),
]
