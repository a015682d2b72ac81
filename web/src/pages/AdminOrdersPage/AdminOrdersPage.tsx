import { useParams } from '@redwoodjs/router'

import AdminOrderFiltersWithShops from 'src/components/Admin/AdminOrderFilters/AdminOrderFiltersWithShops'
import { exportHref, listParamsOf } from 'src/components/Admin/AdminOrderList/adminOrderParams'
import AdminOrdersCell from 'src/components/Admin/AdminOrdersCell'
import AdminPage from 'src/components/Admin/ui/AdminPage'

/**
 * /admin/orders: every placed order, filtered, sorted and paged by the
 * address bar; the exports take the same filter.
 */
const AdminOrdersPage = () => {
  const params = listParamsOf(useParams())
  return (
    <AdminPage
      title="Заказы"
      actions={
        <>
          <a
            href={exportHref(params, 'xlsx')}
            className="button button--secondary button--small"
            download
          >
            Скачать XLSX
          </a>
          <a
            href={exportHref(params, 'csv')}
            className="button button--secondary button--small"
            download
          >
            Скачать CSV
          </a>
        </>
      }
    >
      <AdminOrderFiltersWithShops params={params} />
      <AdminOrdersCell params={params} />
    </AdminPage>
  )
}

export default AdminOrdersPage
