import type { Meta, StoryObj } from '@storybook/react'

import { CompareProvider } from 'src/components/ShopState/CompareProvider'

import ComparePage from './ComparePage'
import { compareMap, productsByArticles } from './ComparePage.mock'

const meta: Meta<typeof ComparePage> = { component: ComparePage }
export default meta
type Story = StoryObj<typeof ComparePage>

/** Nothing chosen yet: how to add products. */
export const Empty: Story = {
  render: () => (
    <CompareProvider initial={{}}>
      <ComparePage />
    </CompareProvider>
  ),
}

/** Two subcategories: three circulation pumps and a pumping station. */
export const TwoSubcategories: Story = {
  render: () => {
    mockGraphQLQuery('CompareProductsQuery', productsByArticles)
    return (
      <CompareProvider initial={compareMap()}>
        <ComparePage />
      </CompareProvider>
    )
  },
}

/** The products could not be loaded. */
export const LoadFailure: Story = {
  render: () => {
    mockGraphQLQuery('CompareProductsQuery', (_variables, { ctx }) => {
      ctx.errors([{ message: 'Сервер недоступен' }])
      return null
    })
    return (
      <CompareProvider initial={compareMap()}>
        <ComparePage />
      </CompareProvider>
    )
  },
}
