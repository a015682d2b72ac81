import type { Meta, StoryObj } from '@storybook/react'

import AccountSkeleton from './AccountSkeleton'

const meta: Meta<typeof AccountSkeleton> = {
  title: 'Components/Account/AccountSkeleton',
  component: AccountSkeleton,
}
export default meta
type Story = StoryObj<typeof AccountSkeleton>

/** /personal-account while the session loads. */
export const loadingSession: Story = {}
