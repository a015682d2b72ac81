import userEvent from '@testing-library/user-event'

import { navigate } from '@redwoodjs/router'
import { fireEvent, render, screen, waitFor } from '@redwoodjs/testing/web'

import AdminOrderFilters from './AdminOrderFilters'
import { standard } from './orderShops.mock'

jest.mock('@redwoodjs/router', () => ({
  ...jest.requireActual('@redwoodjs/router'),
  navigate: jest.fn(),
}))

const search = () => screen.getByRole('textbox', { name: 'Номер, телефон, e-mail или имя' })

describe('AdminOrderFilters', () => {
  it('shows the address’s filter and follows a new address («Сбросить», back)', () => {
    const { shops } = standard()
    const { rerender } = render(
      <AdminOrderFilters
        params={{ status: 'placed', search: '701', kind: 'guest' }}
        shops={shops}
      />
    )
    expect(search()).toHaveValue('701')
    expect(screen.getByRole('combobox', { name: 'Покупатель' })).toHaveValue('guest')
    fireEvent.change(search(), { target: { value: '702' } })
    // «Сбросить» leads to the status tab alone.
    rerender(<AdminOrderFilters params={{ status: 'placed' }} shops={shops} />)
    expect(search()).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'Покупатель' })).toHaveValue('')
    // Back: the earlier filter again.
    rerender(<AdminOrderFilters params={{ status: 'placed', search: '701' }} shops={shops} />)
    expect(search()).toHaveValue('701')
  })

  afterEach(() => jest.clearAllMocks())

  it('labels every field and keeps the address values', () => {
    render(
      <AdminOrderFilters
        {...standard()}
        params={{ search: '701', shop: '2', kind: 'guest', from: '2026-11-01' }}
      />
    )
    expect(screen.getByLabelText('Номер, телефон, e-mail или имя')).toHaveValue('701')
    expect(screen.getByLabelText('Магазин')).toHaveValue('2')
    expect(screen.getByLabelText('Покупатель')).toHaveValue('guest')
    expect(screen.getByLabelText('Оформлен с')).toHaveValue('2026-11-01')
    expect(screen.getByLabelText('Оформлен по')).toHaveValue('')
  })

  it('writes the filter to the address, keeping the status tab, from page 1', async () => {
    render(<AdminOrderFilters {...standard()} params={{ status: 'placed', page: '3' }} />)
    await userEvent.type(screen.getByLabelText('Номер, телефон, e-mail или имя'), 'Алия')
    await userEvent.selectOptions(screen.getByLabelText('Магазин'), 'Актобе')
    await userEvent.click(screen.getByRole('button', { name: 'Найти' }))
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        '/admin/orders?status=placed&shop=2&search=%D0%90%D0%BB%D0%B8%D1%8F'
      )
    )
  })

  // Issue 30 §4: a bookmark or a hand-edited link with «по» before «с» no longer lists nothing in silence.
  it('says on «Оформлен по» that the address’s range is reversed', async () => {
    render(<AdminOrderFilters {...standard()} params={{ from: '2026-11-25', to: '2026-11-01' }} />)
    const to = screen.getByLabelText('Оформлен по')
    expect(to).toHaveValue('2026-11-01')
    const message = await screen.findByText('Дата «по» раньше даты «с».')
    expect(message).toHaveAttribute('role', 'alert')
    expect(to.closest('.admin-filters__field')).toContainElement(message)
  })

  it('filters by the online payment’s state', async () => {
    render(<AdminOrderFilters {...standard()} params={{ status: 'cancelled' }} />)
    await userEvent.selectOptions(screen.getByLabelText('Онлайн-оплата'), 'Оплачен')
    await userEvent.click(screen.getByRole('button', { name: 'Найти' }))
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/admin/orders?status=cancelled&paymentStatus=paid')
    )
  })

  it('says in Russian what is wrong, and goes nowhere', async () => {
    render(<AdminOrderFilters {...standard()} params={{ from: '2026-11-25', to: '2026-11-01' }} />)
    await userEvent.click(screen.getByRole('button', { name: 'Найти' }))
    expect(await screen.findByText('Дата «по» раньше даты «с».')).toBeInTheDocument()
    expect(navigate).not.toHaveBeenCalled()
  })
})
