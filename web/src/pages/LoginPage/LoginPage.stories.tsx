import type { Meta, StoryObj } from '@storybook/react'

import AuthLayoutFrame from 'src/testing/AuthLayoutFrame'

import LoginPage from './LoginPage'

const meta: Meta<typeof LoginPage> = {
  component: LoginPage,
  decorators: [(Story) => <AuthLayoutFrame>{Story()}</AuthLayoutFrame>],
}
export default meta
type Story = StoryObj<typeof LoginPage>

/** A guest sees the form (a logged-in user would be sent to the account). */
export const Primary: Story = {
  render: () => {
    mockCurrentUser(null)
    return <LoginPage />
  },
}
