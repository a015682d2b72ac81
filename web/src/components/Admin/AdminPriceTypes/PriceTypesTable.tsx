import type { AdminPriceTypesQuery } from 'types/graphql'

import AdminTable from 'src/components/Admin/ui/AdminTable'

export type PriceType = AdminPriceTypesQuery['adminPriceTypes']['priceTypes'][number]

export interface PriceTypesTableProps {
  priceTypes: PriceType[]
  onEdit: (type: PriceType) => void
  onDelete: (type: PriceType) => void
  /** A delete under way: no other is started. */
  deleting?: boolean
}

/** Each type's name, code and counts, with «Изменить» and (not for retail) «Удалить». */
const PriceTypesTable = ({ priceTypes, onEdit, onDelete, deleting }: PriceTypesTableProps) => (
  <AdminTable
    caption="Типы цен"
    columns={[
      'Название',
      'Код',
      { title: 'Товаров с ценой', numeric: true },
      { title: 'Групп', numeric: true },
      { title: 'Действия', hidden: true },
    ]}
  >
    {priceTypes.map((type) => (
      <tr key={type.id}>
        <td>
          {type.name}
          {type.isRetail ? ' (цены самого товара)' : null}
        </td>
        <td>
          <code>{type.code}</code>
        </td>
        <td className="admin-table__number">{type.productCount}</td>
        <td className="admin-table__number">{type.groupCount}</td>
        <td>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => onEdit(type)}
          >
            Изменить: {type.name}
          </button>{' '}
          {type.isRetail ? null : (
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={deleting}
              onClick={() => onDelete(type)}
            >
              Удалить: {type.name}
            </button>
          )}
        </td>
      </tr>
    ))}
  </AdminTable>
)

export default PriceTypesTable
