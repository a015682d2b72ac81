import type { Meta, StoryObj } from '@storybook/react'

import { Failure, Loading, Success } from './ContactsCell'
import { standard, withoutFacts } from './ContactsCell.mock'

const meta: Meta = { title: 'Cells/ContactsCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const failure: Story = { render: () => <Failure error={new Error('Сервер недоступен')} /> }
/** The offices and shops, then phone, e-mail, hours, address and messengers. */
export const success: Story = { render: () => <Success {...standard()} onCallback={() => {}} /> }
/** Text only: the facts are not filled in, the call-back button stays. */
export const withoutTheFacts: Story = {
  render: () => <Success {...withoutFacts()} onCallback={() => {}} />,
}
