import userEvent from '@testing-library/user-event'

import { render, screen, waitFor, within } from '@redwoodjs/testing/web'
import { toast } from '@redwoodjs/web/toast'

import StockAlertsCell from 'src/components/Account/StockAlertsCell'

import { Empty, Failure, isEmpty, Loading, Success } from './StockAlertsCell'
import { standard } from './StockAlertsCell.mock'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))

describe('StockAlertsCell', () => {
  it('has Russian loading, empty and failure states', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем ожидаемые товары…')
    expect(isEmpty({ myStockAlerts: [] })).toBe(true)
    render(<Empty />)
    expect(screen.getByText(/Вы не ждёте ни одного товара/)).toBeInTheDocument()
    jest.spyOn(console, 'error').mockImplementation(() => {})
    render(<Failure error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить ожидаемые товары.')
  })

  it('links each product with the day it is awaited since', () => {
    render(<Success {...standard()} />)
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(
      within(items[0]).getByRole('link', { name: 'Котёл газовый Navien Deluxe 24K' })
    ).toHaveAttribute('href', '/catalog/product/NV-DELUXE-24')
    expect(within(items[0]).getByText(/^Ждёте с 01\.12\.2026/)).toBeInTheDocument()
  })

  it('cancels one alert and lists again', async () => {
    const cancelled = jest.fn()
    mockGraphQLMutation('CancelMyStockAlertMutation', (variables) => {
      cancelled(variables)
      return { cancelMyStockAlert: true }
    })
    mockGraphQLQuery('MyStockAlertsQuery', () => standard())
    render(<StockAlertsCell />)
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Не сообщать о поступлении: Насос скважинный Grundfos SQ 3-65',
      })
    )
    await waitFor(() => expect(cancelled).toHaveBeenCalledWith({ id: 9 }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Подписка отменена'))
  })
})
