import { BackToList } from 'src/components/Admin/Catalog/catalogLinks'
import ProductImport from 'src/components/Admin/Catalog/ProductImport/ProductImport'
import AdminPage from 'src/components/Admin/ui/AdminPage'

/** /admin/products/import: products from a sheet, checked first. */
const AdminProductImportPage = () => (
  <AdminPage title="Загрузка товаров из файла" actions={<BackToList />}>
    <ProductImport />
  </AdminPage>
)

export default AdminProductImportPage
