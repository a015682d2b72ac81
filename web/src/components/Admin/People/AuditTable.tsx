import { Link } from '@redwoodjs/router'

import AdminTable from 'src/components/Admin/ui/AdminTable'

import { formatShopTime } from './adminTime'

/** A text of the log (modules/audit/rules/auditDisplay `AuditText`). */
interface LogText {
  text: string
  path?: string | null
}

export interface AuditRow {
  id: number
  createdAt: string
  actorEmail: string
  actionTitle: string
  subject: LogText
  changes: { field: string; title: string; before: LogText; after: LogText }[]
}

/** A text of the log; a record with a screen of its own is a link to it. */
const Shown = ({ text }: { text: LogText }) =>
  text.path ? <Link to={text.path}>{text.text}</Link> : <>{text.text}</>

/**
 * Who, when (Almaty), what, the record (linked to its screen) and each
 * changed field before → after — all as the api's rule
 * (modules/audit/rules/auditDisplay) put them in words.
 */
const AuditTable = ({ entries }: { entries: AuditRow[] }) => (
  <AdminTable
    caption="Журнал изменений"
    columns={['Когда', 'Кто', 'Действие', 'Объект', 'Было → стало']}
  >
    {entries.map((entry) => (
      <tr key={entry.id}>
        <td>{formatShopTime(entry.createdAt)}</td>
        <td>{entry.actorEmail}</td>
        <td>{entry.actionTitle}</td>
        <td>
          <Shown text={entry.subject} />
        </td>
        <td>
          <ul className="admin-changes">
            {entry.changes.map((change) => (
              <li key={change.field}>
                {change.title}: <Shown text={change.before} /> → <Shown text={change.after} />
              </li>
            ))}
          </ul>
        </td>
      </tr>
    ))}
  </AdminTable>
)

export default AuditTable
