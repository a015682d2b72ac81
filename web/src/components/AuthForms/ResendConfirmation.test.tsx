import userEvent from '@testing-library/user-event'

import { render, screen } from '@redwoodjs/testing/web'

import ResendConfirmation from './ResendConfirmation'

describe('ResendConfirmation', () => {
  it('sends the letter again for the address and shows the answer', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('ResendAccountConfirmationMutation', (variables) => {
      sent(variables)
      return { resendAccountConfirmation: { detail: 'Письмо отправлено ещё раз.' } }
    })
    render(<ResendConfirmation email="aigerim@example.kz" />)
    await userEvent.click(screen.getByRole('button', { name: 'Отправить письмо ещё раз' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Письмо отправлено ещё раз.')
    expect(sent).toHaveBeenCalledWith({ email: 'aigerim@example.kz' })
  })

  it('says in Russian when the letter could not be sent', async () => {
    mockGraphQLMutation('ResendAccountConfirmationMutation', (_variables, { ctx }) => {
      ctx.errors([{ message: 'Слишком много попыток. Попробуйте через час.' }])
      return null
    })
    render(<ResendConfirmation email="aigerim@example.kz" />)
    await userEvent.click(screen.getByRole('button', { name: 'Отправить письмо ещё раз' }))
    expect(await screen.findByRole('alert')).toBeInTheDocument()
  })
})
