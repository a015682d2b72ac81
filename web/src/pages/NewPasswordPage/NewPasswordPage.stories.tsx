import type { Meta, StoryObj } from '@storybook/react'

import AuthLayoutFrame from 'src/testing/AuthLayoutFrame'

import NewPasswordPage from './NewPasswordPage'

const meta: Meta<typeof NewPasswordPage> = {
  component: NewPasswordPage,
  decorators: [(Story) => <AuthLayoutFrame>{Story()}</AuthLayoutFrame>],
}
export default meta
type Story = StoryObj<typeof NewPasswordPage>

export const Primary: Story = {
  render: () => {
    window.history.replaceState({}, '', '?token=demo-token')
    mockGraphQLMutation('ResetAccountPasswordMutation', () => ({
      resetAccountPassword: { detail: 'Пароль изменён. Войдите с новым паролем.' },
    }))
    return <NewPasswordPage />
  },
}

export const WithoutToken: Story = {
  render: () => {
    window.history.replaceState({}, '', window.location.pathname)
    return <NewPasswordPage />
  },
}
