import userEvent from '@testing-library/user-event'

import { navigate } from '@redwoodjs/router'
import { render, screen, waitFor } from '@redwoodjs/testing/web'

import AdminOrderFiltersCell from 'src/components/Admin/AdminOrderFiltersCell'

import { Failure, Loading, Success } from './AdminOrderFiltersCell'
import { standard } from './AdminOrderFiltersCell.mock'

jest.mock('@redwoodjs/router', () => ({
  ...jest.requireActual('@redwoodjs/router'),
  navigate: jest.fn(),
}))

describe('AdminOrderFiltersCell', () => {
  afterEach(() => jest.clearAllMocks())

  it('offers the filter while the shops load or fail, without shops', () => {
    for (const State of [Loading, Failure]) {
      const { unmount } = render(<State params={{}} />)
      expect(screen.getByRole('search', { name: 'Фильтр заказов' })).toBeInTheDocument()
      expect(screen.getByLabelText('Магазин').querySelectorAll('option')).toHaveLength(1)
      unmount()
    }
  })

  it('labels every field and keeps the address values', () => {
    render(
      <Success
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
    render(<Success {...standard()} params={{ status: 'placed', page: '3' }} />)
    await userEvent.type(screen.getByLabelText('Номер, телефон, e-mail или имя'), 'Алия')
    await userEvent.selectOptions(screen.getByLabelText('Магазин'), 'Актобе')
    await userEvent.click(screen.getByRole('button', { name: 'Найти' }))
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        '/admin/orders?status=placed&shop=2&search=%D0%90%D0%BB%D0%B8%D1%8F'
      )
    )
  })

  it('says in Russian what is wrong, and goes nowhere', async () => {
    render(<Success {...standard()} params={{ from: '2026-11-25', to: '2026-11-01' }} />)
    await userEvent.click(screen.getByRole('button', { name: 'Найти' }))
    expect(await screen.findByText('Дата «по» раньше даты «с».')).toBeInTheDocument()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('asks the api for the shops', async () => {
    mockGraphQLQuery('AdminOrderShopsQuery', () => standard())
    render(<AdminOrderFiltersCell params={{}} />)
    expect(await screen.findByRole('option', { name: 'Актобе' })).toBeInTheDocument()
  })
})
