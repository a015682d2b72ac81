import type { Meta, StoryObj } from '@storybook/react'

import { empty, standard } from 'src/components/Content/NewsListCell/NewsListCell.mock'

import NewsListPage from './NewsListPage'

const meta: Meta<typeof NewsListPage> = { component: NewsListPage }
export default meta
type Story = StoryObj<typeof NewsListPage>

/** Page 1 of 2: the nine newest items and the page links. */
export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('NewsListQuery', (variables) => standard(variables))
    return <NewsListPage />
  },
}

/** /about/news?page=2: the five oldest items. */
export const SecondPage: Story = {
  render: () => {
    mockGraphQLQuery('NewsListQuery', (variables) => standard(variables))
    return <NewsListPage page="2" />
  },
}

/** Nothing published yet. */
export const NoNews: Story = {
  render: () => {
    mockGraphQLQuery('NewsListQuery', () => empty())
    return <NewsListPage />
  },
}
