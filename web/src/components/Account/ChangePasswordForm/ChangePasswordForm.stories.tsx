import type { Meta, StoryObj } from '@storybook/react'

import ChangePasswordForm from './ChangePasswordForm'

const meta: Meta<typeof ChangePasswordForm> = {
  title: 'Components/Account/ChangePasswordForm',
  component: ChangePasswordForm,
}
export default meta
type Story = StoryObj<typeof ChangePasswordForm>

export const empty: Story = {}
