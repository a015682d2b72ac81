import userEvent from '@testing-library/user-event'

import { render, screen, waitFor } from '@redwoodjs/testing/web'

import ResendConfirmation from './ResendConfirmation'
import ResendConfirmationForm from './ResendConfirmationForm'

describe('Resend confirmation', () => {
  it('the form checks the address, then sends it', async () => {
    const resent = jest.fn()
    mockGraphQLMutation('ResendAccountConfirmationMutation', (variables) => {
      resent(variables.email)
      return { resendAccountConfirmation: { detail: 'Письмо отправлено ещё раз.' } }
    })
    render(<ResendConfirmationForm />)
    await userEvent.click(screen.getByRole('button', { name: 'Отправить письмо ещё раз' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Обязательное поле')
    expect(resent).not.toHaveBeenCalled()
    await userEvent.type(screen.getByLabelText('E-mail'), 'new@akvatoria.kz')
    await userEvent.click(screen.getByRole('button', { name: 'Отправить письмо ещё раз' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Письмо отправлено ещё раз.')
    expect(resent).toHaveBeenCalledWith('new@akvatoria.kz')
  })

  it('the button shows a refusal of the server', async () => {
    mockGraphQLMutation('ResendAccountConfirmationMutation', (_variables, { ctx }) => {
      ctx.errors([{ message: 'Слишком много писем.', extensions: { code: 'TOO_MANY_REQUESTS' } }])
      return null
    })
    render(<ResendConfirmation email="new@akvatoria.kz" />)
    await userEvent.click(screen.getByRole('button', { name: 'Отправить письмо ещё раз' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Слишком много писем.'))
  })
})
