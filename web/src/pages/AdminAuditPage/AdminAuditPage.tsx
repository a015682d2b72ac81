import { navigate, useParams } from '@redwoodjs/router'

import AdminAuditCell from 'src/components/Admin/AdminAuditCell'
import { auditHref } from 'src/components/Admin/AdminAuditCell/AdminAuditCell'
import AdminFilters from 'src/components/Admin/People/AdminFilters'
import AdminPage from 'src/components/Admin/ui/AdminPage'

const DAY = /^\d{4}-\d{2}-\d{2}$/
const dayOf = (value: string | undefined) => (value && DAY.test(value) ? value : null)

/** /admin/audit (admins): every staff change, newest first. */
const AdminAuditPage = () => {
  const params = useParams()
  const page = Math.max(1, Math.trunc(Number(params.page)) || 1)
  const filters = {
    entity: (params.entity ?? '').slice(0, 50),
    actorEmail: (params.actorEmail ?? '').slice(0, 254),
    from: dayOf(params.from),
    to: dayOf(params.to),
  }
  return (
    <AdminPage title="Журнал изменений">
      <AdminFilters
        label="Фильтр журнала"
        onApply={(values) =>
          navigate(
            auditHref({
              entity: values.entity,
              actorEmail: values.actorEmail,
              from: values.from,
              to: values.to,
            })
          )
        }
      >
        <label>
          Объект
          <input name="entity" defaultValue={filters.entity} className="field__input" />
        </label>
        <label>
          E-mail сотрудника
          <input name="actorEmail" defaultValue={filters.actorEmail} className="field__input" />
        </label>
        <label>
          С даты
          <input
            name="from"
            type="date"
            defaultValue={filters.from ?? ''}
            className="field__input"
          />
        </label>
        <label>
          По дату
          <input name="to" type="date" defaultValue={filters.to ?? ''} className="field__input" />
        </label>
      </AdminFilters>
      <p>Время — по Алматы (Asia/Almaty).</p>
      <AdminAuditCell page={page} {...filters} />
    </AdminPage>
  )
}

export default AdminAuditPage
