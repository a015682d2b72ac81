import { Link } from '@redwoodjs/router'

import AdminLeadCell from 'src/components/Admin/AdminLeadCell'
import AdminPage from 'src/components/Admin/ui/AdminPage'

/** /admin/leads/{id}: one lead — what the customer asked, its CRM state, «Обработана». */
const AdminLeadPage = ({ id }: { id: number }) => (
  <AdminPage
    title="Заявка"
    actions={
      <Link to="/admin/leads" className="button button--secondary button--small">
        ← Все заявки
      </Link>
    }
  >
    <AdminLeadCell id={id} />
  </AdminPage>
)

export default AdminLeadPage
