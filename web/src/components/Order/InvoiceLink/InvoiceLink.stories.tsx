import type { Meta, StoryObj } from '@storybook/react'

import { buttonVariants } from 'src/components/ui/buttonVariants'

import InvoiceLink from './InvoiceLink'

const meta: Meta<typeof InvoiceLink> = {
  title: 'Components/Order/InvoiceLink',
  component: InvoiceLink,
}
export default meta
type Story = StoryObj<typeof InvoiceLink>

export const placed: Story = {
  args: { order: { id: 902, number: 'A-000902', status: 'placed' } },
}
export const asButton: Story = {
  args: {
    order: { id: 902, number: 'A-000902', status: 'completed' },
    className: buttonVariants({ variant: 'secondary', size: 'small' }),
  },
}
/** A draft has no invoice: nothing is shown. */
export const draft: Story = {
  args: { order: { id: 901, number: 'A-000901', status: 'draft' } },
}
