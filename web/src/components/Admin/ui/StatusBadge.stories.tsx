import type { Meta, StoryObj } from '@storybook/react'

import StatusBadge from './StatusBadge'

const meta: Meta<typeof StatusBadge> = {
  title: 'Components/Admin/ui/StatusBadge',
  component: StatusBadge,
}
export default meta
type Story = StoryObj<typeof StatusBadge>

/** The four tones side by side. */
export const Tones: Story = {
  render: () => (
    <>
      <StatusBadge tone="success">активен</StatusBadge>{' '}
      <StatusBadge tone="warning">приглашён</StatusBadge>{' '}
      <StatusBadge tone="danger">отключён</StatusBadge> <StatusBadge>гость</StatusBadge>
    </>
  ),
}
