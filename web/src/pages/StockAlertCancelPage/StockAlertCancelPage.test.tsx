import { render, screen } from '@redwoodjs/testing/web'

import StockAlertCancelPage, { NO_TOKEN } from './StockAlertCancelPage'

const CANCELLED = 'Подписка отменена: письмо о поступлении не придёт.'
const STALE = 'Ссылка устарела: подписка уже отменена или товар поступил.'

describe('StockAlertCancelPage', () => {
  afterEach(() => window.history.replaceState({}, '', '/'))

  it('cancels with the letter’s token once, on load, and names the product', async () => {
    const cancelled = jest.fn()
    mockGraphQLMutation('CancelStockAlertByTokenMutation', (variables) => {
      cancelled(variables.token)
      return {
        cancelStockAlertByToken: { productName: 'Котёл Navien Deluxe 24K', message: CANCELLED },
      }
    })
    window.history.replaceState({}, '', '/stock-alerts/cancel?token=abc123')
    render(<StockAlertCancelPage />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Отмена подписки на поступление'
    )
    expect(await screen.findByText(CANCELLED)).toHaveAttribute('role', 'status')
    expect(screen.getByText('Товар: Котёл Navien Deluxe 24K')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute(
      'href',
      '/precatalog'
    )
    expect(cancelled).toHaveBeenCalledTimes(1)
    expect(cancelled).toHaveBeenCalledWith('abc123')
  })

  it('says the api’s reason for a stale link', async () => {
    mockGraphQLMutation('CancelStockAlertByTokenMutation', (_variables, { ctx }) => {
      ctx.errors([{ message: STALE, extensions: { code: 'NOT_FOUND' } }])
      return null
    })
    window.history.replaceState({}, '', '/stock-alerts/cancel?token=old')
    render(<StockAlertCancelPage />)
    expect(await screen.findByRole('alert')).toHaveTextContent(STALE)
  })

  it('asks for the whole link when it has no token', () => {
    window.history.replaceState({}, '', '/stock-alerts/cancel')
    render(<StockAlertCancelPage />)
    expect(screen.getByRole('alert')).toHaveTextContent(NO_TOKEN)
  })
})
