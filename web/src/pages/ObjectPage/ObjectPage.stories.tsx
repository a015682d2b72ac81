import type { Meta, StoryObj } from '@storybook/react'

import { notFoundError, standard } from 'src/components/Objects/ObjectCell/ObjectCell.mock'
import { UiProvider } from 'src/components/ShopState/UiProvider'

import ObjectPage from './ObjectPage'

const meta: Meta<typeof ObjectPage> = { component: ObjectPage }
export default meta
type Story = StoryObj<typeof ObjectPage>

/** /objects/1 */
export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('ObjectItemQuery', () => standard())
    return (
      <UiProvider>
        <ObjectPage id={1} />
      </UiProvider>
    )
  },
}

/** /objects/9999: the shop’s not-found page. */
export const NotFoundFailure: Story = {
  render: () => {
    mockGraphQLQuery('ObjectItemQuery', (_variables, { ctx }) => {
      ctx.errors(notFoundError().graphQLErrors)
      return null
    })
    return <ObjectPage id={9999} />
  },
}
