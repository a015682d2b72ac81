import { render, screen } from '@redwoodjs/testing/web'

import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import Pager, { pageWindow } from './Pager'

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4])
  })

  it('skips far pages, keeping the first and the last', () => {
    expect(pageWindow(10, 30)).toEqual([1, null, 8, 9, 10, 11, 12, null, 30])
    expect(pageWindow(1, 30)).toEqual([1, 2, 3, null, 30])
  })
})

describe('Pager', () => {
  const hrefOf = (page: number) => `/list?page=${page}`

  it('links back, forward and the other pages; the current one is marked, not linked', () => {
    render(<Pager page={2} pages={3} hrefOf={hrefOf} currentClassName="list__current" />)
    expect(screen.getByRole('link', { name: '← Назад' })).toHaveAttribute('href', hrefOf(1))
    expect(screen.getByRole('link', { name: 'Дальше →' })).toHaveAttribute('href', hrefOf(3))
    expect(screen.getByRole('link', { name: 'Страница 3' })).toHaveAttribute('href', hrefOf(3))
    expect(screen.queryByRole('link', { name: 'Страница 2' })).not.toBeInTheDocument()
    const current = screen.getByText('2').closest('[aria-current="page"]')
    expect(current).toHaveClass('list__current')
  })

  it('windows a long list unless asked for every page', () => {
    const { rerender } = render(
      <Pager page={10} pages={30} hrefOf={hrefOf} currentClassName="current" />
    )
    expect(screen.queryByRole('link', { name: 'Страница 2' })).not.toBeInTheDocument()
    expect(screen.getAllByText('…')).toHaveLength(2)
    rerender(<Pager page={10} pages={30} hrefOf={hrefOf} currentClassName="current" allPages />)
    expect(screen.getByRole('link', { name: 'Страница 2' })).toBeInTheDocument()
    expect(screen.queryByText('…')).not.toBeInTheDocument()
  })

  it('has nothing to show for a single page', () => {
    const { container } = render(
      <Pager page={1} pages={1} hrefOf={hrefOf} currentClassName="current" />
    )
    expect(container).toBeEmptyDOMElement()
  })
  it('speaks the language of the page: Kazakh on a Kazakh page (issue 33)', async () => {
    await loadCatalog('kk')
    render(
      <AtPage href="/kk/objects">
        <Pager page={2} pages={3} hrefOf={hrefOf} currentClassName="list__current" />
      </AtPage>
    )
    expect(screen.getByRole('link', { name: '← Артқа' })).toHaveAttribute('href', hrefOf(1))
    expect(screen.getByRole('link', { name: 'Әрі қарай →' })).toHaveAttribute('href', hrefOf(3))
    expect(screen.getByRole('link', { name: 'Бет 3' })).toHaveAttribute('href', hrefOf(3))
  })
})
