import type { Meta, StoryObj } from '@storybook/react'

import NewsList from './NewsList'
import { standard } from './NewsList.mock'

const meta: Meta<typeof NewsList> = { title: 'Content/NewsList', component: NewsList }
export default meta
type Story = StoryObj<typeof NewsList>

/** A promotion, a promotion without a picture, and a news item. */
export const Primary: Story = { render: () => <NewsList {...standard()} eagerFirst /> }

/** Inside a titled section (the events page): card titles are level 3. */
export const InASection: Story = {
  render: () => (
    <section aria-labelledby="news-section">
      <h2 id="news-section">Новости и события</h2>
      <NewsList {...standard()} headingLevel={3} />
    </section>
  ),
}
