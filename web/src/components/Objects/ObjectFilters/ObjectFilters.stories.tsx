import type { Meta, StoryObj } from '@storybook/react'

import ObjectFilters from './ObjectFilters'
import { chosen, standard } from './ObjectFilters.mock'

const meta: Meta<typeof ObjectFilters> = {
  title: 'Components/Objects/ObjectFilters',
  component: ObjectFilters,
}
export default meta
type Story = StoryObj<typeof ObjectFilters>

/** /objects: «Все объекты» and «Все города» chosen. */
export const Primary: Story = { render: () => <ObjectFilters {...standard()} /> }

/** /objects/location/Атырау?type=chastnye-doma */
export const TypeAndCity: Story = { render: () => <ObjectFilters {...chosen()} /> }
