import { render, screen, waitFor, within } from '@redwoodjs/testing/web'

import { standard } from 'src/components/Content/PartnersCell/PartnersCell.mock'

import PartnersPage from './PartnersPage'

describe('PartnersPage', () => {
  afterEach(() => jest.restoreAllMocks())

  it('lists the brands by name, each to its page and to the catalogue', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('PartnersQuery', (variables) => {
      asked(variables)
      return standard()
    })
    render(<PartnersPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Бренды' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем бренды…')
    expect(await screen.findByRole('link', { name: 'Grundfos' })).toHaveAttribute(
      'href',
      '/about/partners/1'
    )
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Baxi',
      'Danfoss',
      'Grundfos',
      'Джилекс',
      'Valtec',
      'Wilo',
    ])
    expect(screen.getByRole('link', { name: 'Товары в каталоге — Grundfos' })).toHaveAttribute(
      'href',
      '/catalog/v2?brand__name=Grundfos'
    )
    expect(asked).toHaveBeenCalled()
    expect(
      within(screen.getByRole('navigation', { name: 'Разделы «О нас»' })).getByRole('link', {
        name: 'Бренды',
      })
    ).toHaveAttribute('aria-current', 'page')
  })

  it('names the page and links its canonical address', async () => {
    mockGraphQLQuery('PartnersQuery', () => standard())
    render(<PartnersPage />)
    // Helmet writes the head after rendering: wait for the page's own tags.
    await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull())
    expect(document.title).toMatch(/^Бренды \|/)
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Бренды'
    )
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/about/partners'
    )
  })

  it('says when there are no brands', async () => {
    mockGraphQLQuery('PartnersQuery', () => ({ brands: [] }))
    render(<PartnersPage />)
    expect(await screen.findByText(/Список брендов пока пуст/)).toBeInTheDocument()
  })
})
