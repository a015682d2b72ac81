import userEvent from '@testing-library/user-event'

import { render, screen, waitFor, within } from '@redwoodjs/testing/web'
import { toast } from '@redwoodjs/web/toast'

import AdminStaffCell from 'src/components/Admin/AdminStaffCell'

import { Failure, Loading, Success } from './AdminStaffCell'
import { standard } from './AdminStaffCell.mock'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))

const rows = () => within(screen.getByRole('table', { name: 'Сотрудники' })).getAllByRole('row')

describe('AdminStaffCell', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}))
  afterEach(() => {
    jest.restoreAllMocks()
    jest.mocked(toast.success).mockClear()
    jest.mocked(toast.error).mockClear()
  })

  it('announces loading and failure', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем…')
    render(<Failure error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить сотрудников.')
  })

  it('lists staff with role, state and last login (Almaty time)', () => {
    render(<Success {...standard()} currentUserId={1} />)
    expect(rows()).toHaveLength(5)
    expect(rows()[2]).toHaveTextContent('Менеджер')
    expect(rows()[2]).toHaveTextContent('24.11.2026, 09:30')
    expect(rows()[3]).toHaveTextContent('приглашён')
    expect(rows()[4]).toHaveTextContent('отключён')
    expect(screen.getByRole('button', { name: 'Включить: old@akvatoria.kz' })).toBeEnabled()
  })

  it('an admin cannot change their own account here', () => {
    render(<Success {...standard()} currentUserId={1} />)
    expect(screen.getByRole('button', { name: 'Отключить: admin@akvatoria.kz' })).toBeDisabled()
    expect(screen.getByRole('combobox', { name: 'Новая роль: admin@akvatoria.kz' })).toBeDisabled()
  })

  // Issue 30 §4: a role change is asked first, naming the person and the new role, and toasted.
  it('asks before changing a role, naming whom and the new role; «Отмена» sends nothing', async () => {
    const changed = jest.fn()
    mockGraphQLMutation('ChangeAdminStaffRoleMutation', ({ input }) => {
      changed(input)
      return { changeAdminStaffRole: { __typename: 'AdminStaffMember', ...input, isActive: true } }
    })
    render(<Success {...standard()} currentUserId={1} />)
    const change = screen.getByRole('button', { name: 'Сменить роль: manager@akvatoria.kz' })
    expect(change).toBeDisabled()
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Новая роль: manager@akvatoria.kz' }),
      'editor'
    )
    await userEvent.click(change)
    const ask = screen.getByRole('dialog', { name: 'Назначить роль «Редактор»?' })
    expect(ask).toHaveAccessibleDescription(
      'Менеджерова Мадина (manager@akvatoria.kz): сейчас «Менеджер». Новая роль действует сразу и открывает каталог и контент сайта.'
    )
    await userEvent.click(within(ask).getByRole('button', { name: 'Отмена' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(changed).not.toHaveBeenCalled()
    expect(toast.success).not.toHaveBeenCalled()
  })

  it('changes a role with the version shown once confirmed, and says so in a toast', async () => {
    const changed = jest.fn()
    mockGraphQLMutation('ChangeAdminStaffRoleMutation', ({ input }) => {
      changed(input)
      return {
        changeAdminStaffRole: {
          __typename: 'AdminStaffMember',
          id: input.id,
          role: input.role,
          isActive: true,
          updatedAt: '2026-11-25T07:00:00Z',
        },
      }
    })
    render(<Success {...standard()} currentUserId={1} />)
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Новая роль: manager@akvatoria.kz' }),
      'editor'
    )
    await userEvent.click(
      screen.getByRole('button', { name: 'Сменить роль: manager@akvatoria.kz' })
    )
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Сменить роль' })
    )
    await waitFor(() =>
      expect(changed).toHaveBeenCalledWith({
        id: 2,
        role: 'editor',
        updatedAt: '2026-11-02T06:00:00.456Z',
      })
    )
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Роль изменена: Менеджерова Мадина — «Редактор».')
    )
  })

  it('shows and toasts the api’s Russian refusal of a role change', async () => {
    const LAST_ADMIN = 'Нельзя оставить магазин без администратора: сначала назначьте другого.'
    mockGraphQLMutation('ChangeAdminStaffRoleMutation', (_variables, { ctx }) => {
      ctx.errors([{ message: LAST_ADMIN, extensions: { code: 'CONFLICT' } }])
    })
    render(<Success {...standard()} currentUserId={2} />)
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Новая роль: admin@akvatoria.kz' }),
      'manager'
    )
    await userEvent.click(screen.getByRole('button', { name: 'Сменить роль: admin@akvatoria.kz' }))
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Назначить роль «Менеджер»?' })).getByRole(
        'button',
        { name: 'Сменить роль' }
      )
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(LAST_ADMIN)
    expect(toast.error).toHaveBeenCalledWith(LAST_ADMIN)
    expect(toast.success).not.toHaveBeenCalled()
  })

  it('asks before disabling an account; a refusal is shown in Russian', async () => {
    const disabled = jest.fn()
    mockGraphQLMutation('SetAdminStaffActiveMutation', ({ input }) => {
      disabled(input)
      throw new Error('Нельзя оставить магазин без администратора')
    })
    render(<Success {...standard()} currentUserId={1} />)
    await userEvent.click(screen.getByRole('button', { name: 'Отключить: manager@akvatoria.kz' }))
    const ask = screen.getByRole('dialog', { name: 'Отключить учётную запись?' })
    expect(ask).toHaveAccessibleDescription(
      'Менеджерова Мадина (manager@akvatoria.kz) больше не сможет войти, открытые сеансы завершатся сразу.'
    )
    await userEvent.click(within(ask).getByRole('button', { name: 'Отключить' }))
    await waitFor(() =>
      expect(disabled).toHaveBeenCalledWith({
        id: 2,
        isActive: false,
        updatedAt: '2026-11-02T06:00:00.456Z',
      })
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(/администратора|Не удалось/)
  })

  it('enables an account at once and toasts it', async () => {
    mockGraphQLMutation('SetAdminStaffActiveMutation', ({ input }) => ({
      setAdminStaffActive: {
        __typename: 'AdminStaffMember',
        id: input.id,
        role: 'manager',
        isActive: true,
        updatedAt: '2026-11-25T07:00:00Z',
      },
    }))
    render(<Success {...standard()} currentUserId={1} />)
    await userEvent.click(screen.getByRole('button', { name: 'Включить: old@akvatoria.kz' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Учётная запись включена: old@akvatoria.kz.')
    )
  })

  it('asks the api for the staff', async () => {
    mockGraphQLQuery('AdminStaffQuery', () => standard())
    render(<AdminStaffCell page={1} currentUserId={1} />)
    expect(await screen.findByRole('table', { name: 'Сотрудники' })).toBeInTheDocument()
  })
})
