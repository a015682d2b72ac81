import userEvent from '@testing-library/user-event'

import { render, screen, waitFor } from '@redwoodjs/testing/web'

import EmailConfirmPage from './EmailConfirmPage'

const BAD_TOKEN = 'Ссылка недействительна или устарела. Запросите новую.'

describe('EmailConfirmPage', () => {
  afterEach(() => window.history.replaceState({}, '', '/'))

  it('confirms the token once and offers to log in', async () => {
    const confirmed = jest.fn()
    mockGraphQLMutation('ConfirmAccountEmailMutation', (variables) => {
      confirmed(variables.token)
      return { confirmAccountEmail: { detail: 'E-mail подтверждён. Теперь можно войти.' } }
    })
    window.history.replaceState({}, '', '/email-confirm?token=abc123')
    render(<EmailConfirmPage />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Подтверждение e-mail')
    expect(await screen.findByText('E-mail подтверждён. Теперь можно войти.')).toHaveAttribute(
      'role',
      'status'
    )
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login')
    expect(confirmed).toHaveBeenCalledTimes(1)
    expect(confirmed).toHaveBeenCalledWith('abc123')
  })

  it('explains a bad token and resends the letter to the given address', async () => {
    const resent = jest.fn()
    mockGraphQLMutation('ConfirmAccountEmailMutation', (_variables, { ctx }) => {
      ctx.errors([
        {
          message: BAD_TOKEN,
          extensions: { code: 'BAD_USER_INPUT', fields: { token: [BAD_TOKEN] } },
        },
      ])
      return null
    })
    mockGraphQLMutation('ResendAccountConfirmationMutation', (variables) => {
      resent(variables.email)
      return { resendAccountConfirmation: { detail: 'Письмо отправлено ещё раз.' } }
    })
    window.history.replaceState({}, '', '/email-confirm?token=old')
    render(<EmailConfirmPage />)
    await waitFor(() => expect(screen.getByText(BAD_TOKEN)).toHaveAttribute('role', 'alert'))
    expect(screen.getByRole('link', { name: 'зарегистрируйтесь' })).toHaveAttribute(
      'href',
      '/registration'
    )
    await userEvent.type(screen.getByLabelText('E-mail'), 'new@akvatoria.kz')
    await userEvent.click(screen.getByRole('button', { name: 'Отправить письмо ещё раз' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Письмо отправлено ещё раз.')
    expect(resent).toHaveBeenCalledWith('new@akvatoria.kz')
  })

  it('says the link has no token without calling the api', async () => {
    const confirmed = jest.fn()
    mockGraphQLMutation('ConfirmAccountEmailMutation', () => {
      confirmed()
      return { confirmAccountEmail: { detail: 'ok' } }
    })
    window.history.replaceState({}, '', '/email-confirm')
    render(<EmailConfirmPage />)
    expect(screen.getByRole('alert')).toHaveTextContent('В ссылке нет кода подтверждения.')
    expect(screen.getByRole('button', { name: 'Отправить письмо ещё раз' })).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(confirmed).not.toHaveBeenCalled()
  })
})
