import type { Meta, StoryObj } from '@storybook/react'

import { loadCatalog } from 'src/lib/i18n'
import { atPage } from 'src/testing/InLanguage'

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

/** A guest on a Kazakh page (issue 33): «Түскенде хабарлау». */
export const InKazakh: Story = {
  args: { accountEmail: null },
  decorators: [atPage('/kk/catalog/product/NV-DELUXE-24')],
  loaders: [() => loadCatalog('kk')],
}
