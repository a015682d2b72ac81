import { useState } from 'react'

import type { Meta, StoryObj } from '@storybook/react'

import SelectField from './SelectField'

const meta: Meta<typeof SelectField> = { component: SelectField }
export default meta
type Story = StoryObj<typeof SelectField>

const SIZES = ['9', '18', '36'].map((size) => ({ value: size, label: size }))

/** A controlled field, as the catalogue holds it. */
const PageSizeField = () => {
  const [value, setValue] = useState('9')
  return <SelectField label="На странице" value={value} options={SIZES} onChange={setValue} />
}

/** The catalogue's «На странице» choice: the label above, the shop's field frame and ring. */
export const PageSize: Story = { render: () => <PageSizeField /> }

/** In a phone's column (390 px less the page padding): the field fills the width it is given. */
export const PhoneColumn: Story = {
  render: () => (
    <div style={{ width: 358 }}>
      <PageSizeField />
    </div>
  ),
}
