import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './SearchCorrectionCell'
import { standard } from './SearchCorrectionCell.mock'

const meta: Meta = { title: 'Cells/SearchCorrectionCell' }
export default meta
type Story = StoryObj

/** Nothing shows while the hint loads, when the query was read as typed, or on failure. */
export const loading: Story = { render: () => <Loading /> }
export const empty: Story = { render: () => <Empty /> }
export const failure: Story = { render: () => <Failure /> }
/** «yfcjc» or «носос»: «Показаны результаты по запросу «насос»». */
export const success: Story = {
  render: () => <Success {...standard()} query="yfcjc" />,
}
/** A brand typed in Cyrillic («грундфос»): named in its own spelling. */
export const brand: Story = {
  render: () => <Success catalogSearchCorrection="Grundfos" query="грундфос" />,
}
