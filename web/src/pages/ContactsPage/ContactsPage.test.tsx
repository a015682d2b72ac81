import { render, screen } from '@redwoodjs/testing/web'

import { standard } from 'src/components/ContactsCell/ContactsCell.mock'

import ContactsPage from './ContactsPage'

describe('ContactsPage', () => {
  it('shows the editors’ text and the contact facts of the «contacts» block', async () => {
    mockGraphQLQuery('ContactsPageQuery', standard)
    render(<ContactsPage />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Контакты' })).toBeInTheDocument()
    expect(screen.getByText(/г. Актобе, пр. Абилкайыр хана, 62/)).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: '+7 (7122) 20 30 40' })).toHaveAttribute(
      'href',
      'tel:+77122203040'
    )
    expect(screen.getByRole('button', { name: 'Перезвоните мне' })).toBeInTheDocument()
  })
})
