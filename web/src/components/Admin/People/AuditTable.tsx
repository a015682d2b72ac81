import {
  auditActionTitle,
  auditEntityText,
  auditFieldTitle,
} from '@modules/audit/rules/auditTitles'

import AdminTable from 'src/components/Admin/ui/AdminTable'

import { formatShopTime } from './adminTime'

export interface AuditRow {
  id: number
  createdAt: string
  actorEmail: string
  action: string
  entity: string
  entityId: string
  changes: { field: string; before: string; after: string }[]
}

/**
 * Who, when (Almaty), what, and each changed field before → after, in
 * Russian; the log's codes without a title are shown as they are.
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
        <td>{auditActionTitle(entry.action)}</td>
        <td>{auditEntityText(entry.entity, entry.entityId)}</td>
        <td>
          <ul className="admin-changes">
            {entry.changes.map((change) => (
              <li key={change.field}>
                {auditFieldTitle(entry.entity, change.field)}: {change.before} → {change.after}
              </li>
            ))}
          </ul>
        </td>
      </tr>
    ))}
  </AdminTable>
)

export default AuditTable
