import AdminProductNewCell from 'src/components/Admin/Catalog/AdminProductNewCell'
import { BackToList } from 'src/components/Admin/Catalog/catalogLinks'
import AdminPage from 'src/components/Admin/ui/AdminPage'

/** /admin/products/new: a new product. */
const AdminProductNewPage = () => (
  <AdminPage title="Новый товар" actions={<BackToList />}>
    <AdminProductNewCell />
  </AdminPage>
)

export default AdminProductNewPage
