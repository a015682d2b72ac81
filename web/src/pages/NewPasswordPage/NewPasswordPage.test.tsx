import userEvent from '@testing-library/user-event'

import { render, screen, waitFor } from '@redwoodjs/testing/web'

import NewPasswordPage from './NewPasswordPage'

const BAD_TOKEN = 'Ссылка недействительна или устарела. Запросите новую.'

const send = async (password: string, repeat: string) => {
  await userEvent.type(screen.getByLabelText('Новый пароль'), password)
  await userEvent.type(screen.getByLabelText('Повторите пароль'), repeat)
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }))
}

describe('NewPasswordPage', () => {
  beforeEach(() => window.history.replaceState({}, '', '/new-password?token=tok-1'))
  afterEach(() => window.history.replaceState({}, '', '/'))

  it('needs both passwords to match', async () => {
    const reset = jest.fn()
    mockGraphQLMutation('ResetAccountPasswordMutation', () => {
      reset()
      return { resetAccountPassword: { detail: 'ok', backOffice: false } }
    })
    render(<NewPasswordPage />)
    await send('Новый-пароль-1', 'Новый-пароль-2')
    expect(await screen.findByRole('alert')).toHaveTextContent('Пароли не совпадают')
    expect(screen.getByLabelText('Повторите пароль')).toHaveAttribute('aria-invalid', 'true')
    expect(reset).not.toHaveBeenCalled()
  })

  it('refuses a weak password with the api’s own message before sending it', async () => {
    const reset = jest.fn()
    mockGraphQLMutation('ResetAccountPasswordMutation', () => {
      reset()
      return { resetAccountPassword: { detail: 'ok', backOffice: false } }
    })
    render(<NewPasswordPage />)
    await send('12345678', '12345678')
    // Both rules it breaks, each on its own line of the field's message.
    const digits = await screen.findByText('Пароль не должен состоять только из цифр')
    const common = screen.getByText('Этот пароль слишком распространён, выберите другой')
    expect(digits.parentElement).toHaveAttribute('id', 'field-newPassword-error')
    expect(common.parentElement).toBe(digits.parentElement)
    expect([digits, common].map((line) => line.className)).toEqual([
      'field__error-line',
      'field__error-line',
    ])
    expect(reset).not.toHaveBeenCalled()
  })

  it('sets the password by the token and offers to log in', async () => {
    const reset = jest.fn()
    mockGraphQLMutation('ResetAccountPasswordMutation', (variables) => {
      reset(variables)
      return {
        resetAccountPassword: {
          detail: 'Пароль изменён. Войдите с новым паролем.',
          backOffice: false,
        },
      }
    })
    render(<NewPasswordPage />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Новый пароль')
    await send('Новый-пароль-1', 'Новый-пароль-1')
    expect(await screen.findByRole('status')).toHaveTextContent('Пароль изменён.')
    expect(reset).toHaveBeenCalledWith({ token: 'tok-1', newPassword: 'Новый-пароль-1' })
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login')
  })

  // Issue 30 §4: the invitation ends in the back office, not on the shopper's page.
  it('leads an invited staff member to the back office', async () => {
    mockGraphQLMutation('ResetAccountPasswordMutation', () => ({
      resetAccountPassword: {
        detail:
          'Пароль задан. Теперь вы можете войти в панель управления магазином с этим e-mail и новым паролем.',
        backOffice: true,
      },
    }))
    render(<NewPasswordPage />)
    await send('Новый-пароль-1', 'Новый-пароль-1')
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Теперь вы можете войти в панель управления магазином'
    )
    expect(screen.getByRole('link', { name: 'Войти в панель управления' })).toHaveAttribute(
      'href',
      '/admin'
    )
    expect(screen.queryByRole('link', { name: 'Войти' })).not.toBeInTheDocument()
  })

  it('shows a refused token and a too simple password', async () => {
    mockGraphQLMutation('ResetAccountPasswordMutation', (_variables, { ctx }) => {
      ctx.errors([
        {
          message: BAD_TOKEN,
          extensions: { code: 'BAD_USER_INPUT', fields: { token: [BAD_TOKEN] } },
        },
      ])
      return null
    })
    render(<NewPasswordPage />)
    await send('Новый-пароль-1', 'Новый-пароль-1')
    await waitFor(() => expect(screen.getByText(BAD_TOKEN)).toHaveAttribute('role', 'alert'))

    mockGraphQLMutation('ResetAccountPasswordMutation', (_variables, { ctx }) => {
      ctx.errors([
        {
          message: 'Проверьте поля формы.',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: { newPassword: ['Пароль слишком короткий.'] },
          },
        },
      ])
      return null
    })
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }))
    expect(await screen.findByText('Пароль слишком короткий.')).toBeInTheDocument()
    expect(screen.getByLabelText('Новый пароль')).toHaveAttribute('aria-invalid', 'true')
  })

  it('explains a link without a token', () => {
    window.history.replaceState({}, '', '/new-password')
    render(<NewPasswordPage />)
    expect(screen.getByRole('alert')).toHaveTextContent('В ссылке нет кода.')
    expect(screen.getByRole('link', { name: 'восстановления пароля' })).toHaveAttribute(
      'href',
      '/recovery'
    )
    expect(screen.queryByLabelText('Новый пароль')).not.toBeInTheDocument()
  })
})
