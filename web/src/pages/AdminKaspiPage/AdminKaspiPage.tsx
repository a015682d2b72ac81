import AdminKaspiCell from 'src/components/Admin/AdminKaspiCell'
import AdminPage from 'src/components/Admin/ui/AdminPage'

/** /admin/kaspi (admins): the Kaspi.kz (and omarket.kz) price list, its settings and counts. */
const AdminKaspiPage = () => (
  <AdminPage title="Kaspi.kz">
    <p>
      Kaspi перечитывает прайс-лист примерно каждые 30 минут: цены и остатки в нём — розничные цены
      и свободные остатки магазина на момент запроса. Как подключить — в docs/marketplaces.md.
    </p>
    <AdminKaspiCell />
  </AdminPage>
)

export default AdminKaspiPage
