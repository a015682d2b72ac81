import type { AriaAttributes, ReactNode } from 'react'

import './admin-ui.css'

export interface AdminColumn {
  title: ReactNode
  /** Right-aligned figures (prices, counts). */
  numeric?: boolean
  /** Named for screen readers only, e.g. a column of buttons («Действия»). */
  hidden?: boolean
  ariaSort?: AriaAttributes['aria-sort']
}

export interface AdminTableProps {
  /** The table's accessible name (screens and journeys find tables by it). */
  caption: ReactNode
  /** A title alone, or a column with its options; false / null leave a column out. */
  columns: (ReactNode | AdminColumn | false | null)[]
  /** The rows (<tr>) of the body. */
  children: ReactNode
  /** Rows of a <tfoot>, e.g. the totals. */
  foot?: ReactNode
  /** Scrolls sideways inside its own box on narrow screens; off inside a form. */
  scroll?: boolean
}

const isColumn = (column: ReactNode | AdminColumn): column is AdminColumn =>
  typeof column === 'object' && column !== null && 'title' in column

/** A back-office list as a real <table>: caption, column headers, body, optional totals. */
const AdminTable = ({ caption, columns, children, foot, scroll = true }: AdminTableProps) => {
  const table = (
    <table className="admin-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns
            .filter((column) => column !== false && column !== null)
            .map((column, index) => {
              const { title, numeric, hidden, ariaSort } = isColumn(column)
                ? column
                : { title: column }
              return (
                <th
                  key={index}
                  scope="col"
                  className={numeric ? 'admin-table__number' : undefined}
                  aria-sort={ariaSort}
                >
                  {hidden ? <span className="visually-hidden">{title}</span> : title}
                </th>
              )
            })}
        </tr>
      </thead>
      <tbody>{children}</tbody>
      {foot ? <tfoot>{foot}</tfoot> : null}
    </table>
  )
  return scroll ? <div className="admin-table-scroll">{table}</div> : table
}

export default AdminTable
