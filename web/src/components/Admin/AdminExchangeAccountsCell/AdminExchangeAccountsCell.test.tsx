import userEvent from '@testing-library/user-event'

import { render, screen, waitFor } from '@redwoodjs/testing/web'

import { Success } from './AdminExchangeAccountsCell'
import { none, standard } from './AdminExchangeAccountsCell.mock'

describe('AdminExchangeAccountsCell', () => {
  it('gives the exchange account a new password and shows it once', async () => {
    const saved = jest.fn()
    mockGraphQLMutation('SaveAdminExchangeAccountMutation', ({ email }) => {
      saved(email)
      return {
        saveAdminExchangeAccount: {
          __typename: 'AdminExchangeAccountSaved',
          id: 7,
          email,
          password: 'Новый-пароль-1С',
          created: false,
        },
      }
    })
    render(<Success {...standard()} />)
    await userEvent.click(
      screen.getByRole('button', { name: 'Задать новый пароль: 1c@akvatoria.kz' })
    )
    await waitFor(() => expect(saved).toHaveBeenCalledWith('1c@akvatoria.kz'))
    expect(
      await screen.findByText(/Пароль заменён: 1c@akvatoria.kz, пароль Новый-пароль-1С/)
    ).toBeInTheDocument()
  })

  it('offers to create one when there is none', () => {
    render(<Success {...none()} />)
    expect(screen.getByText('Учётной записи обмена ещё нет.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'E-mail учётной записи обмена' })).toHaveValue(
      '1c@akvatoria.kz'
    )
  })
})
