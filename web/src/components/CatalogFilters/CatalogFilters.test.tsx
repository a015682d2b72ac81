import { catalogViewFromParams } from '@domain/catalogView'
import userEvent from '@testing-library/user-event'

import { render, screen } from '@redwoodjs/testing/web'

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
  beforeEach(() => mockGraphQLQuery('CatalogFacetsQuery', facets))

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

  it('opens from «Фильтры» on narrow screens and folds again when cleared (SPEC §4)', async () => {
    const onChange = jest.fn()
    render(<CatalogFilters view={catalogViewFromParams({})} onChange={onChange} />)
    const toggle = screen.getByRole('button', { name: 'Фильтры' })
    const panel = screen.getByRole('complementary', { name: 'Фильтры' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveAttribute('aria-controls', panel.id)
    expect(panel).not.toHaveClass('catalog-filters--open')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(panel).toHaveClass('catalog-filters--open')
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }))
    expect(onChange).toHaveBeenLastCalledWith({ type: 'clear' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(panel).not.toHaveClass('catalog-filters--open')
  })
})
