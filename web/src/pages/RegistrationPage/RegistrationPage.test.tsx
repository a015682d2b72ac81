import userEvent from '@testing-library/user-event'

import { render, screen, waitFor } from '@redwoodjs/testing/web'

import RegistrationPage from './RegistrationPage'

const NOTICE = 'Проверьте почту: мы отправили письмо со ссылкой для подтверждения e-mail.'

const fill = async () => {
  await userEvent.type(screen.getByLabelText('Фамилия'), ' Иванова ')
  await userEvent.type(screen.getByLabelText('Имя'), 'Айгерим')
  await userEvent.type(screen.getByLabelText('E-mail'), 'new@akvatoria.kz')
  await userEvent.type(screen.getByLabelText('Пароль'), 'Длинный-пароль-2026')
  await userEvent.type(screen.getByLabelText('Повторите пароль'), 'Длинный-пароль-2026')
  await userEvent.click(screen.getByLabelText(/Согласен с/))
}

describe('RegistrationPage', () => {
  it('shows the SPEC messages and sends nothing when the form is incomplete', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('RegisterAccountMutation', () => {
      sent()
      return { registerAccount: { detail: NOTICE } }
    })
    render(<RegistrationPage />)
    await userEvent.type(screen.getByLabelText('Пароль'), 'один')
    await userEvent.type(screen.getByLabelText('Повторите пароль'), 'другой')
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }))
    const messages = await screen.findAllByRole('alert')
    // The api's own password rule, in its words, before anything is sent.
    expect(messages.map((m) => m.textContent)).toEqual([
      'Обязательное поле',
      'Обязательное поле',
      'Пароль должен содержать не менее 8 символов',
      'Пароли не совпадают',
      'Обязательное поле',
    ])
    expect(screen.getByLabelText(/Согласен с/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('link', { name: /политикой/ })).toHaveAttribute('href', '/policy')
    expect(sent).not.toHaveBeenCalled()
  })

  it('registers and offers to send the letter again', async () => {
    const registered = jest.fn()
    const resent = jest.fn()
    mockGraphQLMutation('RegisterAccountMutation', (variables) => {
      registered(variables.input)
      return { registerAccount: { detail: NOTICE } }
    })
    mockGraphQLMutation('ResendAccountConfirmationMutation', (variables) => {
      resent(variables.email)
      return {
        resendAccountConfirmation: {
          detail: 'Если адрес зарегистрирован и не подтверждён, мы отправили письмо ещё раз.',
        },
      }
    })
    render(<RegistrationPage />)
    await fill()
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }))
    expect(await screen.findByRole('status')).toHaveTextContent(NOTICE)
    expect(registered).toHaveBeenCalledWith({
      email: 'new@akvatoria.kz',
      password: 'Длинный-пароль-2026',
      lastName: 'Иванова',
      firstName: 'Айгерим',
      middleName: '',
      // The page's language: the account's letters are written in it.
      locale: 'ru',
    })
    await userEvent.click(screen.getByRole('button', { name: 'Отправить письмо ещё раз' }))
    await waitFor(() => expect(resent).toHaveBeenCalledWith('new@akvatoria.kz'))
    expect(await screen.findByText(/мы отправили письмо ещё раз/)).toBeInTheDocument()
  })

  it('puts the server field errors at their fields', async () => {
    mockGraphQLMutation('RegisterAccountMutation', (_variables, { ctx }) => {
      ctx.errors([
        {
          message: 'Проверьте поля формы.',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: { password: ['Пароль слишком простой.'] },
          },
        },
      ])
      return null
    })
    render(<RegistrationPage />)
    await fill()
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }))
    expect(await screen.findByText('Пароль слишком простой.')).toBeInTheDocument()
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('shows a form-level message for other failures', async () => {
    mockGraphQLMutation('RegisterAccountMutation', (_variables, { ctx }) => {
      ctx.errors([{ message: 'Слишком много попыток.', extensions: { code: 'TOO_MANY_REQUESTS' } }])
      return null
    })
    render(<RegistrationPage />)
    await fill()
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }))
    await waitFor(() =>
      expect(screen.getByText('Слишком много попыток.')).toHaveAttribute('role', 'alert')
    )
  })
})
