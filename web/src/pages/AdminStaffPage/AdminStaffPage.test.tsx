import userEvent from '@testing-library/user-event'

import { render, screen, waitFor } from '@redwoodjs/testing/web'

import { standard } from 'src/components/Admin/AdminStaffCell/AdminStaffCell.mock'
import { retailUser } from 'src/testing/accountTestUser'

import AdminStaffPage, { hoursText } from './AdminStaffPage'

describe('AdminStaffPage', () => {
  beforeEach(() =>
    mockCurrentUser(
      retailUser({ id: 1, email: 'admin@akvatoria.kz', role: 'admin', roles: ['admin'] })
    )
  )

  it('says how long an invitation lives, from the api’s own rule', () => {
    expect(['1 час', '2 часа', '11 часов', '21 час', '48 часов', '72 часа']).toEqual(
      [1, 2, 11, 21, 48, 72].map((hours) => hoursText(hours * 60 * 60 * 1000))
    )
  })

  it('has its heading, the invitation form and the list', async () => {
    mockGraphQLQuery('AdminStaffQuery', () => standard())
    render(<AdminStaffPage />)
    expect(screen.getByText(/Ссылка действует 72 часа и только один раз/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Сотрудники' })).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Пригласить сотрудника' })).toBeInTheDocument()
    expect(await screen.findByRole('table', { name: 'Сотрудники' })).toBeInTheDocument()
  })

  it('invites by e-mail with a role', async () => {
    mockGraphQLQuery('AdminStaffQuery', () => standard())
    const invited = jest.fn()
    mockGraphQLMutation('InviteAdminStaffMutation', ({ input }) => {
      invited(input)
      return {
        inviteAdminStaff: {
          __typename: 'AdminStaffMember',
          id: 9,
          email: input.email,
          role: input.role,
        },
      }
    })
    render(<AdminStaffPage />)
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), ' Dana@Akvatoria.kz ')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Роль' }), 'editor')
    await userEvent.click(screen.getByRole('button', { name: 'Пригласить' }))
    await waitFor(() =>
      expect(invited).toHaveBeenCalledWith({
        email: 'dana@akvatoria.kz',
        role: 'editor',
        lastName: '',
        firstName: '',
      })
    )
    expect(
      await screen.findByText('Приглашение отправлено на dana@akvatoria.kz.')
    ).toBeInTheDocument()
  })

  it('says in Russian what is wrong with the e-mail before sending', async () => {
    mockGraphQLQuery('AdminStaffQuery', () => standard())
    render(<AdminStaffPage />)
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'не-адрес')
    await userEvent.click(screen.getByRole('button', { name: 'Пригласить' }))
    expect(await screen.findByText(/E-mail/i, { selector: '.field__error' })).toBeInTheDocument()
  })
})
