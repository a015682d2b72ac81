import type { Meta, StoryObj } from '@storybook/react'

import { Failure, Loading, Success } from './AdminExchangeAccountsCell'
import { none, standard } from './AdminExchangeAccountsCell.mock'

const meta: Meta = { title: 'Cells/Admin/AdminExchangeAccountsCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const failure: Story = { render: () => <Failure error={new Error('Сервер недоступен')} /> }
export const success: Story = { render: () => <Success {...standard()} /> }
/** No account yet: the form offers the demo's address to start from. */
export const empty: Story = { render: () => <Success {...none()} /> }
