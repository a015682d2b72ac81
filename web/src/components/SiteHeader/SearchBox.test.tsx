import userEvent from '@testing-library/user-event'

import { LocationProvider, navigate } from '@redwoodjs/router'
import { act, render, screen, waitFor, within } from '@redwoodjs/testing/web'

import { mockSiteBlocks } from 'src/components/SiteFooter/SiteFooter.mock'
import { LocaleProvider, loadCatalog } from 'src/lib/i18n'

import SearchBox, { moveActive, SEARCH_DEBOUNCE_MS } from './SearchBox'
import { CORRECTED_QUERIES, NOTHING_QUERY, nothingFound, searchResults } from './SiteHeader.mock'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))
jest.mock('@redwoodjs/router', () => ({
  ...jest.requireActual('@redwoodjs/router'),
  navigate: jest.fn(),
}))

const SHOW_ALL = 'Показать все результаты'
const NOTHING_FOUND = 'По вашему запросу ничего не найдено. Нужна помощь?'

/** Every query the search sent, in order. */
let asked: string[] = []

const mockSearch = () =>
  mockGraphQLQuery('CatalogSearchQuery', ({ query }: { query: string }) => {
    asked.push(query)
    return query === NOTHING_QUERY
      ? nothingFound()
      : searchResults(CORRECTED_QUERIES[query] ?? null)
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
  return { user, input: screen.getByRole('combobox', { name: 'Поиск по товарам' }), ...view }
}

/** Lets the debounce pass (and the answer arrive). */
const settle = async (ms = SEARCH_DEBOUNCE_MS) => {
  await act(async () => {
    jest.advanceTimersByTime(ms)
  })
}

const group = (name: string) => screen.getByRole('group', { name })
/** The suggestions of a group by their names (the label, before article and price). */
const optionsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('option')
    .map((option) => option.querySelector('.search-box__label')?.textContent)
/** Where choosing each suggestion of a group leads (choosing clears the box: «насос» again). */
const targetsOf = async (
  name: string,
  user: ReturnType<typeof userEvent.setup>,
  input: HTMLElement
) => {
  const reopen = async () => {
    if (screen.queryByRole('group', { name })) return
    await user.type(input, 'насос')
    await settle()
  }
  await reopen()
  const targets: [string | null | undefined, string][] = []
  for (const label of optionsOf(await screen.findByRole('group', { name }))) {
    await reopen()
    await user.click(within(await screen.findByRole('group', { name })).getByText(label!))
    targets.push([label, jest.mocked(navigate).mock.lastCall![0] as string])
  }
  return targets
}

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
    expect(await screen.findByRole('group', { name: 'Товары' })).toBeInTheDocument()
    expect(asked).toEqual(['насос'])
    expect(SEARCH_DEBOUNCE_MS).toBe(1000)
  })

  it('makes no request for blank text and shows no overlay', async () => {
    const { user, input } = setup()
    await user.type(input, '   ')
    await settle()
    expect(asked).toEqual([])
    expect(screen.queryByText('Ищем…')).not.toBeInTheDocument()
    expect(screen.queryByRole('group')).not.toBeInTheDocument()
  })

  it('groups the results by kind; each suggestion leads to its page', async () => {
    const { user, input } = setup()
    await user.type(input, 'насос')
    await settle()
    await screen.findByRole('group', { name: 'Товары' })
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('group')
        .map((g) => g.querySelector('.search-box__group-title')?.textContent)
    ).toEqual(['Товары', 'Разделы', 'Подразделы', 'Бренды'])
    expect(within(group('Товары')).getByText('GR-UPS-25-40')).toBeInTheDocument()
    expect(optionsOf(group('Разделы'))).toEqual(['Насосное оборудование'])
    expect(optionsOf(group('Подразделы'))).toEqual(['Циркуляционные насосы', 'Скважинные насосы'])
    expect(screen.queryByText('Ищем…')).not.toBeInTheDocument()
    const subcategory = (name: string) =>
      `/catalog/v2?${new URLSearchParams({
        category__name: 'Насосное оборудование',
        subcategory__name: name,
      })}`
    expect(await targetsOf('Товары', user, input)).toEqual([
      ['Насос циркуляционный Grundfos UPS 25-40 180', '/catalog/product/GR-UPS-25-40'],
      ['Насос циркуляционный Wilo Star-RS 25/6', '/catalog/product/WL-STAR-25-6'],
    ])
    expect(await targetsOf('Разделы', user, input)).toEqual([
      ['Насосное оборудование', `/precatalog/${encodeURIComponent('Насосное оборудование')}`],
    ])
    expect(await targetsOf('Подразделы', user, input)).toEqual([
      ['Циркуляционные насосы', subcategory('Циркуляционные насосы')],
      ['Скважинные насосы', subcategory('Скважинные насосы')],
    ])
    expect(await targetsOf('Бренды', user, input)).toEqual([
      ['Grundfos', '/catalog/v2?brand__name=Grundfos'],
      ['Wilo', '/catalog/v2?brand__name=Wilo'],
    ])
  })

  it('shows each product suggestion with its price and picture', async () => {
    const { user, input } = setup()
    await user.type(input, 'насос')
    await settle()
    const [grundfos, wilo] = within(
      await screen.findByRole('group', { name: 'Товары' })
    ).getAllByRole('option')
    // The shop's price block: current price, the old one struck, the discount.
    expect(within(grundfos).getByText('68 000 ₸')).toBeInTheDocument()
    expect(within(grundfos).getByText('75 000 ₸')).toBeInTheDocument()
    expect(grundfos.querySelector('img')).toHaveAttribute('src', '/images/placeholder-product.svg')
    expect(within(wilo).getByText('Цену уточняйте у менеджера')).toBeInTheDocument()
    expect(wilo.querySelector('img')).toHaveAttribute('src', '/images/placeholder-product.svg')
    // Brands and sections carry no price.
    expect(within(group('Бренды')).queryByText(/₸/)).not.toBeInTheDocument()
  })

  it('choosing a result closes the search, clears it and navigates', async () => {
    const { user, input } = setup()
    await user.type(input, 'насос')
    await settle()
    await user.click(within(await screen.findByRole('group', { name: 'Бренды' })).getByText('Wilo'))
    expect(navigate).toHaveBeenCalledWith('/catalog/v2?brand__name=Wilo')
    expect(input).toHaveValue('')
    expect(screen.queryByRole('group', { name: 'Бренды' })).not.toBeInTheDocument()
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
    const products = await screen.findByRole('group', { name: 'Товары' })
    expect(optionsOf(products)).toEqual([
      'Насос циркуляционный Wilo Star-RS 25/6',
      'Насос циркуляционный Grundfos UPS 25-40 180',
    ])
    const all = screen.getByRole('link', { name: `${SHOW_ALL} (68)` })
    expect(all).toHaveAttribute('href', '/catalog/v2?search=%D0%BD%D0%BE%D1%81%D0%BE%D1%81')
    await user.click(all)
    expect(navigate).toHaveBeenCalledWith(`/catalog/v2?search=${encodeURIComponent('носос')}`)
    expect(input).toHaveValue('носос')
    expect(screen.queryByRole('group', { name: 'Товары' })).not.toBeInTheDocument()
  })

  it('says «более 1 000» when the search lists past its cap', async () => {
    mockGraphQLQuery('CatalogSearchQuery', () => {
      const found = searchResults()
      found.catalogSearchResults.counts.products = 1001
      return found
    })
    const { user, input } = setup()
    await user.type(input, 'насос')
    await settle()
    expect(
      await screen.findByRole('link', { name: `${SHOW_ALL} (более 1 000)` })
    ).toBeInTheDocument()
  })

  it('keeps the query of a results page in the box, without opening the overlay', async () => {
    const { user, input } = setup(`/catalog/v2?search=${encodeURIComponent('котлы')}&page=2`)
    expect(input).toHaveValue('котлы')
    await settle()
    expect(screen.queryByRole('group', { name: 'Товары' })).not.toBeInTheDocument()
    // Nothing asked until the shopper opens the box again.
    expect(asked).toEqual([])
    await user.click(input)
    expect(await screen.findByRole('group', { name: 'Товары' })).toBeInTheDocument()
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
    await screen.findByRole('group', { name: 'Товары' })
    await user.keyboard('{Escape}')
    expect(input).toHaveValue('')
    expect(screen.queryByRole('group', { name: 'Товары' })).not.toBeInTheDocument()
  })

  it('a click on the backdrop hides the overlay and keeps the text', async () => {
    const { user, input, container } = setup()
    await user.type(input, 'насос')
    await settle()
    await screen.findByRole('group', { name: 'Товары' })
    const backdrop = container.querySelector('.search-box__backdrop')
    expect(backdrop).not.toBeNull()
    await user.click(backdrop as Element)
    expect(screen.queryByRole('group', { name: 'Товары' })).not.toBeInTheDocument()
    expect(input).toHaveValue('насос')
    // Back in the field, the results are there again.
    await user.click(input)
    expect(screen.getByRole('group', { name: 'Товары' })).toBeInTheDocument()
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
    expect(screen.queryByRole('group')).not.toBeInTheDocument()
  })

  it('sends a wrong-keyboard-layout query as typed (the api handles the layout)', async () => {
    const { user, input } = setup()
    await user.type(input, 'yfcjc')
    await settle()
    expect(await screen.findByRole('group', { name: 'Бренды' })).toHaveTextContent('Grundfos')
    expect(asked).toEqual(['yfcjc'])
    // The api searched «насос»: the overlay says so.
    expect(screen.getByText('Показаны результаты по запросу «насос»')).toBeInTheDocument()
  })

  it('says nothing of a correction when the query was read as typed', async () => {
    const { user, input } = setup()
    await user.type(input, 'насос')
    await settle()
    await screen.findByRole('group', { name: 'Товары' })
    expect(screen.queryByText(/Показаны результаты по запросу/)).not.toBeInTheDocument()
  })

  describe('as a combobox (issue 30 §5)', () => {
    const optionNames = () =>
      screen.getAllByRole('option').map((o) => o.querySelector('.search-box__label')?.textContent)

    it('ties the input to the listbox and opens it only with suggestions', async () => {
      const { user, input } = setup()
      expect(input).toHaveAttribute('aria-expanded', 'false')
      expect(input).not.toHaveAttribute('aria-controls')
      await user.type(input, 'насос')
      await settle()
      await screen.findByRole('group', { name: 'Товары' })
      const listbox = screen.getByRole('listbox')
      expect(input).toHaveAttribute('aria-controls', listbox.id)
      expect(input).toHaveAttribute('aria-expanded', 'true')
      expect(input).toHaveAttribute('aria-autocomplete', 'list')
      expect(input).not.toHaveAttribute('aria-activedescendant')
    })

    it('ArrowDown and ArrowUp move the active option round the list', async () => {
      const { user, input } = setup()
      await user.type(input, 'насос')
      await settle()
      await screen.findByRole('group', { name: 'Товары' })
      const options = screen.getAllByRole('option')
      const activeName = () => {
        const id = input.getAttribute('aria-activedescendant')
        const selected = options.filter((o) => o.getAttribute('aria-selected') === 'true')
        // The input names the one option marked selected.
        expect(selected.map((o) => o.id)).toEqual(id ? [id] : [])
        return id
          ? document.getElementById(id)?.querySelector('.search-box__label')?.textContent
          : null
      }
      await user.keyboard('{ArrowDown}')
      expect(activeName()).toBe('Насос циркуляционный Grundfos UPS 25-40 180')
      await user.keyboard('{ArrowDown}')
      expect(activeName()).toBe('Насос циркуляционный Wilo Star-RS 25/6')
      // From the goods on to the next group.
      await user.keyboard('{ArrowDown}')
      expect(activeName()).toBe('Насосное оборудование')
      await user.keyboard('{ArrowUp}{ArrowUp}')
      expect(activeName()).toBe('Насос циркуляционный Grundfos UPS 25-40 180')
      // Round: before the first is the last.
      await user.keyboard('{ArrowUp}')
      expect(activeName()).toBe(optionNames().at(-1))
      expect(activeName()).toBe('Wilo')
      // The text is untouched.
      expect(input).toHaveValue('насос')
    })

    it('Enter opens the active option', async () => {
      const { user, input } = setup()
      await user.type(input, 'насос')
      await settle()
      await screen.findByRole('group', { name: 'Товары' })
      await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
      expect(navigate).toHaveBeenCalledWith('/catalog/product/WL-STAR-25-6')
      expect(navigate).toHaveBeenCalledTimes(1)
      expect(input).toHaveValue('')
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    })

    it('Enter with no active option opens the results page, as before', async () => {
      const { user, input } = setup()
      await user.type(input, 'насос')
      await settle()
      await screen.findByRole('group', { name: 'Товары' })
      await user.keyboard('{Enter}')
      expect(navigate).toHaveBeenCalledWith(`/catalog/v2?search=${encodeURIComponent('насос')}`)
    })

    it('new suggestions start with none active; Esc still clears and hides', async () => {
      const { user, input } = setup()
      await user.type(input, 'насос')
      await settle()
      await screen.findByRole('group', { name: 'Товары' })
      await user.keyboard('{ArrowDown}')
      expect(input).toHaveAttribute('aria-activedescendant')
      await user.type(input, 'ы')
      await settle()
      await waitFor(() => expect(asked).toEqual(['насос', 'насосы']))
      expect(input).not.toHaveAttribute('aria-activedescendant')
      await user.keyboard('{Escape}')
      expect(input).toHaveValue('')
      expect(input).toHaveAttribute('aria-expanded', 'false')
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    })

    it('moveActive goes round both ways and has nothing to move with no options', () => {
      expect(moveActive(-1, 3, 'ArrowDown')).toBe(0)
      expect(moveActive(2, 3, 'ArrowDown')).toBe(0)
      expect(moveActive(-1, 3, 'ArrowUp')).toBe(2)
      expect(moveActive(0, 3, 'ArrowUp')).toBe(2)
      expect(moveActive(1, 3, 'ArrowUp')).toBe(0)
      expect(moveActive(-1, 0, 'ArrowDown')).toBe(-1)
    })
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
    expect(screen.queryByRole('group')).not.toBeInTheDocument()
    expect(screen.queryByText(/ничего не найдено/)).not.toBeInTheDocument()
    errors.mockRestore()
  })

  describe('on a Kazakh page (issue 33)', () => {
    beforeAll(() => loadCatalog('kk'))

    const setupKazakh = (at: string) => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
      render(
        <LocationProvider location={new URL(at, 'http://localhost')}>
          <LocaleProvider>
            <SearchBox />
          </LocaleProvider>
        </LocationProvider>
      )
      return { user, input: screen.getByRole('combobox', { name: 'Тауарларды іздеу' }) }
    }

    it('reads Kazakh and leads to Kazakh pages', async () => {
      const { user, input } = setupKazakh('/kk/delivery')
      expect(input).toHaveAttribute('placeholder', 'Тауарларды іздеу')
      await user.type(input, 'насос')
      await settle()
      await screen.findByRole('group', { name: 'Тауарлар' })
      expect(
        within(screen.getByRole('listbox', { name: 'Тауарларды іздеу: ұсыныстар' }))
          .getAllByRole('group')
          .map((g) => g.querySelector('.search-box__group-title')?.textContent)
      ).toEqual(['Тауарлар', 'Бөлімдер', 'Ішкі бөлімдер', 'Брендтер'])
      const all = screen.getByRole('link', { name: 'Барлық нәтижелерді көрсету (68)' })
      expect(all).toHaveAttribute('href', `/kk/catalog/v2?search=${encodeURIComponent('насос')}`)
      await user.click(within(group('Брендтер')).getByText('Wilo'))
      expect(navigate).toHaveBeenCalledWith('/kk/catalog/v2?brand__name=Wilo')
      await user.type(input, 'насос')
      await settle()
      await user.click(
        within(await screen.findByRole('group', { name: 'Тауарлар' })).getByText('GR-UPS-25-40')
      )
      expect(navigate).toHaveBeenLastCalledWith('/kk/catalog/product/GR-UPS-25-40')
    })

    it('keeps the query of a Kazakh results page in the box', () => {
      const { input } = setupKazakh(`/kk/catalog/v2?search=${encodeURIComponent('насос')}`)
      expect(input).toHaveValue('насос')
    })

    it('says nothing was found in Kazakh', async () => {
      const { user, input } = setupKazakh('/kk')
      await user.type(input, NOTHING_QUERY)
      await settle()
      expect(await screen.findByText(/Сұрауыңыз бойынша ештеңе табылмады/)).toBeInTheDocument()
    })
  })
})
