import { render, screen, within } from '@redwoodjs/testing/web'

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
})
