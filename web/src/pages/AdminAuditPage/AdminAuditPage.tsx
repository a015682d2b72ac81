import { AUDIT_ENTITY_CHOICES } from '@modules/audit/rules/auditTitles'

import { navigate, useParams } from '@redwoodjs/router'

import AdminAuditCell from 'src/components/Admin/AdminAuditCell'
import { auditHref } from 'src/components/Admin/AdminAuditCell/AdminAuditCell'
import AdminFilters from 'src/components/Admin/People/AdminFilters'
import { auditParamsOf } from 'src/components/Admin/People/auditParams'
import AdminNotice, { alertOf } from 'src/components/Admin/ui/AdminNotice'
import AdminPage from 'src/components/Admin/ui/AdminPage'

/** /admin/audit (admins): every staff change, newest first. */
const AdminAuditPage = () => {
  const params = useParams()
  const { page, filters, messages } = auditParamsOf(params)
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
          <select name="entity" defaultValue={filters.entity} className="field__input">
            <option value="">Все</option>
            {AUDIT_ENTITY_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
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
          <input
            name="to"
            type="date"
            // A refused «по» stays in the field, next to its message, to be corrected.
            defaultValue={params.to ?? ''}
            className="field__input"
          />
        </label>
      </AdminFilters>
      <AdminNotice notice={alertOf(messages.join(' ') || null)} />
      <p>Время — по Алматы (Asia/Almaty).</p>
      <AdminAuditCell page={page} {...filters} />
    </AdminPage>
  )
}

export default AdminAuditPage
