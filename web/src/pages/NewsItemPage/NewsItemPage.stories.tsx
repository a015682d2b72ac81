import type { Meta, StoryObj } from '@storybook/react'

import {
  notFound,
  standard,
  variables,
} from 'src/components/Content/NewsItemCell/NewsItemCell.mock'

import NewsItemPage from './NewsItemPage'

const meta: Meta<typeof NewsItemPage> = { component: NewsItemPage }
export default meta
type Story = StoryObj<typeof NewsItemPage>

/** «Новый склад в Атырау»: picture, text with a list, two photos. */
export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('NewsItemQuery', () => standard())
    return <NewsItemPage {...variables} />
  },
}

/** An unknown or unpublished id: the shop’s not-found page. */
export const NotFoundFailure: Story = {
  render: () => {
    mockGraphQLQuery('NewsItemQuery', (_variables, { ctx }) => {
      const { message, extensions } = notFound().graphQLErrors[0]
      ctx.errors([{ message, extensions }])
      return null
    })
    return <NewsItemPage id={999} />
  },
}
