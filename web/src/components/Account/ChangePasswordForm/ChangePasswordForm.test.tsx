import userEvent from '@testing-library/user-event'

import { render, screen, waitFor } from '@redwoodjs/testing/web'
import { toast } from '@redwoodjs/web/toast'

import { graphQLRefusal } from 'src/testing/accountTestUser'

import ChangePasswordForm from './ChangePasswordForm'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))

const fill = async (current: string, next: string, repeat: string) => {
  await userEvent.type(screen.getByLabelText('Текущий пароль'), current)
  await userEvent.type(screen.getByLabelText('Новый пароль'), next)
  await userEvent.type(screen.getByLabelText('Повторите пароль'), repeat)
  await userEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }))
}

describe('ChangePasswordForm («Сменить пароль»)', () => {
  beforeEach(() => jest.clearAllMocks())

  it('requires every field and says «Пароли не совпадают» for a different repeat', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('ChangeMyPasswordMutation', (variables) => {
      sent(variables)
      return { changeMyPassword: true }
    })
    render(<ChangePasswordForm />)
    await userEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }))
    expect(await screen.findAllByRole('alert')).toHaveLength(3)
    await fill('Akvatoria-demo-2026', 'Новый-пароль-2026', 'Другой-пароль-2026')
    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument()
    expect(screen.getByLabelText('Повторите пароль')).toHaveAttribute('aria-invalid', 'true')
    expect(sent).not.toHaveBeenCalled()
  })

  it('changes the password, says so and clears the form', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('ChangeMyPasswordMutation', (variables) => {
      sent(variables)
      return { changeMyPassword: true }
    })
    render(<ChangePasswordForm />)
    await fill('Akvatoria-demo-2026', 'Новый-пароль-2026', 'Новый-пароль-2026')
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Пароль изменён'))
    expect(sent).toHaveBeenCalledWith({
      currentPassword: 'Akvatoria-demo-2026',
      newPassword: 'Новый-пароль-2026',
    })
    await waitFor(() => expect(screen.getByLabelText('Текущий пароль')).toHaveValue(''))
    expect(screen.getByLabelText('Новый пароль')).toHaveValue('')
    expect(screen.getByLabelText('Повторите пароль')).toHaveValue('')
  })

  it('says the api’s password rule at the field before sending anything', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('ChangeMyPasswordMutation', (variables) => {
      sent(variables)
      return { changeMyPassword: true }
    })
    render(<ChangePasswordForm />)
    await fill('Akvatoria-demo-2026', 'qwerty123', 'qwerty123')
    expect(
      await screen.findByText('Этот пароль слишком распространён, выберите другой')
    ).toHaveAttribute('id', 'field-newPassword-error')
    expect(sent).not.toHaveBeenCalled()
  })

  it('shows the server refusals at their fields', async () => {
    // What only the server knows: the current password, and the account's e-mail in the new one.
    mockGraphQLMutation(
      'ChangeMyPasswordMutation',
      graphQLRefusal('Неверный текущий пароль.', {
        code: 'BAD_USER_INPUT',
        fields: {
          currentPassword: ['Неверный текущий пароль.'],
          newPassword: ['Пароль не должен совпадать с адресом электронной почты или содержать его'],
        },
      })
    )
    render(<ChangePasswordForm />)
    await fill('неверный', 'aigerim-2026!', 'aigerim-2026!')
    expect(await screen.findByText('Неверный текущий пароль.')).toHaveAttribute(
      'id',
      'field-currentPassword-error'
    )
    expect(
      screen.getByText('Пароль не должен совпадать с адресом электронной почты или содержать его')
    ).toHaveAttribute('id', 'field-newPassword-error')
    expect(toast.success).not.toHaveBeenCalled()
  })

  it('puts each of several messages of one field on its own line', async () => {
    mockGraphQLMutation(
      'ChangeMyPasswordMutation',
      graphQLRefusal('Проверьте поля формы.', {
        code: 'BAD_USER_INPUT',
        fields: {
          newPassword: [
            'Пароль не должен совпадать с адресом электронной почты или содержать его',
            'Этот пароль слишком распространён, выберите другой',
          ],
        },
      })
    )
    render(<ChangePasswordForm />)
    await fill('Akvatoria-demo-2026', 'aigerim-2026!', 'aigerim-2026!')
    const first = await screen.findByText(
      'Пароль не должен совпадать с адресом электронной почты или содержать его'
    )
    const second = screen.getByText('Этот пароль слишком распространён, выберите другой')
    // Two elements, each a line of its own, under the field's one message.
    expect(first).not.toBe(second)
    expect(first).toHaveClass('field__error-line')
    expect(second).toHaveClass('field__error-line')
    expect(first.parentElement).toHaveAttribute('id', 'field-newPassword-error')
    expect(screen.getByLabelText('Новый пароль')).toHaveAccessibleDescription(
      'Пароль не должен совпадать с адресом электронной почты или содержать его ' +
        'Этот пароль слишком распространён, выберите другой'
    )
  })
})
