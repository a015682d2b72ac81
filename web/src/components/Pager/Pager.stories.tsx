import type { Meta, StoryObj } from '@storybook/react'

import Pager from './Pager'

const meta: Meta<typeof Pager> = {
  title: 'Components/Pager',
  component: Pager,
  args: { hrefOf: (page: number) => `?page=${page}`, currentClassName: 'admin-pager__current' },
  decorators: [(Story) => <nav className="admin-pager">{Story()}</nav>],
}
export default meta
type Story = StoryObj<typeof Pager>

/** A long list: a window of pages around the current one. */
export const Windowed: Story = { args: { page: 15, pages: 31 } }
/** A short list: every page. */
export const AllPages: Story = { args: { page: 2, pages: 3, allPages: true } }
