import type { Meta, StoryObj } from '@storybook/react'

import { Failure, Loading, Success } from './AdminAuditCell'
import { empty, standard, unknownCodes } from './AdminAuditCell.mock'

const meta: Meta = { title: 'Cells/Admin/AdminAuditCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const failure: Story = { render: () => <Failure error={new Error('Сервер недоступен')} /> }
export const success: Story = { render: () => <Success {...standard()} /> }
export const unknownCodesShownAsTheyAre: Story = {
  render: () => <Success {...unknownCodes()} />,
}
export const nothing: Story = { render: () => <Success {...empty()} /> }
