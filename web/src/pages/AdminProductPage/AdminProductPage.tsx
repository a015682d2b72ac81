import AdminProductCell from 'src/components/Admin/Catalog/AdminProductCell'
import { BackToList } from 'src/components/Admin/Catalog/catalogLinks'
import AdminPage from 'src/components/Admin/ui/AdminPage'

/** /admin/products/{id}: one product's edit. */
const AdminProductPage = ({ id }: { id: number }) => (
  <AdminPage title="Товар" actions={<BackToList />}>
    <AdminProductCell id={id} />
  </AdminPage>
)

export default AdminProductPage
