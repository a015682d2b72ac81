import { useState } from 'react'

import type { Meta, StoryObj } from '@storybook/react'

import { QuantityField } from './QuantityField'

const meta: Meta<typeof QuantityField> = {
  title: 'Components/UI/QuantityField',
  component: QuantityField,
  args: { label: 'Количество', value: 1, max: 100_000, unitLabel: 'шт.' },
  render: (args) => {
    const Held = () => {
      const [value, setValue] = useState(args.value)
      return <QuantityField {...args} value={value} onChange={setValue} />
    }
    return <Held />
  },
}
export default meta
type Story = StoryObj<typeof QuantityField>

export const atOne: Story = {}
export const several: Story = { args: { value: 17 } }
export const atMax: Story = { args: { value: 10, max: 10 } }
export const disabled: Story = { args: { disabled: true } }
