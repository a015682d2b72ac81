import { rememberViewed } from '@domain/recentlyViewed'
import type { Meta, StoryObj } from '@storybook/react'

import RecentlyViewed from './RecentlyViewed'
import { standard, visits } from './RecentlyViewed.mock'

const meta: Meta<typeof RecentlyViewed> = { component: RecentlyViewed }
export default meta
type Story = StoryObj<typeof RecentlyViewed>

/** Five products, the last one looked at first; one without a picture. */
export const FewProducts: Story = { args: { products: standard() } }

/** After twelve visits only the ten newest are kept (SPEC §4, nominal limit 10). */
export const TenNewest: Story = {
  args: {
    products: visits()
      .map((product) => product.article)
      .reduce(rememberViewed, [] as string[])
      .map((article) => visits().find((product) => product.article === article)!),
  },
}

/** Nothing viewed yet: the section is not shown at all. */
export const NothingViewed: Story = { args: { products: [] } }
