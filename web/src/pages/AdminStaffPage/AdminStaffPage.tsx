import { INVITATION_TTL_MS } from '@domain/adminPeople'

import { useParams } from '@redwoodjs/router'

import { useAuth } from 'src/auth'
import AdminExchangeAccountsCell from 'src/components/Admin/AdminExchangeAccountsCell'
import AdminStaffCell from 'src/components/Admin/AdminStaffCell'
import InviteStaffForm from 'src/components/Admin/People/InviteStaffForm'
import AdminPage from 'src/components/Admin/ui/AdminPage'

const HOUR_MS = 60 * 60 * 1000

/** «72 часа», «48 часов», «1 час»: the invitation's life as the api sets it. */
export const hoursText = (ms: number) => {
  const hours = Math.round(ms / HOUR_MS)
  const last = hours % 10
  const lastTwo = hours % 100
  const word =
    last === 1 && lastTwo !== 11
      ? 'час'
      : last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)
        ? 'часа'
        : 'часов'
  return `${hours} ${word}`
}

/** /admin/staff (admins): staff accounts, invitations, roles, disabling. */
const AdminStaffPage = () => {
  const { currentUser } = useAuth()
  const params = useParams()
  const page = Math.max(1, Math.trunc(Number(params.page)) || 1)
  return (
    <AdminPage title="Сотрудники">
      <h2>Пригласить сотрудника</h2>
      <p>
        Сотрудник получит письмо со ссылкой, по которой задаст пароль. Ссылка действует{' '}
        {hoursText(INVITATION_TTL_MS)} и только один раз.
      </p>
      <InviteStaffForm />
      <h2>Все сотрудники</h2>
      <AdminStaffCell page={page} currentUserId={currentUser?.id ?? null} />
      <h2>Обмен с 1С</h2>
      <p>
        Учётная запись, под которой 1С ведёт обмен с сайтом (адрес <code>/api/1c/exchange</code>
        ): только обмен, без входа на сайт и в админку.
      </p>
      <AdminExchangeAccountsCell />
    </AdminPage>
  )
}

export default AdminStaffPage
