import { render, screen } from '@redwoodjs/testing/web'

import { pageBlock } from 'src/components/ContentBlockCell/ContentBlockCell.mock'

import DeliveryPage from './DeliveryPage'

describe('DeliveryPage', () => {
  it('shows the «delivery» block with its list of terms', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('ContentBlockPageQuery', (variables) => {
      asked(variables)
      return pageBlock('delivery')
    })
    render(<DeliveryPage />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Доставка и оплата' })
    ).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith({ blockKey: 'delivery' })
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
  })
})
