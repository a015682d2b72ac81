import { render, screen, waitFor } from '@redwoodjs/testing/web'

import {
  empty,
  standard,
} from 'src/components/Production/ProductionPagesCell/ProductionPagesCell.mock'

import ProductionListPage from './ProductionListPage'

describe('ProductionListPage', () => {
  it('lists the production directions as links to their pages', async () => {
    mockGraphQLQuery('ProductionPagesQuery', () => standard())
    render(<ProductionListPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Производство' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем направления производства…')
    expect(await screen.findByRole('link', { name: /Водоочистка/ })).toHaveAttribute(
      'href',
      '/production/water-purification'
    )
    expect(screen.getAllByRole('link', { name: /./ })).toHaveLength(8)
    await waitFor(() => expect(document.title).toMatch(/^Производство/))
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Производство'
    )
  })

  it('says when no directions are entered yet', async () => {
    mockGraphQLQuery('ProductionPagesQuery', () => empty())
    render(<ProductionListPage />)
    expect(await screen.findByText(/Раздел пока не заполнен/)).toBeInTheDocument()
  })
})
