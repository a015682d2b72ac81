import type { Meta, StoryObj } from '@storybook/react'

import ResendConfirmation from './ResendConfirmation'
import ResendConfirmationForm from './ResendConfirmationForm'

const meta: Meta<typeof ResendConfirmationForm> = { component: ResendConfirmationForm }
export default meta
type Story = StoryObj<typeof ResendConfirmationForm>

const mockResend = () =>
  mockGraphQLMutation('ResendAccountConfirmationMutation', () => ({
    resendAccountConfirmation: {
      detail: 'Если адрес зарегистрирован и не подтверждён, мы отправили письмо ещё раз.',
    },
  }))

/** With an address field (expired link). */
export const Form: Story = {
  render: () => {
    mockResend()
    return <ResendConfirmationForm />
  },
}

/** Just the button (the address is known after registration). */
export const Button: Story = {
  render: () => {
    mockResend()
    return <ResendConfirmation email="new@akvatoria.kz" />
  },
}
