import { parseWith } from '@domain/inputFields'
import { ADMIN_PRODUCT_SORTS, adminProductFilterSchema } from '@modules/catalog/rules/adminCatalog'

import { useParams } from '@redwoodjs/router'

import AdminProductsCell from 'src/components/Admin/Catalog/AdminProductsCell'
import type { ListParams } from 'src/components/Admin/Catalog/AdminProductsCell/AdminProductsCell'
import { CatalogActions } from 'src/components/Admin/Catalog/catalogLinks'
import AdminPage from 'src/components/Admin/ui/AdminPage'

/**
 * The list's parameters from the address: the filter by the api's own
 * schema (ids as numbers), the page and sort when they are ones the api
 * takes. What it would refuse is dropped, so a hand-edited address still
 * shows the list.
 */
export function listInputOf(params: Record<string, string>): ListParams {
  const filter = parseWith(adminProductFilterSchema.partial(), params)
  const input: ListParams = {}
  if ('data' in filter) {
    for (const [key, value] of Object.entries(filter.data)) {
      if (value !== null && value !== undefined && value !== '')
        (input as Record<string, unknown>)[key] = value
    }
  }
  if (/^[1-9]\d{0,5}$/.test(params.page ?? '')) input.page = Number(params.page)
  if ((ADMIN_PRODUCT_SORTS as readonly string[]).includes(params.sort)) {
    input.sort = params.sort as ListParams['sort']
  }
  if (params.direction === 'asc' || params.direction === 'desc') input.direction = params.direction
  return input
}

/** /admin/products: the catalogue, searched and filtered. */
const AdminProductsPage = () => {
  const params = useParams()
  return (
    <AdminPage title="Каталог" actions={<CatalogActions />}>
      <AdminProductsCell input={listInputOf(params)} />
    </AdminPage>
  )
}

export default AdminProductsPage
