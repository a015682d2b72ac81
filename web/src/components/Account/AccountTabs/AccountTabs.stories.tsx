import type { Meta, StoryObj } from '@storybook/react'

import AccountTabs from './AccountTabs'

const meta: Meta<typeof AccountTabs> = {
  title: 'Components/Account/AccountTabs',
  component: AccountTabs,
  args: { active: 'userinfo', unread: 0, onChoose: () => {} },
}
export default meta
type Story = StoryObj<typeof AccountTabs>

export const profile: Story = {}
export const withUnread: Story = { args: { active: 'notifications', unread: 3 } }
export const orders: Story = { args: { active: 'currentorders', unread: 12 } }
