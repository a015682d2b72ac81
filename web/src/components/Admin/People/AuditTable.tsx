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

/** Who, when (Almaty), what, and each changed field before → after. */
const AuditTable = ({ entries }: { entries: AuditRow[] }) => (
  <div className="admin-table-scroll">
    <table className="admin-table">
      <caption>Журнал изменений</caption>
      <thead>
        <tr>
          <th scope="col">Когда</th>
          <th scope="col">Кто</th>
          <th scope="col">Действие</th>
          <th scope="col">Объект</th>
          <th scope="col">Было → стало</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td>{formatShopTime(entry.createdAt)}</td>
            <td>{entry.actorEmail}</td>
            <td>
              <code>{entry.action}</code>
            </td>
            <td>
              {entry.entity} №{entry.entityId}
            </td>
            <td>
              <ul className="admin-changes">
                {entry.changes.map((change) => (
                  <li key={change.field}>
                    {change.field}: {change.before} → {change.after}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
)

export default AuditTable
