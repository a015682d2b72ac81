import { render, screen, within } from '@redwoodjs/testing/web'

import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import NewsList from './NewsList'
import { standard } from './NewsList.mock'

describe('NewsList', () => {
  it('shows each item as a card: title linking to the item, date, promo mark and summary', () => {
    render(<NewsList {...standard()} />)
    const cards = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(cards).toHaveLength(3)

    const first = within(cards[0])
    expect(
      first.getByRole('heading', {
        level: 2,
        name: 'Чёрная пятница: скидки до 25% на смесители и душевые системы',
      })
    ).toBeInTheDocument()
    expect(
      first.getByRole('link', {
        name: 'Чёрная пятница: скидки до 25% на смесители и душевые системы',
      })
    ).toHaveAttribute('href', '/about/news/14')
    expect(first.getByText('5 ноября 2026 г.')).toHaveAttribute(
      'datetime',
      '2026-11-05T09:00:00.000Z'
    )
    expect(first.getByText('Акция')).toBeInTheDocument()
    expect(first.getByText(/Grohe, Hansgrohe, Iddis и Roca/)).toBeInTheDocument()

    const third = within(cards[2])
    expect(third.getByText('12 мая 2026 г.')).toBeInTheDocument()
    expect(third.queryByText('Акция')).not.toBeInTheDocument()
  })

  it('keeps pictures decorative, sized, and lazy unless the first is asked for at once', () => {
    const { container } = render(<NewsList {...standard()} eagerFirst />)
    // The second item has no picture.
    const images = Array.from(container.querySelectorAll('img'))
    expect(images).toHaveLength(2)
    expect(images[0]).toHaveAttribute('alt', '')
    expect(images[0]).toHaveAttribute('width', '1200')
    expect(images[0]).toHaveAttribute('height', '675')
    expect(images[0]).toHaveAttribute('loading', 'eager')
    expect(images[1]).toHaveAttribute('loading', 'lazy')
  })

  it('uses level-3 titles inside a titled section', () => {
    render(<NewsList {...standard()} headingLevel={3} />)
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3)
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument()
  })

  it('marks a Russian fallback lang="ru" on a Kazakh page, and no Kazakh text (issue 33)', async () => {
    const [first, second] = standard().news
    const news = [
      {
        ...first,
        title: 'Қара жұма: араластырғыштарға 25%-ға дейін жеңілдік',
        titleLang: 'kk',
        summary: '20–30 қараша аралығында Grohe және Roca сантехникасына жеңілдіктер.',
        summaryLang: 'kk',
      },
      second,
    ]
    await loadCatalog('kk')
    render(
      <AtPage href="/kk/about/news">
        <NewsList news={news} />
      </AtPage>
    )
    const [kazakh, russian] = screen.getAllByRole('heading', { level: 2 })
    expect(kazakh).not.toHaveAttribute('lang')
    expect(screen.getByText(/Grohe және Roca/)).not.toHaveAttribute('lang')
    expect(russian).toHaveTextContent(second.title)
    expect(russian).toHaveAttribute('lang', 'ru')
    expect(screen.getByText(second.summary)).toHaveAttribute('lang', 'ru')
  })

  it('marks nothing on a Russian page', () => {
    const { container } = render(<NewsList {...standard()} />)
    expect(container.querySelector('[lang]')).toBeNull()
  })
})
