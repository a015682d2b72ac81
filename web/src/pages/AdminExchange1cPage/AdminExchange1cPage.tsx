import { useParams } from '@redwoodjs/router'

import AdminCatalogExchangesCell from 'src/components/Admin/AdminCatalogExchangesCell'
import AdminPage from 'src/components/Admin/ui/AdminPage'

/**
 * /admin/exchange-1c (catalogue staff): the log of 1C's catalogue exchanges —
 * when, which account, the files, what was created, updated and hidden,
 * remarks and errors (docs/1c-exchange.md).
 */
const AdminExchange1cPage = () => {
  const params = useParams()
  const page = Math.max(1, Math.trunc(Number(params.page)) || 1)
  return (
    <AdminPage title="Обмен с 1С">
      <p>
        1С сама присылает каталог, цены и остатки по адресу <code>/api/1c/exchange</code> по
        расписанию узла обмена. Учётную запись обмена создаёт администратор в разделе «Сотрудники».
      </p>
      <AdminCatalogExchangesCell page={page} />
    </AdminPage>
  )
}

export default AdminExchange1cPage
