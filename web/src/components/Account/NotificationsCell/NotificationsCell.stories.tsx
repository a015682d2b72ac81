import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './NotificationsCell'
import { allRead as allReadMock, standard } from './NotificationsCell.mock'

const meta: Meta = { title: 'Cells/Account/NotificationsCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const empty: Story = { render: () => <Empty /> }
export const failure: Story = {
  render: () => <Failure error={new Error('Сервер недоступен')} />,
}
export const success: Story = { render: () => <Success {...standard()} /> }
export const allRead: Story = { render: () => <Success {...allReadMock()} /> }
