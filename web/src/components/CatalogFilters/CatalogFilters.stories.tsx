import { catalogViewFromParams } from '@domain/catalogView'
import type { Meta, StoryObj } from '@storybook/react'

import CatalogFilters from './CatalogFilters'

const meta: Meta<typeof CatalogFilters> = { component: CatalogFilters }
export default meta

export const WithCategory: StoryObj<typeof CatalogFilters> = {
  render: () => {
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
    return (
      <CatalogFilters
        view={catalogViewFromParams({ category__name: 'Насосное оборудование' })}
        onChange={() => {}}
      />
    )
  },
}
