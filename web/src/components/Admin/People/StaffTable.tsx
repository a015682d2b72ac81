import { useState } from 'react'

import { STAFF_ROLE_TITLES } from '@domain/adminPeople'
import { STAFF_ROLES, type StaffRole } from '@domain/staffRoles'
import type {
  ChangeAdminStaffRoleMutation,
  ChangeAdminStaffRoleMutationVariables,
  SetAdminStaffActiveMutation,
  SetAdminStaffActiveMutationVariables,
} from 'types/graphql'

import { useMutation } from '@redwoodjs/web'

import AdminNotice, { alertOf } from 'src/components/Admin/ui/AdminNotice'
import AdminTable from 'src/components/Admin/ui/AdminTable'
import StatusBadge from 'src/components/Admin/ui/StatusBadge'
import { errorCodeOf, shopMessageOf } from 'src/lib/graphqlErrors'

import { formatShopTime } from './adminTime'
import { personName } from './customerLabels'

export const CHANGE_STAFF_ROLE = gql`
  mutation ChangeAdminStaffRoleMutation($input: ChangeStaffRoleInput!) {
    changeAdminStaffRole(input: $input) {
      id
      role
      isActive
      updatedAt
    }
  }
`

export const SET_STAFF_ACTIVE = gql`
  mutation SetAdminStaffActiveMutation($input: SetStaffActiveInput!) {
    setAdminStaffActive(input: $input) {
      id
      role
      isActive
      updatedAt
    }
  }
`

export interface StaffRow {
  id: number
  email: string
  lastName: string
  firstName: string
  middleName: string
  role: string
  isActive: boolean
  invitationPending: boolean
  updatedAt: string
  lastLoginAt?: string | null
}

const CHANGE_FAILED = 'Не удалось сохранить изменение. Попробуйте ещё раз.'

const roleTitle = (role: string) => STAFF_ROLE_TITLES[role as StaffRole] ?? role

/**
 * Staff accounts with their role, state and last login; an admin changes a
 * role («Сменить роль») or disables / enables an account. The api refuses
 * what would leave the shop without an admin; a stale edit reloads the list.
 */
const StaffTable = ({
  staff,
  currentUserId,
  onStale,
}: {
  staff: StaffRow[]
  currentUserId?: number | null
  onStale?: () => unknown
}) => {
  const [error, setError] = useState<string | null>(null)
  const [roles, setRoles] = useState<Record<number, string>>({})
  const [changeRole, roleState] = useMutation<
    ChangeAdminStaffRoleMutation,
    ChangeAdminStaffRoleMutationVariables
  >(CHANGE_STAFF_ROLE)
  const [setActive, activeState] = useMutation<
    SetAdminStaffActiveMutation,
    SetAdminStaffActiveMutationVariables
  >(SET_STAFF_ACTIVE)
  const busy = roleState.loading || activeState.loading

  const run = async (action: () => Promise<unknown>) => {
    setError(null)
    try {
      await action()
    } catch (failure) {
      setError(shopMessageOf(failure, CHANGE_FAILED))
      if (errorCodeOf(failure) === 'CONFLICT') await onStale?.()
    }
  }

  return (
    <>
      <AdminNotice notice={alertOf(error)} />
      <AdminTable
        caption="Сотрудники"
        columns={[
          'Сотрудник',
          'Роль',
          'Состояние',
          'Последний вход',
          { title: 'Действия', hidden: true },
        ]}
      >
        {staff.map((member) => {
          const name = personName(member)
          const chosen = roles[member.id] ?? member.role
          const self = member.id === currentUserId
          return (
            <tr key={member.id}>
              <td>
                {name}
                {name !== member.email ? (
                  <>
                    <br />
                    <small>{member.email}</small>
                  </>
                ) : null}
              </td>
              <td>{roleTitle(member.role)}</td>
              <td>
                {member.isActive ? (
                  <StatusBadge tone="success">активен</StatusBadge>
                ) : (
                  <StatusBadge tone="danger">отключён</StatusBadge>
                )}
                {member.invitationPending ? (
                  <>
                    {' '}
                    <StatusBadge tone="warning">приглашён</StatusBadge>
                  </>
                ) : null}
              </td>
              <td>{formatShopTime(member.lastLoginAt)}</td>
              <td>
                <div className="admin-inline-form admin-no-print">
                  <label>
                    <span className="visually-hidden">Новая роль: {member.email}</span>
                    <select
                      className="field__input"
                      value={chosen}
                      disabled={self}
                      onChange={(event) =>
                        setRoles((all) => ({ ...all, [member.id]: event.target.value }))
                      }
                    >
                      {STAFF_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {STAFF_ROLE_TITLES[role]}
                        </option>
                      ))}
                    </select>
                  </label>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={busy || self || chosen === member.role}
                    aria-label={`Сменить роль: ${member.email}`}
                    onClick={() =>
                      run(() =>
                        changeRole({
                          variables: {
                            input: {
                              id: member.id,
                              role: chosen,
                              updatedAt: member.updatedAt,
                            },
                          },
                        })
                      )
                    }
                  >
                    Сменить роль
                  </button>
                  <button
                    type="button"
                    className={`button button--small ${member.isActive ? 'button--danger' : 'button--secondary'}`}
                    disabled={busy || self}
                    aria-label={`${member.isActive ? 'Отключить' : 'Включить'}: ${member.email}`}
                    onClick={() =>
                      run(() =>
                        setActive({
                          variables: {
                            input: {
                              id: member.id,
                              isActive: !member.isActive,
                              updatedAt: member.updatedAt,
                            },
                          },
                        })
                      )
                    }
                  >
                    {member.isActive ? 'Отключить' : 'Включить'}
                  </button>
                </div>
              </td>
            </tr>
          )
        })}
      </AdminTable>
    </>
  )
}

export default StaffTable
