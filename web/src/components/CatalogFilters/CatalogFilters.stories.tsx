import { catalogViewFromParams } from '@domain/catalogView'
import type { Meta, StoryObj } from '@storybook/react'

import { ON_PHONE } from 'src/testing/storyViewports'

import CatalogFilters, { FilterSheet } from './CatalogFilters'

const meta: Meta<typeof CatalogFilters> = { component: CatalogFilters }
export default meta

const mockFacets = () =>
  mockGraphQLQuery('CatalogFacetsQuery', () => ({
    categories: {
      results: [
        { id: 1, name: 'Насосное оборудование' },
        { id: 2, name: 'Сантехника' },
      ],
    },
    subcategories: {
      results: [
        { id: 5, name: 'Циркуляционные насосы' },
        { id: 6, name: 'Дренажные насосы' },
      ],
    },
    brands: [
      { id: 3, name: 'Wilo' },
      { id: 4, name: 'Grundfos' },
    ],
    priceLimits: { minPrice: 12000, maxPrice: 250000 },
  }))

export const WithCategory: StoryObj<typeof CatalogFilters> = {
  render: () => {
    mockFacets()
    return (
      <CatalogFilters
        view={catalogViewFromParams({ category__name: 'Насосное оборудование' })}
        onChange={() => {}}
      />
    )
  },
}

/** The phone's sheet: ticking Grundfos asks the count again, «Показать 4 товара». */
export const PhoneSheet: StoryObj<typeof FilterSheet> = {
  parameters: ON_PHONE,
  render: () => {
    mockFacets()
    mockGraphQLQuery('CatalogCountQuery', (variables) => ({
      products: { count: variables.filter?.brandNames?.includes('Grundfos') ? 4 : 23 },
    }))
    return (
      <FilterSheet
        start={catalogViewFromParams({ category__name: 'Насосное оборудование' })}
        onApply={() => {}}
        onClose={() => {}}
        onClear={() => {}}
      />
    )
  },
}

/** Nothing matches the sheet's choices: the button says 0 and waits. */
export const PhoneSheetNothingFound: StoryObj<typeof FilterSheet> = {
  parameters: ON_PHONE,
  render: () => {
    mockFacets()
    mockGraphQLQuery('CatalogCountQuery', () => ({ products: { count: 0 } }))
    return (
      <FilterSheet
        start={catalogViewFromParams({ category__name: 'Насосное оборудование' })}
        onApply={() => {}}
        onClose={() => {}}
        onClear={() => {}}
      />
    )
  },
}
