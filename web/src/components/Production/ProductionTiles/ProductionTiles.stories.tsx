import type { Meta, StoryObj } from '@storybook/react'

import ProductionTiles from './ProductionTiles'
import { standard } from './ProductionTiles.mock'

const meta: Meta<typeof ProductionTiles> = {
  title: 'Components/Production/ProductionTiles',
  component: ProductionTiles,
}
export default meta
type Story = StoryObj<typeof ProductionTiles>

/** Eight tiles; «Водоочистка» has no picture yet and shows the placeholder. */
export const Primary: Story = { render: () => <ProductionTiles pages={standard()} /> }
