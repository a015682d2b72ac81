import userEvent from '@testing-library/user-event'

import { render, screen, waitFor } from '@redwoodjs/testing/web'

import RecoveryPage from './RecoveryPage'

const RESET_SENT = 'Если адрес зарегистрирован, мы отправили письмо со ссылкой для смены пароля.'

describe('RecoveryPage', () => {
  it('requires a valid e-mail', async () => {
    render(<RecoveryPage />)
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Обязательное поле')
    await userEvent.type(screen.getByLabelText('E-mail'), 'почта')
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }))
    expect(await screen.findByText('Введите корректный E-mail')).toBeInTheDocument()
  })

  it('sends the address and shows the neutral notice', async () => {
    const asked = jest.fn()
    mockGraphQLMutation('RequestAccountPasswordResetMutation', (variables) => {
      asked(variables.email)
      return { requestAccountPasswordReset: { detail: RESET_SENT } }
    })
    render(<RecoveryPage />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Восстановление пароля')
    await userEvent.type(screen.getByLabelText('E-mail'), ' retail@akvatoria.kz ')
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }))
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_SENT)
    expect(asked).toHaveBeenCalledWith('retail@akvatoria.kz')
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument()
  })

  it('shows the refusal of the server', async () => {
    mockGraphQLMutation('RequestAccountPasswordResetMutation', (_variables, { ctx }) => {
      ctx.errors([
        { message: 'Слишком много запросов.', extensions: { code: 'TOO_MANY_REQUESTS' } },
      ])
      return null
    })
    render(<RecoveryPage />)
    await userEvent.type(screen.getByLabelText('E-mail'), 'retail@akvatoria.kz')
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }))
    await waitFor(() =>
      expect(screen.getByText('Слишком много запросов.')).toHaveAttribute('role', 'alert')
    )
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })
})
