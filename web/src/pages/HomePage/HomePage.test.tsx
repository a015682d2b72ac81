import { render, screen } from '@redwoodjs/testing/web'

import { standard } from 'src/components/CategoriesCell/CategoriesCell.mock'

import HomePage from './HomePage'

describe('HomePage', () => {
  it('shows the catalogue sections from the api', async () => {
    mockGraphQLQuery('CategoriesQuery', () => standard())
    render(<HomePage />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Акватория')
    expect(await screen.findByRole('link', { name: /Насосное оборудование/ })).toBeInTheDocument()
  })
})
