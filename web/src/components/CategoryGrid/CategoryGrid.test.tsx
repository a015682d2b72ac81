import { LocationProvider } from '@redwoodjs/router'
import { render, screen } from '@redwoodjs/testing/web'

import { LocaleProvider, loadCatalog } from 'src/lib/i18n'
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

  it('marks a Russian fallback name lang="ru" on a Kazakh page, and no Kazakh name', async () => {
    await loadCatalog('kk')
    render(
      <LocationProvider location={new URL('http://localhost/kk/precatalog')}>
        <LocaleProvider>
          <CategoryGrid
            categories={[
              { id: 1, name: 'Сорғы жабдықтары', nameLang: 'kk', slug: 'n', kind: 'regular' },
              { id: 2, name: 'Баки и емкости', nameLang: 'ru', slug: 'b', kind: 'regular' },
            ]}
          />
        </LocaleProvider>
      </LocationProvider>
    )
    expect(await screen.findByText('Сорғы жабдықтары')).not.toHaveAttribute('lang')
    expect(screen.getByText('Баки и емкости')).toHaveAttribute('lang', 'ru')
  })

  it('leads to the section in the page’s language: /precatalog on Russian, /kk/precatalog on Kazakh pages', async () => {
    const tiles = [
      { id: 2, name: 'Сантехника', nameLang: 'ru', slug: 'santehnika', kind: 'regular' },
    ]
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
