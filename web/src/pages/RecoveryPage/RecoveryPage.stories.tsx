import type { Meta, StoryObj } from '@storybook/react'

import AuthLayoutFrame from 'src/testing/AuthLayoutFrame'

import RecoveryPage from './RecoveryPage'

const meta: Meta<typeof RecoveryPage> = {
  component: RecoveryPage,
  decorators: [(Story) => <AuthLayoutFrame>{Story()}</AuthLayoutFrame>],
}
export default meta

export const Primary: StoryObj<typeof RecoveryPage> = {
  render: () => {
    mockGraphQLMutation('RequestAccountPasswordResetMutation', () => ({
      requestAccountPasswordReset: {
        detail: 'Если адрес зарегистрирован, мы отправили письмо со ссылкой для смены пароля.',
      },
    }))
    return <RecoveryPage />
  },
}
