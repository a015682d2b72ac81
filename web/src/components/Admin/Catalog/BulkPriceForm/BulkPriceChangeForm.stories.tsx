import { PRICE_CHANGE_VALUE_MESSAGE } from '@modules/catalog/rules/adminCatalog'
import type { Meta, StoryObj } from '@storybook/react'

import BulkPriceChangeForm, { NO_CHANGE } from './BulkPriceChangeForm'

const meta: Meta<typeof BulkPriceChangeForm> = { component: BulkPriceChangeForm }
export default meta
type Story = StoryObj<typeof BulkPriceChangeForm>

const noop = () => {}

/** Nothing typed yet: +% by default. */
export const Empty: Story = {
  render: () => (
    <BulkPriceChangeForm value={NO_CHANGE} onChange={noop} onSubmit={noop} fieldError={null} />
  ),
}

/** −150 %: the shared schema's message at the amount. */
export const Refused: Story = {
  render: () => (
    <BulkPriceChangeForm
      value={{ mode: 'percent', direction: 'down', value: '150' }}
      onChange={noop}
      onSubmit={noop}
      fieldError={PRICE_CHANGE_VALUE_MESSAGE}
    />
  ),
}
