import type { Meta, StoryObj } from '@storybook/react'

import AuthLayoutFrame from 'src/testing/AuthLayoutFrame'

import RegistrationPage from './RegistrationPage'

const meta: Meta<typeof RegistrationPage> = {
  component: RegistrationPage,
  decorators: [(Story) => <AuthLayoutFrame>{Story()}</AuthLayoutFrame>],
}
export default meta
type Story = StoryObj<typeof RegistrationPage>

export const Primary: Story = {
  render: () => {
    mockGraphQLMutation('RegisterAccountMutation', () => ({
      registerAccount: {
        detail: 'Проверьте почту: мы отправили письмо со ссылкой для подтверждения e-mail.',
      },
    }))
    mockGraphQLMutation('ResendAccountConfirmationMutation', () => ({
      resendAccountConfirmation: {
        detail: 'Если адрес зарегистрирован и не подтверждён, мы отправили письмо ещё раз.',
      },
    }))
    return <RegistrationPage />
  },
}

/** The server refuses the password: the message appears at the field. */
export const WeakPassword: Story = {
  render: () => {
    mockGraphQLMutation('RegisterAccountMutation', (_variables, { ctx }) => {
      ctx.errors([
        {
          message: 'Проверьте поля формы.',
          extensions: { code: 'BAD_USER_INPUT', fields: { password: ['Пароль слишком простой.'] } },
        },
      ])
      return null
    })
    return <RegistrationPage />
  },
}
