import type { Meta, StoryObj } from '@storybook/react'

import DeliveryBadge from './DeliveryBadge'

const meta: Meta<typeof DeliveryBadge> = { component: DeliveryBadge }
export default meta
type Story = StoryObj<typeof DeliveryBadge>

/** The three CRM / outbox states side by side. */
export const States: Story = {
  render: () => (
    <>
      <DeliveryBadge state="pending" /> <DeliveryBadge state="delivered" />{' '}
      <DeliveryBadge state="failed" />
    </>
  ),
}
