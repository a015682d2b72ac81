import type { Meta, StoryObj } from '@storybook/react'

import StockAlertCancelPage from './StockAlertCancelPage'

const meta: Meta<typeof StockAlertCancelPage> = { component: StockAlertCancelPage }
export default meta
type Story = StoryObj<typeof StockAlertCancelPage>

export const Cancelled: Story = {
  render: () => {
    window.history.replaceState({}, '', '?token=demo-token')
    mockGraphQLMutation('CancelStockAlertByTokenMutation', () => ({
      cancelStockAlertByToken: {
        productName: 'Котёл газовый Navien Deluxe 24K',
        message: 'Подписка отменена: письмо о поступлении не придёт.',
      },
    }))
    return <StockAlertCancelPage />
  },
}

export const StaleLink: Story = {
  render: () => {
    window.history.replaceState({}, '', '?token=old-token')
    mockGraphQLMutation('CancelStockAlertByTokenMutation', (_variables, { ctx }) => {
      ctx.errors([
        {
          message: 'Ссылка устарела: подписка уже отменена или товар поступил.',
          extensions: { code: 'NOT_FOUND' },
        },
      ])
      return null
    })
    return <StockAlertCancelPage />
  },
}
