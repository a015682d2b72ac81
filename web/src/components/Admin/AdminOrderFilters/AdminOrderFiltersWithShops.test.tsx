import userEvent from '@testing-library/user-event'

import { render, screen } from '@redwoodjs/testing/web'

import AdminOrderFiltersWithShops from './AdminOrderFiltersWithShops'
import { standard } from './orderShops.mock'

describe('AdminOrderFiltersWithShops', () => {
  it('offers the filter at once and adds the shops when they arrive', async () => {
    mockGraphQLQuery('AdminOrderShopsQuery', () => standard())
    render(<AdminOrderFiltersWithShops params={{}} />)
    expect(screen.getByRole('search', { name: 'Фильтр заказов' })).toBeInTheDocument()
    expect(await screen.findByRole('option', { name: 'Актобе' })).toBeInTheDocument()
  })

  it('keeps what was typed while the shops were loading', async () => {
    mockGraphQLQuery('AdminOrderShopsQuery', (_variables, { ctx }) => {
      ctx.delay(300)
      return standard()
    })
    render(<AdminOrderFiltersWithShops params={{}} />)
    await userEvent.type(screen.getByLabelText('Номер, телефон, e-mail или имя'), 'A-001007')
    expect(await screen.findByRole('option', { name: 'Актобе' })).toBeInTheDocument()
    expect(screen.getByLabelText('Номер, телефон, e-mail или имя')).toHaveValue('A-001007')
  })

  it('still filters when the shops cannot be read', async () => {
    mockGraphQLQuery('AdminOrderShopsQuery', (_variables, { ctx }) => {
      ctx.errors([{ message: 'Нет доступа' }])
    })
    render(<AdminOrderFiltersWithShops params={{}} />)
    expect(screen.getByRole('button', { name: 'Найти' })).toBeInTheDocument()
    expect(screen.getByLabelText('Магазин').querySelectorAll('option')).toHaveLength(1)
  })
})
