import { fireEvent, render, screen } from '@redwoodjs/testing/web'

import { standard } from 'src/components/Admin/AdminOrderFiltersCell/AdminOrderFiltersCell.mock'

import AdminOrderFilters from './AdminOrderFilters'

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
})
