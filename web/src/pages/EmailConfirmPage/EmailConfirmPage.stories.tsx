import type { Meta, StoryObj } from '@storybook/react'

import AuthLayoutFrame from 'src/testing/AuthLayoutFrame'

import EmailConfirmPage from './EmailConfirmPage'

const meta: Meta<typeof EmailConfirmPage> = {
  component: EmailConfirmPage,
  decorators: [(Story) => <AuthLayoutFrame>{Story()}</AuthLayoutFrame>],
}
export default meta
type Story = StoryObj<typeof EmailConfirmPage>

const mockResend = () =>
  mockGraphQLMutation('ResendAccountConfirmationMutation', () => ({
    resendAccountConfirmation: {
      detail: 'Если адрес зарегистрирован и не подтверждён, мы отправили письмо ещё раз.',
    },
  }))

export const Confirmed: Story = {
  render: () => {
    window.history.replaceState({}, '', '?token=demo-token')
    mockGraphQLMutation('ConfirmAccountEmailMutation', () => ({
      confirmAccountEmail: { detail: 'E-mail подтверждён. Теперь можно войти.' },
    }))
    return <EmailConfirmPage />
  },
}

export const ExpiredLink: Story = {
  render: () => {
    window.history.replaceState({}, '', '?token=old-token')
    mockGraphQLMutation('ConfirmAccountEmailMutation', (_variables, { ctx }) => {
      ctx.errors([
        {
          message: 'Ссылка недействительна или устарела. Запросите новую.',
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ])
      return null
    })
    mockResend()
    return <EmailConfirmPage />
  },
}
