import userEvent from '@testing-library/user-event'

import { render, screen, waitFor, within } from '@redwoodjs/testing/web'

import { standard } from 'src/components/ProductsCell/ProductsCell.mock'
import { LocaleProvider, loadCatalog } from 'src/lib/i18n'
import { ShopTestProviders } from 'src/testing/ShopTestProviders'

import CatalogPage from './CatalogPage'
import { facets } from './CatalogPage.mock'

type Variables = Record<string, unknown>

const PUMPS = {
  category__name: 'Насосное оборудование',
  subcategory__name: 'Циркуляционные насосы',
}

/** Opens the page at /catalog/v2 with the query; returns the variables of each listing request. */
const openAt = (query: Record<string, string>, prefix = '') => {
  const search = new URLSearchParams(query).toString()
  window.history.replaceState({}, '', `${prefix}/catalog/v2${search ? `?${search}` : ''}`)
  const asked: Variables[] = []
  mockGraphQLQuery('CatalogFacetsQuery', () => facets())
  // The api reads «yfcjc» as «насос»; other queries as typed.
  mockGraphQLQuery('SearchCorrectionQuery', ({ query }: { query: string }) => ({
    catalogSearchCorrection: query === 'yfcjc' ? 'насос' : null,
  }))
  mockGraphQLQuery('ProductsQuery', (variables: Variables) => {
    asked.push(variables)
    return standard()
  })
  render(
    <LocaleProvider>
      <ShopTestProviders>
        <CatalogPage />
      </ShopTestProviders>
    </LocaleProvider>
  )
  return asked
}

/** The address the page navigated to, as query parameters. */
const query = () => Object.fromEntries(new URLSearchParams(window.location.search))

