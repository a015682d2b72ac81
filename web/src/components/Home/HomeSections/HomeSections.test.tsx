import { render, screen } from '@redwoodjs/testing/web'

import { standard } from 'src/components/Home/HomeCell/HomeCell.mock'
import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import { BrandStrip, HomeSection, NewsPreview, ObjectsPreview, PromoTiles } from './HomeSections'

describe('HomeSections', () => {
  it('a section is a region named by its heading, with an optional «see all» link', () => {
    render(
      <HomeSection id="x" title="Новинки" more={{ to: '/catalog/v2', label: 'Все товары' }}>
        <p>…</p>
      </HomeSection>
    )
    expect(screen.getByRole('region', { name: 'Новинки' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Все товары' })).toHaveAttribute('href', '/catalog/v2')
  })

  it('promo tiles link where the editor pointed them; pictures are lazy with a size', () => {
    render(<PromoTiles slides={standard().marketing} />)
    expect(screen.getByRole('link', { name: /Оптовым покупателям/ })).toHaveAttribute(
      'href',
      '/about/wholesaler'
    )
    document.querySelectorAll('img').forEach((img) => {
      expect(img).toHaveAttribute('loading', 'lazy')
      expect(img).toHaveAttribute('width')
      expect(img).toHaveAttribute('height')
    })
  })

  it('a promo tile links only to a site page or another web site; otherwise it is no link', () => {
    const [first] = standard().marketing
    render(
      <PromoTiles
        slides={[
          { ...first, id: 1, title: 'Вирус', link: 'javascript:alert(1)' },
          { ...first, id: 2, title: 'Чужой', link: '/\\evil.example' },
          { ...first, id: 3, title: 'Пусто', link: null },
          { ...first, id: 4, title: 'Партнёр', link: 'https://grundfos.com/kz' },
        ]}
      />
    )
    const links = screen.getAllByRole('link')
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://grundfos.com/kz'])
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByText('Вирус')).toBeInTheDocument()
  })

  it('a brand without a logo is shown by name; an object without a picture gets the placeholder', () => {
    render(<BrandStrip brands={standard().brands} />)
    expect(screen.getByText('Aquaphor')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Wilo' })).toBeInTheDocument()
    render(<ObjectsPreview objects={standard().projects.results} />)
    const second = screen.getByRole('link', { name: /Жана Кала/ })
    expect(second.querySelector('img')).toHaveAttribute('src', '/images/placeholder-category.svg')
  })

  it('marks Russian fallback texts of offers and news lang="ru" on a Kazakh page, not Kazakh ones (issue 33)', async () => {
    const [offer] = standard().marketing
    const [news] = standard().newsList.results
    await loadCatalog('kk')
    render(
      <AtPage href="/kk">
        <PromoTiles
          slides={[
            { ...offer, id: 1, title: 'Котлдарға жеңілдік', titleLang: 'kk', subtitle: '' },
            { ...offer, id: 2 },
          ]}
        />
        <NewsPreview
          news={[
            { ...news, id: 1, title: 'Ақтөбеде екінші дүкен ашылды', titleLang: 'kk' },
            { ...news, id: 2 },
          ]}
        />
      </AtPage>
    )
    expect(screen.getByText('Котлдарға жеңілдік')).not.toHaveAttribute('lang')
    expect(screen.getByText(offer.title)).toHaveAttribute('lang', 'ru')
    expect(screen.getByText(offer.subtitle)).toHaveAttribute('lang', 'ru')
    expect(screen.getByText('Ақтөбеде екінші дүкен ашылды')).not.toHaveAttribute('lang')
    expect(screen.getByText(news.title)).toHaveAttribute('lang', 'ru')
  })

  it("dates the news in the page's language (issue 33)", async () => {
    const [news] = standard().newsList.results
    await loadCatalog('kk')
    const item = { ...news, id: 1, publishedAt: '2026-05-12T09:00:00Z' }
    const { unmount } = render(
      <AtPage href="/kk">
        <NewsPreview news={[item]} />
      </AtPage>
    )
    expect(screen.getByText('2026 ж. 12 мамыр')).toBeInTheDocument()
    unmount()
    render(
      <AtPage href="/">
        <NewsPreview news={[item]} />
      </AtPage>
    )
    expect(screen.getByText('12 мая 2026 г.')).toBeInTheDocument()
  })
})
