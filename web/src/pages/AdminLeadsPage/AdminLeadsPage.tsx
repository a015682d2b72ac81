import { DELIVERY_STATE_TITLES, LEAD_SOURCE_TITLES } from '@domain/adminPeople'

import { navigate, useParams } from '@redwoodjs/router'

import AdminLeadsCell from 'src/components/Admin/AdminLeadsCell'
import { leadsHref } from 'src/components/Admin/AdminLeadsCell/AdminLeadsCell'
import AdminFilters from 'src/components/Admin/People/AdminFilters'
import AdminPage from 'src/components/Admin/ui/AdminPage'

const pageOf = (value: string | undefined) => {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : 1
}

const choiceOf = (value: string | undefined, choices: Record<string, string>) =>
  value && value in choices ? value : null

/** /admin/leads: callback and order leads with their CRM state, and the failed messages. */
const AdminLeadsPage = () => {
  const params = useParams()
  const state = choiceOf(params.state, DELIVERY_STATE_TITLES)
  const source = choiceOf(params.source, LEAD_SOURCE_TITLES)
  return (
    <AdminPage title="Заявки и сообщения">
      <AdminFilters
        label="Фильтр заявок"
        onApply={(values) => navigate(leadsHref({ state: values.state, source: values.source }))}
      >
        <label>
          Состояние в CRM
          <select name="state" defaultValue={state ?? ''} className="field__input">
            <option value="">Все</option>
            {Object.entries(DELIVERY_STATE_TITLES).map(([value, title]) => (
              <option key={value} value={value}>
                {title}
              </option>
            ))}
          </select>
        </label>
        <label>
          Источник
          <select name="source" defaultValue={source ?? ''} className="field__input">
            <option value="">Все</option>
            {Object.entries(LEAD_SOURCE_TITLES).map(([value, title]) => (
              <option key={value} value={value}>
                {title}
              </option>
            ))}
          </select>
        </label>
      </AdminFilters>
      <AdminLeadsCell
        page={pageOf(params.page)}
        messagesPage={pageOf(params.messagesPage)}
        state={state}
        source={source}
      />
    </AdminPage>
  )
}

export default AdminLeadsPage
