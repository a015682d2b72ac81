import { navigate, useParams } from '@redwoodjs/router'

import AdminCustomersCell from 'src/components/Admin/AdminCustomersCell'
import { customersHref } from 'src/components/Admin/AdminCustomersCell/AdminCustomersCell'
import AdminFilters from 'src/components/Admin/People/AdminFilters'
import AdminPage from 'src/components/Admin/ui/AdminPage'

/** /admin/customers: customer accounts found by e-mail, name or phone. */
const AdminCustomersPage = () => {
  const params = useParams()
  const page = Math.max(1, Math.trunc(Number(params.page)) || 1)
  const search = (params.search ?? '').slice(0, 100)
  return (
    <AdminPage title="Покупатели">
      <AdminFilters
        label="Поиск покупателей"
        onApply={(values) => navigate(customersHref(values.search, 1))}
      >
        <label>
          E-mail, имя или телефон
          <input name="search" type="search" defaultValue={search} className="field__input" />
        </label>
      </AdminFilters>
      <AdminCustomersCell page={page} search={search} />
    </AdminPage>
  )
}

export default AdminCustomersPage
