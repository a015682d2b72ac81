/**
 * The back office's product list input: the shared paging and sorting
 * (adminList) with the catalogue's filter. Api only: adminList's paging
 * rules come with the api's errors, which the web does not load; the web
 * takes the filter and sort keys from domain/adminCatalog.
 */
import { adminListSchema } from '../../../lib/domain/adminList'
import type { InputOf } from '../../../lib/domain/inputFields'

import { ADMIN_PRODUCT_SORTS, adminProductFilterShape } from './adminCatalog'

export const adminProductListSchema = adminListSchema(ADMIN_PRODUCT_SORTS, {
  sort: 'updatedAt',
  direction: 'desc',
}).extend(adminProductFilterShape)
export type AdminProductListInput = InputOf<typeof adminProductListSchema>
