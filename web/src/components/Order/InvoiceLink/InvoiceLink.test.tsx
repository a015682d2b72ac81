import { render, screen } from '@redwoodjs/testing/web'

import InvoiceLink from './InvoiceLink'

const order = (status: string, hasUnpriced = false) => ({
  id: 902,
  number: 'A-000902',
  status,
  hasUnpriced,
})

describe('InvoiceLink', () => {
  it.each(['placed', 'confirmed', 'assembling', 'ready', 'completed'])(
    'links a %s order to its PDF',
    (status) => {
      render(<InvoiceLink order={order(status)} />)
      const link = screen.getByRole('link', { name: 'Счёт на оплату заказа A-000902 (PDF)' })
      expect(link).toHaveAttribute('href', '/api/v1/order/902/invoice/')
      expect(link).toHaveAttribute('download')
      expect(link).toHaveTextContent('Счёт на оплату (PDF)')
    }
  )

  it.each(['draft', 'cancelled', 'unknown'])('shows nothing for a %s order', (status) => {
    const { container } = render(<InvoiceLink order={order(status)} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('shows nothing while a price is on request (the api would answer 409)', () => {
    const { container } = render(<InvoiceLink order={order('placed', true)} />)
    expect(container).toBeEmptyDOMElement()
  })
})
