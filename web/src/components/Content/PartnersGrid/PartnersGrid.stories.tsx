import type { Meta, StoryObj } from '@storybook/react'

import PartnersGrid from './PartnersGrid'
import { standard } from './PartnersGrid.mock'

const meta: Meta<typeof PartnersGrid> = { title: 'Content/PartnersGrid', component: PartnersGrid }
export default meta
type Story = StoryObj<typeof PartnersGrid>

/** Six brands with catalogue links; one without a logo shows its initial. */
export const Primary: Story = { render: () => <PartnersGrid {...standard()} /> }
