import { CRM_VIEW_FILTER_TITLES } from '@modules/leads/rules/crmDelivery'
import { LEAD_STATUS_FILTER_TITLES } from '@modules/leads/rules/leadHandling'
import { LEAD_SOURCE_TITLES } from '@modules/leads/rules/leadOrigin'

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
  value && Object.hasOwn(choices, value) ? value : null

const FilterSelect = ({
  name,
  label,
  value,
  choices,
}: {
  name: string
  label: string
  value: string | null
  choices: Record<string, string>
}) => (
  <label>
    {label}
    <select name={name} defaultValue={value ?? ''} className="field__input">
      <option value="">Все</option>
      {Object.entries(choices).map(([choice, title]) => (
        <option key={choice} value={choice}>
          {title}
        </option>
      ))}
    </select>
  </label>
)

/**
 * /admin/leads: the leads by handling state, CRM and source (the address
 * keeps the filter: the dashboard's «Заявки не обработаны» links to
 * `?status=new`), and the messages the worker gave up on.
 */
const AdminLeadsPage = () => {
  const params = useParams()
  const status = choiceOf(params.status, LEAD_STATUS_FILTER_TITLES)
  const crm = choiceOf(params.crm, CRM_VIEW_FILTER_TITLES)
  const source = choiceOf(params.source, LEAD_SOURCE_TITLES)
  return (
    <AdminPage title="Заявки и сообщения">
      <AdminFilters
        label="Фильтр заявок"
        onApply={(values) =>
          navigate(leadsHref({ status: values.status, crm: values.crm, source: values.source }))
        }
      >
        <FilterSelect
          name="status"
          label="Обработка"
          value={status}
          choices={LEAD_STATUS_FILTER_TITLES}
        />
        <FilterSelect name="crm" label="CRM" value={crm} choices={CRM_VIEW_FILTER_TITLES} />
        <FilterSelect name="source" label="Источник" value={source} choices={LEAD_SOURCE_TITLES} />
      </AdminFilters>
      <AdminLeadsCell
        page={pageOf(params.page)}
        messagesPage={pageOf(params.messagesPage)}
        status={status}
        crm={crm}
        source={source}
      />
    </AdminPage>
  )
}

export default AdminLeadsPage
