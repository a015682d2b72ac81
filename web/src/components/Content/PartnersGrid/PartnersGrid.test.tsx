import { render, screen, within } from '@redwoodjs/testing/web'

import PartnersGrid from './PartnersGrid'
import { standard } from './PartnersGrid.mock'

describe('PartnersGrid', () => {
  it('names every brand with its country and links it to its page', () => {
    render(<PartnersGrid {...standard()} />)
    const tiles = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(tiles).toHaveLength(6)
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    ).toEqual(['Baxi', 'Danfoss', 'Grundfos', 'Джилекс', 'Valtec', 'Wilo'])
    expect(screen.getByRole('link', { name: 'Grundfos' })).toHaveAttribute(
      'href',
      '/about/partners/1'
    )
    expect(within(tiles[5]).getByText('Германия')).toBeInTheDocument()
  })

  it('links every brand to the catalogue filtered by it', () => {
    render(<PartnersGrid {...standard()} />)
    expect(screen.getAllByRole('link', { name: /^Товары в каталоге/ })).toHaveLength(6)
    expect(screen.getByRole('link', { name: 'Товары в каталоге — Wilo' })).toHaveAttribute(
      'href',
      '/catalog/v2?brand__name=Wilo'
    )
    expect(screen.getByRole('link', { name: 'Товары в каталоге — Джилекс' })).toHaveAttribute(
      'href',
      `/catalog/v2?brand__name=${encodeURIComponent('Джилекс')}`
    )
  })

  it('shows logos as sized decoration; a brand without one shows a hidden initial', () => {
    render(<PartnersGrid {...standard()} />)
    const grundfos = screen.getByRole('article', { name: 'Grundfos' })
    const logo = grundfos.querySelector('img')!
    expect(logo).toHaveAttribute('src', '/api/media/demo/brands/grundfos.svg')
    expect(logo).toHaveAttribute('alt', '')
    expect(logo).toHaveAttribute('width', '600')
    expect(logo).toHaveAttribute('height', '240')
    const dzhileks = screen.getByRole('article', { name: 'Джилекс' })
    expect(dzhileks.querySelector('img')).toBeNull()
    expect(within(dzhileks).getByText('Д')).toHaveAttribute('aria-hidden', 'true')
  })

  it('loads the first two rows of logos at once and the rest lazily', () => {
    const many = Array.from({ length: 10 }, (_, i) => ({
      id: i + 1,
      name: `Бренд ${i + 1}`,
      logo: `/api/media/demo/brands/brand-${i + 1}.svg`,
      country: 'Казахстан',
    }))
    const { container } = render(<PartnersGrid brands={many} />)
    const loading = Array.from(container.querySelectorAll('img')).map((img) =>
      img.getAttribute('loading')
    )
    expect(loading.filter((value) => value === 'eager')).toHaveLength(8)
    expect(loading.slice(8)).toEqual(['lazy', 'lazy'])
  })
})
