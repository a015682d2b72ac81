import { Metadata } from '@redwoodjs/web'

import AdminDashboardCell from 'src/components/Admin/AdminDashboardCell'
import AdminWaitedProductsCell from 'src/components/Admin/AdminWaitedProductsCell'

/** /admin: the back office's first screen, what waits for the staff. */
const AdminDashboardPage = () => (
  <>
    <Metadata title="Дашборд — управление" robots="noindex" />
    <h1 className="page__title">Дашборд</h1>
    <AdminDashboardCell />
    <AdminWaitedProductsCell />
  </>
)

export default AdminDashboardPage
