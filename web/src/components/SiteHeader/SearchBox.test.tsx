import userEvent from '@testing-library/user-event'

import { LocationProvider, navigate } from '@redwoodjs/router'
import { act, render, screen, waitFor, within } from '@redwoodjs/testing/web'

import { mockSiteBlocks } from 'src/components/SiteFooter/SiteFooter.mock'

import SearchBox, { NOTHING_FOUND, SEARCH_DEBOUNCE_MS, SHOW_ALL } from './SearchBox'
import { NOTHING_QUERY, nothingFound, searchResults } from './SiteHeader.mock'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))
jest.mock('@redwoodjs/router', () => ({
  ...jest.requireActual('@redwoodjs/router'),
  navigate: jest.fn(),
}))

/** Every query the search sent, in order. */
let asked: string[] = []

const mockSearch = () =>
  mockGraphQLQuery('CatalogSearchQuery', ({ query }: { query: string }) => {
    asked.push(query)
    return query === NOTHING_QUERY ? nothingFound() : searchResults()
  })

const setup = (at?: string) => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  const view = render(
    at ? (
      <LocationProvider location={new URL(at, 'http://localhost')}>
        <SearchBox />
      </LocationProvider>
    ) : (
      <SearchBox />
    )
  )
  return { user, input: screen.getByRole('searchbox', { name: 'Поиск по товарам' }), ...view }
}

/** Lets the debounce pass (and the answer arrive). */
const settle = async (ms = SEARCH_DEBOUNCE_MS) => {
  await act(async () => {
    jest.advanceTimersByTime(ms)
  })
}

const group = (name: string) => screen.getByRole('region', { name })
const linksOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => [link.firstChild?.textContent, link.getAttribute('href')])

