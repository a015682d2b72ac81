import AdminPriceTypesCell from 'src/components/Admin/AdminPriceTypesCell'
import AdminPage from 'src/components/Admin/ui/AdminPage'

/** /admin/price-types (admins): price types and the type each customer group sees. */
const AdminPriceTypesPage = () => (
  <AdminPage title="Типы цен">
    <p>
      Розничная цена — «Цена» товара; цены других типов и скидки за количество задаются в карточке
      товара, в разделе «Цены по типам».
    </p>
    <AdminPriceTypesCell />
  </AdminPage>
)

export default AdminPriceTypesPage
