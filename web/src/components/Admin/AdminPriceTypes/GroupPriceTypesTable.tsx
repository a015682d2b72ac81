import type { AdminPriceTypesQuery } from 'types/graphql'

import AdminTable from 'src/components/Admin/ui/AdminTable'

import type { PriceType } from './PriceTypesTable'

export type GroupPriceType = AdminPriceTypesQuery['adminPriceTypes']['groups'][number]

/** The select's value for a group with no type (null): retail. */
const RETAIL_CHOICE = ''

/** The name a group's customers see prices of: its type's, else retail's («Розничная»). */
export const priceTypeNameOf = (priceTypes: PriceType[], priceTypeId: number | null) =>
  priceTypes.find((type) => !type.isRetail && type.id === priceTypeId)?.name ??
  priceTypes.find((type) => type.isRetail)?.name ??
  'Розничная'

export interface GroupPriceTypesTableProps {
  groups: GroupPriceType[]
  priceTypes: PriceType[]
  /** A group's new type; null is retail. */
  onChange: (group: GroupPriceType, priceTypeId: number | null) => void
  disabled?: boolean
}

/** Each customer group with its customers and the type they see, chosen in a select. */
const GroupPriceTypesTable = ({
  groups,
  priceTypes,
  onChange,
  disabled,
}: GroupPriceTypesTableProps) => {
  const others = priceTypes.filter((type) => !type.isRetail)
  return (
    <AdminTable
      caption="Типы цен групп покупателей"
      columns={['Группа', { title: 'Покупателей', numeric: true }, 'Тип цен']}
    >
      {groups.map((group) => (
        <tr key={group.id}>
          <td>
            {group.title} <code>{group.name}</code>
          </td>
          <td className="admin-table__number">{group.customerCount}</td>
          <td>
            <select
              className="field__input"
              aria-label={`Тип цен группы «${group.title}»`}
              value={group.priceTypeId == null ? RETAIL_CHOICE : String(group.priceTypeId)}
              disabled={disabled}
              onChange={(event) =>
                onChange(
                  group,
                  event.target.value === RETAIL_CHOICE ? null : Number(event.target.value)
                )
              }
            >
              <option value={RETAIL_CHOICE}>{priceTypeNameOf(priceTypes, null)}</option>
              {others.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </select>
          </td>
        </tr>
      ))}
    </AdminTable>
  )
}

export default GroupPriceTypesTable
