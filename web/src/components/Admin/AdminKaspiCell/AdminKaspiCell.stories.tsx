import type { Meta, StoryObj } from '@storybook/react'

import { Failure, Loading, Success } from './AdminKaspiCell'
import { loadFailure, screenOf, standard } from './AdminKaspiCell.mock'

const meta: Meta = { title: 'Cells/Admin/AdminKaspiCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const failure: Story = { render: () => <Failure error={loadFailure()} /> }
/** The demo's settings: PP1 and PP2, every product; counts by reason. */
export const success: Story = { render: () => <Success {...standard()} /> }
/** Not set up yet: no merchant, no store ids — the screen says so. */
export const notSetUp: Story = {
  render: () => (
    <Success
      adminKaspi={screenOf({
        merchantId: '',
        company: '',
        listed: 0,
        problems: [
          'Не указан ID магазина в Kaspi.',
          'Ни у одного магазина не указан код точки продаж Kaspi: в прайс-листе не будет товаров.',
        ],
      })}
    />
  ),
}
