import type { Meta, StoryObj } from '@storybook/react'

import { standard } from 'src/components/Order/GuestOrderCell/GuestOrderCell.mock'

import MyOrdersPage from './MyOrdersPage'

const meta: Meta<typeof MyOrdersPage> = { component: MyOrdersPage }
export default meta
type Story = StoryObj<typeof MyOrdersPage>

/**
 * The look-up form. Any number with a complete phone finds the demo order
 * A-001077 (enter e.g. a-1077 and +7 701 234 56 78).
 */
export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('GuestOrderQuery', () => standard())
    return <MyOrdersPage />
  },
}

/** The same form when nothing matches: every look-up answers «Заказ не найден.». */
export const NothingFound: Story = {
  render: () => {
    mockGraphQLQuery('GuestOrderQuery', (_variables, { ctx }) => {
      ctx.errors([{ message: 'Заказ не найден.', extensions: { code: 'NOT_FOUND' } }])
      return null
    })
    return <MyOrdersPage />
  },
}