describe('SearchBox (SPEC §2 Search, §4, §9)', () => {
  beforeEach(() => {
    asked = []
    jest.useFakeTimers()
    jest.mocked(navigate).mockClear()
    mockSiteBlocks()
    mockSearch()
  })
  afterEach(() => {
    act(() => jest.runOnlyPendingTimers())
    jest.useRealTimers()
  })

  it('is labelled «Поиск по товарам» and shows it as the placeholder', () => {
    const { input } = setup()
    expect(input).toHaveAttribute('placeholder', 'Поиск по товарам')
    expect(screen.getByRole('search')).toContainElement(input)
  })

  it('asks once, 1000 ms after the last key, with the text trimmed', async () => {
    const { user, input } = setup()
    await user.type(input, '  насос ')
    expect(screen.getByText('Ищем…')).toBeInTheDocument()
    await settle(SEARCH_DEBOUNCE_MS - 1)
    expect(asked).toEqual([])
    await user.type(input, ' ')
    // The text changed again (though not once trimmed): the wait goes on.
    await settle(SEARCH_DEBOUNCE_MS - 1)
    expect(asked).toEqual([])
    await settle(1)
    expect(await screen.findByRole('region', { name: 'Товары' })).toBeInTheDocument()
    expect(asked).toEqual(['насос'])
    expect(SEARCH_DEBOUNCE_MS).toBe(1000)
  })

  it('makes no request for blank text and shows no overlay', async () => {
    const { user, input } = setup()
    await user.type(input, '   ')
    await settle()
    expect(asked).toEqual([])
    expect(screen.queryByText('Ищем…')).not.toBeInTheDocument()
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
  })

  it('groups the results by kind with their links', async () => {
    const { user, input } = setup()
    await user.type(input, 'насос')
    await settle()
    await screen.findByRole('region', { name: 'Товары' })
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
    ).toEqual(['Товары', 'Разделы', 'Подразделы', 'Бренды'])
    expect(linksOf(group('Товары'))).toEqual([
      ['Насос циркуляционный Grundfos UPS 25-40 180', '/catalog/product/GR-UPS-25-40'],
      ['Насос циркуляционный Wilo Star-RS 25/6', '/catalog/product/WL-STAR-25-6'],
    ])
    expect(within(group('Товары')).getByText('GR-UPS-25-40')).toBeInTheDocument()
    expect(linksOf(group('Разделы'))).toEqual([
      ['Насосное оборудование', `/precatalog/${encodeURIComponent('Насосное оборудование')}`],
    ])
    const subcategory = (name: string) =>
      `/catalog/v2?${new URLSearchParams({
        category__name: 'Насосное оборудование',
        subcategory__name: name,
      })}`
    expect(linksOf(group('Подразделы'))).toEqual([
      ['Циркуляционные насосы', subcategory('Циркуляционные насосы')],
      ['Скважинные насосы', subcategory('Скважинные насосы')],
    ])
    expect(linksOf(group('Бренды'))).toEqual([
      ['Grundfos', '/catalog/v2?brand__name=Grundfos'],
      ['Wilo', '/catalog/v2?brand__name=Wilo'],
    ])
    expect(screen.queryByText('Ищем…')).not.toBeInTheDocument()
  })

  it('choosing a result closes the search, clears it and navigates', async () => {
    const { user, input } = setup()
    await user.type(input, 'насос')
    await settle()
    await user.click(await screen.findByRole('link', { name: 'Wilo' }))
    expect(navigate).toHaveBeenCalledWith('/catalog/v2?brand__name=Wilo')
    expect(input).toHaveValue('')
    expect(screen.queryByRole('region', { name: 'Бренды' })).not.toBeInTheDocument()
  })

  it('Enter searches the catalogue for the trimmed text and keeps it in the box', async () => {
    const { user, input } = setup()
    await user.type(input, ' смеситель {Enter}')
    expect(navigate).toHaveBeenCalledWith(`/catalog/v2?search=${encodeURIComponent('смеситель')}`)
    expect(input).toHaveValue(' смеситель ')
  })

  it('lists the goods in the order the api ranks them, then «Показать все результаты»', async () => {
    // The api ranks Wilo first here: against the alphabet, so a sort would show.
    mockGraphQLQuery('CatalogSearchQuery', () => {
      const found = searchResults()
      found.catalogSearchResults.products.reverse()
      return found
    })
    const { user, input } = setup()
    await user.type(input, 'носос')
    await settle()
    const products = await screen.findByRole('region', { name: 'Товары' })
    expect(linksOf(products).map(([name]) => name)).toEqual([
      'Насос циркуляционный Wilo Star-RS 25/6',
      'Насос циркуляционный Grundfos UPS 25-40 180',
    ])
    const all = screen.getByRole('link', { name: `${SHOW_ALL} (68)` })
    expect(all).toHaveAttribute('href', '/catalog/v2?search=%D0%BD%D0%BE%D1%81%D0%BE%D1%81')
    await user.click(all)
    expect(navigate).toHaveBeenCalledWith(`/catalog/v2?search=${encodeURIComponent('носос')}`)
    expect(input).toHaveValue('носос')
    expect(screen.queryByRole('region', { name: 'Товары' })).not.toBeInTheDocument()
  })

  it('keeps the query of a results page in the box, without opening the overlay', async () => {
    const { user, input } = setup(`/catalog/v2?search=${encodeURIComponent('котлы')}&page=2`)
    expect(input).toHaveValue('котлы')
    await settle()
    expect(screen.queryByRole('region', { name: 'Товары' })).not.toBeInTheDocument()
    // Nothing asked until the shopper opens the box again.
    expect(asked).toEqual([])
    await user.click(input)
    expect(await screen.findByRole('region', { name: 'Товары' })).toBeInTheDocument()
    expect(asked).toEqual(['котлы'])
  })

  it('leaves the box empty on other pages', () => {
    const { input } = setup(`/catalog/product/GR-UPS-25-40?search=x`)
    expect(input).toHaveValue('')
  })

  it('Esc clears the text and hides the overlay', async () => {
    const { user, input } = setup()
    await user.type(input, 'насос')
    await settle()
    await screen.findByRole('region', { name: 'Товары' })
    await user.keyboard('{Escape}')
    expect(input).toHaveValue('')
    expect(screen.queryByRole('region', { name: 'Товары' })).not.toBeInTheDocument()
  })

  it('a click on the backdrop hides the overlay and keeps the text', async () => {
    const { user, input, container } = setup()
    await user.type(input, 'насос')
    await settle()
    await screen.findByRole('region', { name: 'Товары' })
    const backdrop = container.querySelector('.search-box__backdrop')
    expect(backdrop).not.toBeNull()
    await user.click(backdrop as Element)
    expect(screen.queryByRole('region', { name: 'Товары' })).not.toBeInTheDocument()
    expect(input).toHaveValue('насос')
    // Back in the field, the results are there again.
    await user.click(input)
    expect(screen.getByRole('region', { name: 'Товары' })).toBeInTheDocument()
  })

  it('says when nothing is found and offers to phone or write', async () => {
    const { user, input } = setup()
    await user.type(input, NOTHING_QUERY)
    await settle()
    expect(await screen.findByText(/По вашему запросу ничего не найдено/)).toHaveTextContent(
      `${NOTHING_FOUND} Позвоните или Напишите нам`
    )
    expect(await screen.findByRole('link', { name: 'Позвоните' })).toHaveAttribute(
      'href',
      'tel:+77122203040'
    )
    const write = screen.getByRole('link', { name: 'Напишите нам' })
    expect(write).toHaveAttribute('href', 'https://wa.me/77122203040')
    expect(write).toHaveAttribute('target', '_blank')
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
  })

  it('sends a wrong-keyboard-layout query as typed (the api handles the layout)', async () => {
    const { user, input } = setup()
    await user.type(input, 'yfcjc')
    await settle()
    expect(await screen.findByRole('link', { name: 'Grundfos' })).toBeInTheDocument()
    expect(asked).toEqual(['yfcjc'])
  })

  it('empties the results when the search fails', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    mockGraphQLQuery('CatalogSearchQuery', (_variables, { ctx }) => {
      ctx.errors([{ message: 'Сервер недоступен' }])
      return null
    })
    const { user, input } = setup()
    await user.type(input, 'насос')
    await settle()
    await waitFor(() => expect(errors).toHaveBeenCalled())
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
    expect(screen.queryByText(/ничего не найдено/)).not.toBeInTheDocument()
    errors.mockRestore()
  })
})
