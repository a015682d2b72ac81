import { render, screen, within } from '@redwoodjs/testing/web'

import NewsPagination, { pageItems } from './NewsPagination'
import { standard } from './NewsPagination.mock'

describe('NewsPagination', () => {
  it('offers the first, last and neighbouring pages with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1])
    expect(pageItems(1, 3)).toEqual([1, 2, 3])
    expect(pageItems(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12])
    // A single left-out page is shown rather than a gap.
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(pageItems(1, 12)).toEqual([1, 2, 'gap', 12])
  })

  it('links the pages; page 1 is the plain address and the current page is marked', () => {
    render(<NewsPagination {...standard()} />)
    const nav = screen.getByRole('navigation', { name: 'Страницы новостей' })
    expect(within(nav).getByRole('link', { name: /^← Назад/ })).toHaveAttribute(
      'href',
      '/about/news'
    )
    expect(within(nav).getByRole('link', { name: 'Страница 1' })).toHaveAttribute(
      'href',
      '/about/news'
    )
    const current = within(nav).getByRole('link', { name: 'Страница 2' })
    expect(current).toHaveAttribute('aria-current', 'page')
    expect(current).toHaveAttribute('href', '/about/news?page=2')
    expect(within(nav).queryByRole('link', { name: /Далее/ })).not.toBeInTheDocument()
  })

  it('offers «Далее» before the last page and hides the gaps from screen readers', () => {
    render(<NewsPagination page={6} pageCount={12} />)
    expect(screen.getByRole('link', { name: 'Далее → (страница 7)' })).toHaveAttribute(
      'href',
      '/about/news?page=7'
    )
    expect(screen.getAllByRole('listitem', { hidden: false })).toHaveLength(7)
  })

  it('shows nothing for a single page', () => {
    const { container } = render(<NewsPagination page={1} pageCount={1} />)
    expect(container).toBeEmptyDOMElement()
  })
})
