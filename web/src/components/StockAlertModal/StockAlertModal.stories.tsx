import type { Meta, StoryObj } from '@storybook/react'

import StockAlertModal from './StockAlertModal'

const meta: Meta<typeof StockAlertModal> = {
  component: StockAlertModal,
  args: {
    isOpen: true,
    onClose: () => {},
    onSaved: () => {},
    article: 'NV-DELUXE-24',
    name: 'Котёл газовый Navien Deluxe 24K',
  },
}
export default meta
type Story = StoryObj<typeof StockAlertModal>

/** A guest types an address and agrees to its use. */
export const Guest: Story = { args: { accountEmail: null } }

/** A customer confirms the account's address. */
export const Customer: Story = { args: { accountEmail: 'retail@akvatoria.kz' } }
