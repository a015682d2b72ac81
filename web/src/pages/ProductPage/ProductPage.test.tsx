import { render, screen, waitFor, within } from '@redwoodjs/testing/web'

import { guestOnRequest, product, standard } from 'src/components/ProductCell/ProductCell.mock'
import { standard as viewedCards } from 'src/components/RecentlyViewedCell/RecentlyViewedCell.mock'
import { rememberServedNotFound } from 'src/lib/servedNotFound'
import { STORAGE_KEYS } from 'src/lib/storage'
import { retailUser } from 'src/testing/accountTestUser'
import { ShopTestProviders } from 'src/testing/ShopTestProviders'

import ProductPage from './ProductPage'

jest.mock('@redwoodjs/web/toast')

const open = (article?: string) =>
  render(
    <ShopTestProviders>
      <ProductPage article={article} />
    </ShopTestProviders>
  )

const here = () => window.location.pathname + window.location.search

describe('ProductPage', () => {
  beforeEach(() => {
    localStorage.clear()
    window.history.replaceState({}, '', '/')
  })

  it('loads the product of the (percent-encoded) article and shows it', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('FindProductQuery', (variables) => {
      asked(variables)
      return { product: product({ article: 'VT-AF-1/2', name: 'Фильтр сетчатый Valtec 1/2"' }) }
    })
    open('VT-AF-1%2F2')
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем товар…')
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Фильтр сетчатый Valtec 1/2"',
      })
    ).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith({ article: 'VT-AF-1/2' })
    expect(screen.getByText('150 000 ₸')).toBeInTheDocument()
    expect(screen.getByLabelText('Скидка 16%')).toBeInTheDocument()
  })

  it('shows a logged-in shopper the counts per shop and a guest none', async () => {
    // The api leaves the counts out for guests (SPEC §6); the page shows what it gets.
    mockCurrentUser(retailUser())
    mockGraphQLQuery('MyFavoriteArticlesQuery', () => ({
      myFavorites: { __typename: 'FavoritePage', count: 0, results: [] },
    }))
    mockGraphQLQuery('FindProductQuery', () => ({ product: standard().product }))
    const { unmount } = open('GR-UPS-25-40')
    expect(await screen.findByText('В наличии: 12 шт.')).toBeInTheDocument()
    expect(screen.getByText('8 шт.')).toBeInTheDocument()
    unmount()

    mockCurrentUser(null)
    mockGraphQLQuery('FindProductQuery', () => ({ product: guestOnRequest().product }))
    open('DAB-VA-55')
    expect(await screen.findByText('Цену уточняйте у менеджера')).toBeInTheDocument()
    expect(screen.queryByText(/\d шт\./)).not.toBeInTheDocument()
  })

  it('lists the products seen before, not the one open, and remembers this one first', async () => {
    localStorage.setItem(
      STORAGE_KEYS.viewed,
      JSON.stringify([
        {
          article: 'WL-STAR-25-6',
          name: 'Насос циркуляционный Wilo Star-RS 25/6',
          image: null,
          price: 39900,
          lastPrice: null,
        },
      ])
    )
    mockGraphQLQuery('FindProductQuery', () => ({ product: standard().product }))
    // The api answers the articles asked, for the current viewer (the device keeps articles only).
    mockGraphQLQuery('RecentlyViewedQuery', (variables: { articles: string[] }) => ({
      productsByArticles: viewedCards().productsByArticles.filter((card) =>
        variables.articles.includes(card.article)
      ),
    }))
    open('GR-UPS-25-40')
    const viewed = await screen.findByRole('region', { name: 'Вы недавно смотрели' })
    expect(
      within(viewed)
        .getAllByRole('link')
        .map((link) => link.textContent)
    ).toEqual(['Насос циркуляционный Wilo Star-RS 25/6'])
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.viewed)!)
    // Articles only: no name or price stays on the device (issue 28 §4).
    expect(stored).toEqual(['GR-UPS-25-40', 'WL-STAR-25-6'])
  })

  it('shows the shop’s not-found page for a removed article, with a way to the catalogue', async () => {
    mockGraphQLQuery('FindProductQuery', (_variables, { ctx }) => {
      ctx.errors([{ message: 'Товар не найден.', extensions: { code: 'NOT_FOUND' } }])
      return null
    })
    open('GR-UPS-99-99')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'В каталог' })).toHaveAttribute('href', '/precatalog')
    expect(screen.getByRole('search', { name: 'Поиск по сайту' })).toBeInTheDocument()
    // Its own title before the site's, the site's once; not to be indexed.
    const site = globalThis.__REDWOOD__APP_TITLE
    await waitFor(() => expect(document.title).toBe(`Страница не найдена | ${site}`))
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })

  it('draws at once what the server answered with 404 for this address, asking nothing', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('FindProductQuery', () => {
      asked()
      return { product: standard().product }
    })
    window.history.replaceState({}, '', '/catalog/product/NOPE')
    const served = document.createElement('div')
    served.innerHTML = '<main><section data-not-found=""></section></main>'
    rememberServedNotFound(served, '/catalog/product/NOPE')
    try {
      open('NOPE')
      expect(screen.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible()
      expect(screen.queryByRole('status')).not.toBeInTheDocument()
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(asked).not.toHaveBeenCalled()
    } finally {
      rememberServedNotFound(document.createElement('div'), '/')
    }
  })

  it('sends /catalog/product without an article to the catalogue, replacing the entry', async () => {
    window.history.replaceState({}, '', '/catalog/product')
    const push = jest.spyOn(window.history, 'pushState')
    const { container } = open()
    await waitFor(() => expect(here()).toBe('/catalog/v2'))
    expect(push).not.toHaveBeenCalled()
    expect(container).toBeEmptyDOMElement()
  })
})
