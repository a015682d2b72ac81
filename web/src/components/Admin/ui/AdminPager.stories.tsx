import type { Meta, StoryObj } from '@storybook/react'

import AdminPager from './AdminPager'

const meta: Meta<typeof AdminPager> = {
  component: AdminPager,
  args: {
    pageSize: 20,
    hrefOf: (page: number) => `?page=${page}`,
    label: 'Страницы списка заказов',
  },
}
export default meta

type Story = StoryObj<typeof AdminPager>

export const FirstOfMany: Story = { args: { page: 1, count: 612 } }
export const Middle: Story = { args: { page: 15, count: 612 } }
export const OnePage: Story = { args: { page: 1, count: 7 } }
