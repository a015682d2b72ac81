import type { Meta, StoryObj } from '@storybook/react'

import { standard } from 'src/components/Account/CompanyDetailsCell/CompanyDetailsCell.mock'

import CompanyDetailsForm from './CompanyDetailsForm'

const meta: Meta<typeof CompanyDetailsForm> = {
  title: 'Components/Account/CompanyDetailsForm',
  component: CompanyDetailsForm,
}
export default meta
type Story = StoryObj<typeof CompanyDetailsForm>

export const filled: Story = { args: { company: standard().myCompany } }
export const empty: Story = { args: { company: null } }
