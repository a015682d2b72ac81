import type { Meta, StoryObj } from '@storybook/react'

import PriceTypeForm from './PriceTypeForm'

const meta: Meta<typeof PriceTypeForm> = { component: PriceTypeForm }
export default meta
type Story = StoryObj<typeof PriceTypeForm>

const save = async () => true

/** A new type: name and code. */
export const New: Story = { render: () => <PriceTypeForm priceType={null} onSave={save} /> }

/** Renaming «Оптовая»: its code may change too. */
export const Rename: Story = {
  render: () => (
    <PriceTypeForm
      priceType={{ id: 2, code: 'wholesale', name: 'Оптовая', isRetail: false }}
      onSave={save}
      onCancel={() => {}}
    />
  ),
}

/** Retail: the name only; its code is fixed. */
export const Retail: Story = {
  render: () => (
    <PriceTypeForm
      priceType={{ id: 1, code: 'retail', name: 'Розничная', isRetail: true }}
      onSave={save}
      onCancel={() => {}}
    />
  ),
}
