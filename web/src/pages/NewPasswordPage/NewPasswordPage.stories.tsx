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
      resetAccountPassword: {
        detail: 'Пароль изменён. Войдите с новым паролем.',
        backOffice: false,
      },
    }))
    return <NewPasswordPage />
  },
}

/** The staff invitation's link: once the password is set, «Войти в панель управления». */
export const StaffInvitation: Story = {
  render: () => {
    window.history.replaceState({}, '', '?token=demo-token')
    mockGraphQLMutation('ResetAccountPasswordMutation', () => ({
      resetAccountPassword: {
        detail:
          'Пароль задан. Теперь вы можете войти в панель управления магазином с этим e-mail и новым паролем.',
        backOffice: true,
      },
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
