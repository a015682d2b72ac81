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
import { toast } from '@redwoodjs/web/toast'

import AdminNotice, { alertOf } from 'src/components/Admin/ui/AdminNotice'
import AdminTable from 'src/components/Admin/ui/AdminTable'
import StatusBadge from 'src/components/Admin/ui/StatusBadge'
import { useConfirm } from 'src/components/Modal/ConfirmDialog'
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

/** What a role opens, said in the question before it is given (staffRoles' lists). */
export const ROLE_SCOPES: Record<StaffRole, string> = {
  manager: 'заказы, заявки и покупатели',
  editor: 'каталог и контент сайта',
  admin: 'всё, включая сотрудников и журнал изменений',
}

/** «Менеджерова Мадина (manager@akvatoria.kz)», or the e-mail alone when there is no name. */
const whoIs = (member: StaffRow) => {
  const name = personName(member)
  return name === member.email ? name : `${name} (${member.email})`
}

/** The question before a role changes: whom, from what, to what, and what it opens. */
export const roleQuestion = (member: StaffRow, role: string) => ({
  title: `Назначить роль «${roleTitle(role)}»?`,
  description: `${whoIs(member)}: сейчас «${roleTitle(member.role)}». Новая роль действует сразу${
    role in ROLE_SCOPES ? ` и открывает ${ROLE_SCOPES[role as StaffRole]}` : ''
  }.`,
  confirmLabel: 'Сменить роль',
})

/** The question before an account is disabled: its sessions end at once. */
export const disableQuestion = (member: StaffRow) => ({
  title: 'Отключить учётную запись?',
  description: `${whoIs(member)} больше не сможет войти, открытые сеансы завершатся сразу.`,
  confirmLabel: 'Отключить',
  tone: 'danger' as const,
})

/**
 * Staff accounts with their role, state and last login; an admin changes a
 * role («Сменить роль») or disables / enables an account. A role change and
 * a disabling are asked first (whom, what), each result is a toast. The api
 * refuses what would leave the shop without an admin: its Russian reason
 * stays above the list and is toasted; a stale edit reloads the list.
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
  const { confirm, dialog } = useConfirm()

  const run = async (action: () => Promise<unknown>, done: string) => {
    setError(null)
    try {
      await action()
      toast.success(done)
    } catch (failure) {
      const reason = shopMessageOf(failure, CHANGE_FAILED)
      setError(reason)
      toast.error(reason)
      if (errorCodeOf(failure) === 'CONFLICT') await onStale?.()
    }
  }

  const giveRole = async (member: StaffRow, role: string) => {
    if (!(await confirm(roleQuestion(member, role)))) return
    await run(
      () =>
        changeRole({
          variables: { input: { id: member.id, role, updatedAt: member.updatedAt } },
        }),
      `Роль изменена: ${personName(member)} — «${roleTitle(role)}».`
    )
    // The row now shows the new role; the select follows it again.
    setRoles(({ [member.id]: _done, ...rest }) => rest)
  }

  const switchActive = async (member: StaffRow) => {
    if (member.isActive && !(await confirm(disableQuestion(member)))) return
    await run(
      () =>
        setActive({
          variables: {
            input: { id: member.id, isActive: !member.isActive, updatedAt: member.updatedAt },
          },
        }),
      `${member.isActive ? 'Учётная запись отключена' : 'Учётная запись включена'}: ${personName(member)}.`
    )
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
                    onClick={() => giveRole(member, chosen)}
                  >
                    Сменить роль
                  </button>
                  <button
                    type="button"
                    className={`button button--small ${member.isActive ? 'button--danger' : 'button--secondary'}`}
                    disabled={busy || self}
                    aria-label={`${member.isActive ? 'Отключить' : 'Включить'}: ${member.email}`}
                    onClick={() => switchActive(member)}
                  >
                    {member.isActive ? 'Отключить' : 'Включить'}
                  </button>
                </div>
              </td>
            </tr>
          )
        })}
      </AdminTable>
      {dialog}
    </>
  )
}

export default StaffTable
