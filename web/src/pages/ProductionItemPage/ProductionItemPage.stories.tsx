import type { Meta, StoryObj } from '@storybook/react'

import {
  notFoundError,
  standard,
} from 'src/components/Production/ProductionItemCell/ProductionItemCell.mock'
import { UiProvider } from 'src/components/ShopState/UiProvider'

import ProductionItemPage from './ProductionItemPage'

const meta: Meta<typeof ProductionItemPage> = { component: ProductionItemPage }
export default meta
type Story = StoryObj<typeof ProductionItemPage>

/** /production/akva-control-cabinet */
export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('ProductionItemQuery', () => standard())
    return (
      <UiProvider>
        <ProductionItemPage id="akva-control-cabinet" />
      </UiProvider>
    )
  },
}

/** /production/no-such-page: «Страница не найдена» with a link to the list. */
export const NotFoundFailure: Story = {
  render: () => {
    mockGraphQLQuery('ProductionItemQuery', (_variables, { ctx }) => {
      const error = notFoundError()
      ctx.errors(error.graphQLErrors)
      return null
    })
    return <ProductionItemPage id="no-such-page" />
  },
}
