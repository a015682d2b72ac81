import { Metadata } from '@redwoodjs/web'

import AdminDashboardCell from 'src/components/Admin/AdminDashboardCell'

/** /admin: the back office's first screen, what waits for the staff. */
const AdminDashboardPage = () => (
  <>
    <Metadata title="Дашборд — управление" robots="noindex" />
    <h1 className="page__title">Дашборд</h1>
    <AdminDashboardCell />
  </>
)

export default AdminDashboardPage
