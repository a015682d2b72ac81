import { Link } from '@redwoodjs/router'

import AdminCustomerCell from 'src/components/Admin/AdminCustomerCell'
import AdminPage from 'src/components/Admin/ui/AdminPage'

/** /admin/customers/{id}: one customer, their orders and group. */
const AdminCustomerPage = ({ id }: { id: number }) => (
  <AdminPage
    title="Покупатель"
    actions={
      <Link to="/admin/customers" className="button button--secondary button--small">
        ← Все покупатели
      </Link>
    }
  >
    <AdminCustomerCell id={id} />
  </AdminPage>
)

export default AdminCustomerPage