describe('CatalogPage', () => {
  const width = window.innerWidth
  // Paging navigates to the top of the page (jsdom has no scrolling: a spy).
  // A desktop: the filter panel beside the goods (a phone has the sheet).
  beforeEach(() => {
    window.scrollTo = jest.fn()
    window.innerWidth = 1280
  })
  afterEach(() => {
    window.innerWidth = width
  })

  it('is titled by the subcategory and lists its products from page 1, cheapest first', async () => {
    const asked = openAt(PUMPS)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Циркуляционные насосы' })
    ).toBeInTheDocument()
    expect(await screen.findByText('Найдено товаров: 23')).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(3)
    expect(asked[0]).toEqual({
      filter: { categoryName: 'Насосное оборудование', subcategoryName: 'Циркуляционные насосы' },
      ordering: 'price',
      page: 1,
      pageSize: 12,
    })
    expect(screen.getByRole('combobox', { name: 'Сортировка' })).toHaveValue('price')
    expect(screen.getByRole('combobox', { name: 'На странице' })).toHaveValue('12')
    // Both are the shop's field (SelectField), not the browser's bare select.
    for (const name of ['Сортировка', 'На странице']) {
      expect(screen.getByRole('combobox', { name })).toHaveClass('field__input')
    }
  })

  it.each([
    [{ search: 'Grundfos' }, 'Поиск: Grundfos'],
    [{ category__name: 'Насосное оборудование' }, 'Насосное оборудование'],
    [{}, 'Каталог товаров'],
  ])('at %p is titled %p', async (params, title) => {
    openAt(params)
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    expect(await screen.findByText('Найдено товаров: 23')).toBeInTheDocument()
  })

  it('lists a search by relevance, the order of the header overlay, until the shopper sorts', async () => {
    const asked = openAt({ search: 'носос' })
    await screen.findByText('Найдено товаров: 23')
    // No ordering: the api ranks the best matches first, as for the overlay.
    expect(asked[0]).toEqual({ filter: { search: 'носос' }, page: 1, pageSize: 12 })
    const sort = screen.getByRole('combobox', { name: 'Сортировка' })
    expect(sort).toHaveValue('relevance')
    expect(within(sort).getByRole('option', { name: 'По релевантности' })).toBeInTheDocument()
    await userEvent.selectOptions(sort, 'price')
    expect(query()).toEqual({ search: 'носос', ordering: 'price' })
    await waitFor(() => expect(asked[asked.length - 1]).toMatchObject({ ordering: 'price' }))
  })

  it('says which word it searched when the api read the query otherwise (issue 30 §5)', async () => {
    openAt({ search: 'yfcjc' })
    expect(await screen.findByText('Показаны результаты по запросу «насос»')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Поиск: yfcjc' })).toBeInTheDocument()
  })

  it('says nothing of the kind for a query read as typed', async () => {
    openAt({ search: 'насос' })
    await screen.findByText('Найдено товаров: 23')
    expect(screen.queryByText(/Показаны результаты по запросу/)).not.toBeInTheDocument()
  })

  it('offers no relevance order without a search', () => {
    openAt(PUMPS)
    const sort = screen.getByRole('combobox', { name: 'Сортировка' })
    expect(within(sort).queryByRole('option', { name: 'По релевантности' })).not.toBeInTheDocument()
  })

  it('puts the ordering in the address and asks again, back on page 1', async () => {
    const asked = openAt({ ...PUMPS, page: '2' })
    await screen.findByText('Найдено товаров: 23')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Сортировка' }), '-price')
    expect(query()).toEqual({ ...PUMPS, ordering: '-price' })
    await waitFor(() =>
      expect(asked[asked.length - 1]).toMatchObject({ ordering: '-price', page: 1 })
    )
  })

  it('changes the page size and the layout through the address', async () => {
    openAt(PUMPS)
    await screen.findByText('Найдено товаров: 23')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'На странице' }), '24')
    expect(query()).toEqual({ ...PUMPS, page_size: '24' })

    const layout = within(screen.getByRole('group', { name: 'Вид списка' }))
    expect(layout.getByRole('button', { name: 'Плитка' })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(layout.getByRole('button', { name: 'Список' }))
    expect(query()).toEqual({ ...PUMPS, page_size: '24', style: 'list' })
    expect(layout.getByRole('button', { name: 'Список' })).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(screen.getAllByRole('article')[0]).toHaveClass('product-card--list'))
  })

  it('goes to another page of results', async () => {
    const asked = openAt(PUMPS)
    await userEvent.click(await screen.findByRole('button', { name: 'Страница 3' }))
    expect(query()).toEqual({ ...PUMPS, page: '3' })
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0)
    await waitFor(() => expect(asked[asked.length - 1]).toMatchObject({ page: 3 }))
  })

  it('choosing another section resets subcategory, brands and page (SPEC §4)', async () => {
    const asked = openAt({ ...PUMPS, brand__name: 'Wilo', page: '2' })
    await userEvent.click(await screen.findByRole('button', { name: 'Котельное оборудование' }))
    expect(query()).toEqual({ category__name: 'Котельное оборудование' })
    expect(
      screen.getByRole('heading', { level: 1, name: 'Котельное оборудование' })
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(asked[asked.length - 1]).toMatchObject({
        filter: { categoryName: 'Котельное оборудование' },
        page: 1,
      })
    )
    expect(asked[asked.length - 1].filter).not.toHaveProperty('brandNames')
  })

  it('clearing the filters keeps section and subcategory', async () => {
    const asked = openAt({
      ...PUMPS,
      brand__name: 'Wilo',
      current_price__gte: '40000',
      ordering: '-price',
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Сбросить фильтры' }))
    expect(query()).toEqual(PUMPS)
    await waitFor(() => expect(asked[asked.length - 1]).toMatchObject({ ordering: 'price' }))
  })

  it('a new page starts at the top; ticking a filter keeps the scroll position', async () => {
    openAt(PUMPS)
    await screen.findByText('Найдено товаров: 23')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Сортировка' }), '-price')
    expect(window.scrollTo).not.toHaveBeenCalled()
    await userEvent.click(await screen.findByRole('button', { name: 'Страница 2' }))
    expect(query().page).toBe('2')
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0)
  })

  it('on a Kazakh page (issue 33): reads Kazakh, and sorting and paging stay under /kk', async () => {
    await loadCatalog('kk')
    openAt(PUMPS, '/kk')
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Циркуляционные насосы'
    )
    expect(screen.getByRole('button', { name: 'Тақта' })).toBeInTheDocument()
    expect(await screen.findByText(/Табылған тауарлар:/)).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'Алдымен арзандары' })).toBeInTheDocument()
    await userEvent.click(await screen.findByRole('button', { name: '3-бет' }))
    expect(window.location.pathname).toBe('/kk/catalog/v2')
    expect(query()).toEqual({ ...PUMPS, page: '3' })
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Сұрыптау' }),
      'Алдымен қымбаттары'
    )
    expect(window.location.pathname).toBe('/kk/catalog/v2')
    expect(query()).toMatchObject({ ordering: '-price' })
  })
})
