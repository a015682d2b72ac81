import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './CertificatesCell'
import { standard } from './CertificatesCell.mock'

const meta: Meta = { title: 'Cells/CertificatesCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const empty: Story = { render: () => <Empty /> }
export const failure: Story = {
  render: () => <Failure error={new Error('Сервер недоступен')} />,
}
/** Eight certificates and licences. */
export const success: Story = { render: () => <Success {...standard()} /> }
