import { catalogViewFromParams } from '@domain/catalogView'
import userEvent from '@testing-library/user-event'

import { render, screen, within } from '@redwoodjs/testing/web'

import CatalogFilters from './CatalogFilters'

const facets = () => ({
  categories: {
    results: [
      { id: 1, name: 'Насосное оборудование' },
      { id: 2, name: 'Сантехника' },
    ],
  },
  subcategories: { results: [{ id: 5, name: 'Циркуляционные насосы' }] },
  brands: [
    { id: 3, name: 'Wilo' },
    { id: 4, name: 'Grundfos' },
  ],
  priceLimits: { minPrice: 12000, maxPrice: 250000 },
})

describe('CatalogFilters', () => {
  const width = window.innerWidth
  beforeEach(() => {
    mockGraphQLQuery('CatalogFacetsQuery', facets)
    // A desktop: the panel beside the goods (FILTER_PANEL_MIN_WIDTH and up).
    window.innerWidth = 1280
  })
  afterEach(() => {
    window.innerWidth = width
  })

  it('turns choices into SPEC §4 actions', async () => {
    const onChange = jest.fn()
    const view = catalogViewFromParams({
      category__name: 'Насосное оборудование',
      brand__name: 'Wilo',
    })
    render(<CatalogFilters view={view} onChange={onChange} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Циркуляционные насосы' }))
    expect(onChange).toHaveBeenLastCalledWith({
      type: 'subcategory',
      name: 'Циркуляционные насосы',
    })
    await userEvent.click(screen.getByRole('checkbox', { name: 'Grundfos' }))
    expect(onChange).toHaveBeenLastCalledWith({ type: 'brands', names: ['Wilo', 'Grundfos'] })
    expect(screen.getByRole('button', { name: 'Насосное оборудование' })).toHaveAttribute(
      'aria-pressed',
      'true'
    )
    await userEvent.type(screen.getByLabelText('Цена от'), '10000')
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }))
    expect(onChange).toHaveBeenLastCalledWith({
      type: 'price',
      range: { min: 10000, max: undefined },
    })
    expect(screen.getByLabelText('Цена до')).toHaveAttribute('placeholder', 'до 250 000 ₸')
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }))
    expect(onChange).toHaveBeenLastCalledWith({ type: 'clear' })
  })

  it('reads the typed prices by the same rule as the address and REST (domain/productFilters)', async () => {
    const onChange = jest.fn()
    render(<CatalogFilters view={catalogViewFromParams({})} onChange={onChange} />)
    await userEvent.type(screen.getByLabelText('Цена от'), '1e5')
    await userEvent.type(screen.getByLabelText('Цена до'), '150 000')
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }))
    // Not a number by that rule: no bound (the shopper sees the list, not an error).
    expect(onChange).toHaveBeenLastCalledWith({
      type: 'price',
      range: { min: undefined, max: 150000 },
    })
  })

  it("opens the phone's sheet from «Фильтры»: choices change a draft, «Показать N товаров» applies them", async () => {
    const counted: unknown[] = []
    mockGraphQLQuery('CatalogCountQuery', (variables) => {
      counted.push(variables.filter)
      return { products: { count: variables.filter?.brandNames?.includes('Grundfos') ? 4 : 23 } }
    })
    const onChange = jest.fn()
    const view = catalogViewFromParams({ category__name: 'Насосное оборудование' })
    render(<CatalogFilters view={view} onChange={onChange} />)
    await userEvent.click(screen.getByRole('button', { name: 'Фильтры' }))
    const sheet = within(await screen.findByRole('dialog', { name: 'Фильтры' }))
    expect(await sheet.findByRole('button', { name: 'Показать 23 товара' })).toBeEnabled()
    await userEvent.click(await sheet.findByRole('checkbox', { name: 'Grundfos' }))
    // The page's goods stay until the shopper presses the button.
    expect(onChange).not.toHaveBeenCalled()
    expect(sheet.getByRole('checkbox', { name: 'Grundfos' })).toBeChecked()
    const show = await sheet.findByRole('button', { name: 'Показать 4 товара' })
    expect(counted[counted.length - 1]).toMatchObject({
      categoryName: 'Насосное оборудование',
      brandNames: ['Grundfos'],
    })
    await userEvent.click(show)
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenLastCalledWith({
      type: 'filters',
      from: expect.objectContaining({
        categoryName: 'Насосное оборудование',
        brandNames: ['Grundfos'],
      }),
    })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('closes the sheet without applying, and clears at once (SPEC §4)', async () => {
    mockGraphQLQuery('CatalogCountQuery', () => ({ products: { count: 0 } }))
    const onChange = jest.fn()
    render(<CatalogFilters view={catalogViewFromParams({})} onChange={onChange} />)
    await userEvent.click(screen.getByRole('button', { name: 'Фильтры' }))
    let sheet = within(await screen.findByRole('dialog', { name: 'Фильтры' }))
    // Nothing to show: the button says so and does nothing.
    expect(await sheet.findByRole('button', { name: 'Показать 0 товаров' })).toBeDisabled()
    await userEvent.click(await sheet.findByRole('checkbox', { name: 'Wilo' }))
    await userEvent.click(sheet.getByRole('button', { name: 'Закрыть' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Фильтры' }))
    sheet = within(await screen.findByRole('dialog', { name: 'Фильтры' }))
    expect(await sheet.findByRole('checkbox', { name: 'Wilo' })).not.toBeChecked()
    await userEvent.click(sheet.getByRole('button', { name: 'Сбросить фильтры' }))
    expect(onChange).toHaveBeenLastCalledWith({ type: 'clear' })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('asks for the brands of the search, not of the whole shop (issue 30 §5)', async () => {
    const asked: unknown[] = []
    mockGraphQLQuery('CatalogFacetsQuery', (variables) => {
      asked.push(variables)
      return facets()
    })
    render(
      <CatalogFilters view={catalogViewFromParams({ search: 'насос' })} onChange={jest.fn()} />
    )
    await screen.findByRole('checkbox', { name: 'Wilo' })
    expect(asked[0]).toMatchObject({ search: 'насос', withCategory: false })
  })
  it('asks nothing for the panel a phone does not show; the sheet asks when opened', async () => {
    window.innerWidth = 390
    const asked: unknown[] = []
    mockGraphQLQuery('CatalogFacetsQuery', (variables) => {
      asked.push(variables)
      return facets()
    })
    mockGraphQLQuery('CatalogCountQuery', () => ({ products: { count: 23 } }))
    render(<CatalogFilters view={catalogViewFromParams({})} onChange={jest.fn()} />)
    const panel = screen.getByRole('complementary', { name: 'Фильтры' })
    // The price fields stay (as prerendered); sections and brands are not drawn.
    expect(within(panel).getByLabelText('Цена от')).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(asked).toHaveLength(0)
    expect(within(panel).queryByRole('checkbox')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Фильтры' }))
    const sheet = within(await screen.findByRole('dialog', { name: 'Фильтры' }))
    expect(await sheet.findByRole('checkbox', { name: 'Wilo' })).toBeInTheDocument()
    expect(asked).toHaveLength(1)
    expect(within(panel).queryByRole('checkbox')).not.toBeInTheDocument()
  })
})
