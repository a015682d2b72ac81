import { useState } from 'react'

import type { PriceTypeSaveInput } from '@modules/pricing/rules/priceTypeAdmin'
import type { AdminPriceTypesQuery, AdminPriceTypesQueryVariables } from 'types/graphql'

import type { CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'
import { useMutation } from '@redwoodjs/web'

import PriceTypeForm from 'src/components/Admin/Catalog/PriceTypeForm/PriceTypeForm'
import { adminCellFailure, AdminCellLoading } from 'src/components/Admin/ui/AdminCellStates'
import AdminNotice, { type Notice } from 'src/components/Admin/ui/AdminNotice'
import AdminTable from 'src/components/Admin/ui/AdminTable'
import { useConfirm } from 'src/components/Modal/ConfirmDialog'
import { shopMessageOf } from 'src/lib/graphqlErrors'

const SCREEN_FIELDS = gql`
  fragment AdminPriceTypesScreenFields on AdminPriceTypesScreen {
    priceTypes {
      id
      code
      name
      isRetail
      productCount
      groupCount
    }
    groups {
      id
      name
      title
      priceTypeId
      customerCount
    }
  }
`

export const QUERY: TypedDocumentNode<AdminPriceTypesQuery, AdminPriceTypesQueryVariables> = gql`
  query AdminPriceTypesQuery {
    adminPriceTypes {
      ...AdminPriceTypesScreenFields
    }
  }
  ${SCREEN_FIELDS}
`

const SAVE_TYPE = gql`
  mutation SaveAdminPriceTypeMutation($input: AdminPriceTypeInput!) {
    saveAdminPriceType(input: $input) {
      ...AdminPriceTypesScreenFields
    }
  }
  ${SCREEN_FIELDS}
`
const DELETE_TYPE = gql`
  mutation DeleteAdminPriceTypeMutation($input: AdminPriceTypeDeleteInput!) {
    deleteAdminPriceType(input: $input) {
      ...AdminPriceTypesScreenFields
    }
  }
  ${SCREEN_FIELDS}
`
const SET_GROUP_TYPE = gql`
  mutation SetAdminGroupPriceTypeMutation($input: AdminGroupPriceTypeInput!) {
    setAdminGroupPriceType(input: $input) {
      ...AdminPriceTypesScreenFields
    }
  }
  ${SCREEN_FIELDS}
`

export const beforeQuery = () => ({ fetchPolicy: 'network-only' as const })

export const Loading = () => <AdminCellLoading text="Загружаем типы цен…" />

export const Failure = adminCellFailure({
  fallback: 'Не удалось загрузить типы цен. Обновите страницу.',
  logAs: 'admin price types',
})

type Screen = AdminPriceTypesQuery['adminPriceTypes']
type PriceType = Screen['priceTypes'][number]

/** «Розничная» for a group with no type (null), else the type's name. */
const RETAIL_CHOICE = ''

/**
 * Price types (name, code, products with a price of the type) with
 * create, rename and delete, and the customer groups with the type their
 * customers see. Every change answers with the whole screen, which then
 * replaces what is shown (no cache keys: the screen has no id).
 */
export const Success = ({
  adminPriceTypes: loaded,
}: CellSuccessProps<AdminPriceTypesQuery, AdminPriceTypesQueryVariables>) => {
  const [screen, setScreen] = useState<Screen>(loaded)
  const [editing, setEditing] = useState<PriceType | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  const [groupNotice, setGroupNotice] = useState<Notice | null>(null)
  const [saveType, saving] = useMutation(SAVE_TYPE)
  const [deleteType, deleting] = useMutation(DELETE_TYPE)
  const [setGroupType, settingGroup] = useMutation(SET_GROUP_TYPE)
  const { confirm, dialog } = useConfirm()
  const retail = screen.priceTypes.find((type) => type.isRetail)
  const others = screen.priceTypes.filter((type) => !type.isRetail)

  const onSave = async (input: PriceTypeSaveInput) => {
    const { data } = await saveType({ variables: { input } })
    setScreen(data.saveAdminPriceType)
    setEditing(null)
  }

  const onDelete = async (type: PriceType) => {
    setNotice(null)
    const yes = await confirm({
      title: `Удалить тип цен «${type.name}»?`,
      description: `Цены этого типа (товаров: ${type.productCount}) удалятся; покупатели его групп (${type.groupCount}) будут видеть розничные цены.`,
      confirmLabel: 'Удалить',
      tone: 'danger',
    })
    if (!yes) return
    try {
      const { data } = await deleteType({ variables: { input: { id: type.id } } })
      setScreen(data.deleteAdminPriceType)
      if (editing?.id === type.id) setEditing(null)
      setNotice({ kind: 'status', text: `Тип цен «${type.name}» удалён.` })
    } catch (error) {
      setNotice({ kind: 'alert', text: shopMessageOf(error, 'Не удалось удалить тип цен.') })
    }
  }

  const onGroupType = async (group: Screen['groups'][number], value: string) => {
    setGroupNotice(null)
    const priceTypeId = value === RETAIL_CHOICE ? null : Number(value)
    try {
      const { data } = await setGroupType({
        variables: { input: { groupId: group.id, priceTypeId } },
      })
      setScreen(data.setAdminGroupPriceType)
      const name =
        others.find((type) => type.id === priceTypeId)?.name ?? retail?.name ?? 'Розничная'
      setGroupNotice({ kind: 'status', text: `Группа «${group.title}» видит цены «${name}».` })
    } catch (error) {
      setGroupNotice({
        kind: 'alert',
        text: shopMessageOf(error, 'Не удалось сохранить тип цен группы.'),
      })
    }
  }

  return (
    <div className="admin-price-types">
      <h2>Типы цен</h2>
      <AdminNotice notice={notice} />
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
        {screen.priceTypes.map((type) => (
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
                onClick={() => setEditing(type)}
              >
                Изменить: {type.name}
              </button>{' '}
              {type.isRetail ? null : (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  disabled={deleting.loading}
                  onClick={() => onDelete(type)}
                >
                  Удалить: {type.name}
                </button>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      <PriceTypeForm
        priceType={editing}
        onSave={onSave}
        onCancel={() => setEditing(null)}
        saving={saving.loading}
      />
      <h2>Группы покупателей</h2>
      <p>Покупатели группы видят цены её типа, а где у товара их нет — розничные.</p>
      <AdminNotice notice={groupNotice} />
      <AdminTable
        caption="Типы цен групп покупателей"
        columns={['Группа', { title: 'Покупателей', numeric: true }, 'Тип цен']}
      >
        {screen.groups.map((group) => (
          <tr key={group.id}>
            <td>
              {group.title} <code>{group.name}</code>
            </td>
            <td className="admin-table__number">{group.customerCount}</td>
            <td>
              <select
                className="field__input"
                aria-label={`Тип цен группы «${group.title}»`}
                value={group.priceTypeId === null ? RETAIL_CHOICE : String(group.priceTypeId)}
                disabled={settingGroup.loading}
                onChange={(event) => onGroupType(group, event.target.value)}
              >
                <option value={RETAIL_CHOICE}>{retail?.name ?? 'Розничная'}</option>
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
      {dialog}
    </div>
  )
}
