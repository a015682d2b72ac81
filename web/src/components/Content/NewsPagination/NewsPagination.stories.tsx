import type { Meta, StoryObj } from '@storybook/react'

import NewsPagination from './NewsPagination'
import { standard } from './NewsPagination.mock'

const meta: Meta<typeof NewsPagination> = {
  title: 'Content/NewsPagination',
  component: NewsPagination,
}
export default meta
type Story = StoryObj<typeof NewsPagination>

/** The last of two pages: «Назад», 1, 2. */
export const Primary: Story = { render: () => <NewsPagination {...standard()} /> }

/** A long archive: first, last and the neighbours of page 6 of 12, gaps between. */
export const LongArchive: Story = { render: () => <NewsPagination page={6} pageCount={12} /> }
