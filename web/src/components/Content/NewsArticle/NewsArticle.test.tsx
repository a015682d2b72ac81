import { render, screen, within } from '@redwoodjs/testing/web'

import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import NewsArticle from './NewsArticle'
import { standard, withoutPictures } from './NewsArticle.mock'

describe('NewsArticle', () => {
  it('shows the title, the Russian date, the picture and the text', () => {
    render(<NewsArticle {...standard()} />)
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Новый склад в Атырау: в два раза больше товаров в наличии',
      })
    ).toBeInTheDocument()
    expect(screen.getByText('15 января 2026 г.')).toHaveAttribute(
      'datetime',
      '2026-01-15T09:00:00.000Z'
    )
    const picture = screen.getByRole('img', {
      name: 'Иллюстрация к новости «Новый склад в Атырау: в два раза больше товаров в наличии»',
    })
    expect(picture).toHaveAttribute('src', '/api/media/demo/news/novyy-sklad-v-atyrau.svg')
    expect(picture).toHaveAttribute('width', '1200')
    expect(picture).toHaveAttribute('height', '675')
    // In the first screen: not lazy.
    expect(picture).not.toHaveAttribute('loading', 'lazy')
    expect(screen.getByText('2 400 м²').tagName).toBe('STRONG')
    expect(screen.getByText('самовывоз готового заказа в день оформления;')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '← Все новости и акции' })).toHaveAttribute(
      'href',
      '/about/news'
    )
  })

  it('lists further photos below the text, lazily loaded and described', () => {
    render(<NewsArticle {...standard()} />)
    const gallery = screen.getByRole('region', { name: 'Фотографии' })
    const photos = within(gallery).getAllByRole('img')
    expect(photos).toHaveLength(2)
    expect(photos[1]).toHaveAccessibleName(
      'Фото 2 из 2: Новый склад в Атырау: в два раза больше товаров в наличии'
    )
    photos.forEach((photo) => expect(photo).toHaveAttribute('loading', 'lazy'))
    expect(within(gallery).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/api/media/demo/news/novyy-sklad-v-atyrau-2.svg'
    )
  })

  it('shows a text-only item without pictures or a photo section', () => {
    render(<NewsArticle {...withoutPictures()} />)
    expect(screen.getByText('12 мая 2026 г.')).toBeInTheDocument()
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Фотографии' })).not.toBeInTheDocument()
  })

  it('marks the Russian text lang="ru" on a Kazakh page, and not a Kazakh title (issue 33)', async () => {
    const { news } = standard()
    await loadCatalog('kk')
    render(
      <AtPage href="/kk/about/news/1">
        <NewsArticle news={{ ...news, title: 'Атыраудағы жаңа қойма', titleLang: 'kk' }} />
      </AtPage>
    )
    expect(
      screen.getByRole('heading', { level: 1, name: 'Атыраудағы жаңа қойма' })
    ).not.toHaveAttribute('lang')
    expect(screen.getByText(/промзоне Тендык/).closest('.rich-text')).toHaveAttribute('lang', 'ru')
  })

  it('marks nothing on a Russian page', () => {
    const { container } = render(<NewsArticle {...standard()} />)
    expect(container.querySelector('[lang]')).toBeNull()
  })
})
