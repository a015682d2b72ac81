import AdminBulkPriceCell from 'src/components/Admin/Catalog/AdminBulkPriceCell'
import { BackToList } from 'src/components/Admin/Catalog/catalogLinks'
import AdminPage from 'src/components/Admin/ui/AdminPage'

/** /admin/products/prices: one price change for many products. */
const AdminProductPricesPage = () => (
  <AdminPage title="Изменение цен" actions={<BackToList />}>
    <AdminBulkPriceCell />
  </AdminPage>
)

export default AdminProductPricesPage
