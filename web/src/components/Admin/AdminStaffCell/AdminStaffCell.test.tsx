import userEvent from '@testing-library/user-event'

import { render, screen, waitFor, within } from '@redwoodjs/testing/web'

import AdminStaffCell from 'src/components/Admin/AdminStaffCell'

import { Failure, Loading, Success } from './AdminStaffCell'
import { standard } from './AdminStaffCell.mock'

const rows = () => within(screen.getByRole('table', { name: 'Сотрудники' })).getAllByRole('row')

describe('AdminStaffCell', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}))
  afterEach(() => jest.restoreAllMocks())

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

  it('changes a role with the version shown', async () => {
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
    const change = screen.getByRole('button', { name: 'Сменить роль: manager@akvatoria.kz' })
    expect(change).toBeDisabled()
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Новая роль: manager@akvatoria.kz' }),
      'editor'
    )
    await userEvent.click(change)
    await waitFor(() =>
      expect(changed).toHaveBeenCalledWith({
        id: 2,
        role: 'editor',
        updatedAt: '2026-11-02T06:00:00.456Z',
      })
    )
  })

  it('disables an account; a refusal is shown in Russian', async () => {
    const disabled = jest.fn()
    mockGraphQLMutation('SetAdminStaffActiveMutation', ({ input }) => {
      disabled(input)
      throw new Error('Нельзя оставить магазин без администратора')
    })
    render(<Success {...standard()} currentUserId={1} />)
    await userEvent.click(screen.getByRole('button', { name: 'Отключить: manager@akvatoria.kz' }))
    await waitFor(() =>
      expect(disabled).toHaveBeenCalledWith({
        id: 2,
        isActive: false,
        updatedAt: '2026-11-02T06:00:00.456Z',
      })
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(/администратора|Не удалось/)
  })

  it('asks the api for the staff', async () => {
    mockGraphQLQuery('AdminStaffQuery', () => standard())
    render(<AdminStaffCell page={1} currentUserId={1} />)
    expect(await screen.findByRole('table', { name: 'Сотрудники' })).toBeInTheDocument()
  })
})
