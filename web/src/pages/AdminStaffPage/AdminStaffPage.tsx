import { useParams } from '@redwoodjs/router'

import { useAuth } from 'src/auth'
import AdminStaffCell from 'src/components/Admin/AdminStaffCell'
import InviteStaffForm from 'src/components/Admin/People/InviteStaffForm'
import AdminPage from 'src/components/Admin/ui/AdminPage'

/** /admin/staff (admins): staff accounts, invitations, roles, disabling. */
const AdminStaffPage = () => {
  const { currentUser } = useAuth()
  const params = useParams()
  const page = Math.max(1, Math.trunc(Number(params.page)) || 1)
  return (
    <AdminPage title="Сотрудники">
      <h2>Пригласить сотрудника</h2>
      <p>
        Сотрудник получит письмо со ссылкой, по которой задаст пароль. Ссылка действует 72 часа и
        только один раз.
      </p>
      <InviteStaffForm />
      <h2>Все сотрудники</h2>
      <AdminStaffCell page={page} currentUserId={currentUser?.id ?? null} />
    </AdminPage>
  )
}

export default AdminStaffPage
