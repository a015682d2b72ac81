import { render, screen } from '@redwoodjs/testing/web'

import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import CategoryGrid from './CategoryGrid'

describe('CategoryGrid', () => {
  it('shows the stored image or the placeholder, sized to avoid layout shift', () => {
    render(
      <CategoryGrid
        categories={[
          { id: 1, name: 'Акции', slug: 'akcii', kind: 'promo', image: '/api/media/a.svg' },
          { id: 2, name: 'Сантехника', slug: 'santehnika', kind: 'regular', image: null },
        ]}
      />
    )
    const [promo, plumbing] = screen.getAllByRole('link')
    expect(promo).toHaveClass('category-tile--promo')
    expect(promo.querySelector('img')).toHaveAttribute('src', '/api/media/a.svg')
    expect(plumbing.querySelector('img')).toHaveAttribute('src', '/images/placeholder-category.svg')
    expect(plumbing.querySelector('img')).toHaveAttribute('width', '160')
  })

  it('leads to the section in the page’s language: /precatalog on Russian, /kk/precatalog on Kazakh pages', async () => {
    const tiles = [{ id: 2, name: 'Сантехника', slug: 'santehnika', kind: 'regular' }]
    const { unmount } = render(<CategoryGrid categories={tiles} />)
    const russian = `/precatalog/${encodeURIComponent('Сантехника')}`
    expect(screen.getByRole('link')).toHaveAttribute('href', russian)
    unmount()
    await loadCatalog('kk')
    render(
      <AtPage href="/kk/precatalog">
        <CategoryGrid categories={tiles} />
      </AtPage>
    )
    expect(screen.getByRole('link')).toHaveAttribute('href', `/kk${russian}`)
  })
})
