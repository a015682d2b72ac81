import type { Meta, StoryObj } from '@storybook/react'

import ObjectsGrid from './ObjectsGrid'
import { standard } from './ObjectsGrid.mock'

const meta: Meta<typeof ObjectsGrid> = {
  title: 'Components/Objects/ObjectsGrid',
  component: ObjectsGrid,
}
export default meta
type Story = StoryObj<typeof ObjectsGrid>

export const Primary: Story = { render: () => <ObjectsGrid objects={standard()} /> }

export const OneObject: Story = { render: () => <ObjectsGrid objects={standard().slice(0, 1)} /> }
