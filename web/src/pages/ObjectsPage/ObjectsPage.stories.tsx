import type { Meta, StoryObj } from '@storybook/react'

import { filtered, standard } from 'src/components/Objects/ObjectsCell/ObjectsCell.mock'

import ObjectsPage from './ObjectsPage'

const meta: Meta<typeof ObjectsPage> = { component: ObjectsPage }
export default meta
type Story = StoryObj<typeof ObjectsPage>

/** /objects */
export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('ObjectsListQuery', () => standard())
    return <ObjectsPage />
  },
}

/** /objects/location/Атырау?type=chastnye-doma (the router hands the city encoded). */
export const TypeAndCity: Story = {
  render: () => {
    mockGraphQLQuery('ObjectsListQuery', () => filtered())
    return <ObjectsPage location={encodeURIComponent('Атырау')} type="chastnye-doma" />
  },
}
