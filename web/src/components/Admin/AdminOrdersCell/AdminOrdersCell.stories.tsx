import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './AdminOrdersCell'
import { longValues, manyPages, standard } from './AdminOrdersCell.mock'

const meta: Meta = { title: 'Cells/Admin/AdminOrdersCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const empty: Story = { render: () => <Empty /> }
export const failure: Story = { render: () => <Failure error={new Error('Сервер недоступен')} /> }
/** A working day, all statuses. */
export const success: Story = { render: () => <Success {...standard()} params={{}} /> }
/** The «Оформлен» tab, sorted by total, page 2 of 5. */
export const filteredAndPaged: Story = {
  render: () => (
    <Success
      {...manyPages()}
      params={{ status: 'placed', sort: 'total', direction: 'asc', page: '2' }}
    />
  ),
}
/** Long names, e-mails and payment types: the numbers stay on one line (view at 1366 px). */
export const longValuesOnALaptop: Story = {
  render: () => <Success {...longValues()} params={{}} />,
}
