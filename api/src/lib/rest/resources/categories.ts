import { listCategories } from 'src/services/categories/categories'

import { json, type RestRequest } from '../http'
import { paginated } from '../pagination'
import { queryBoolean, queryPage } from '../query'
import { serializeCategory } from '../serializers/category'

/** GET /category/?is_popular=&page=&page_size= */
export async function getCategories(request: RestRequest) {
  const page = await listCategories({
    isPopular: queryBoolean(request.query, 'is_popular'),
    ...queryPage(request.query),
  })
  return json(paginated(request, page, serializeCategory))
}
