import type { ReactNode } from 'react'

import type { Meta, StoryObj } from '@storybook/react'

import { LocationProvider } from '@redwoodjs/router'

import { empty, standard } from 'src/components/ProductsCell/ProductsCell.mock'
import { useSiteContacts } from 'src/components/SiteContent/useContentBlock'
import { mockSiteBlocks } from 'src/components/SiteFooter/SiteFooter.mock'

import CatalogPage from './CatalogPage'
import { facets } from './CatalogPage.mock'

/** The page reads its filters from the address: each story opens its own. */
const at = (query: Record<string, string>) => {
  const search = new URLSearchParams(query).toString()
  return new URL(`/catalog/v2${search ? `?${search}` : ''}`, window.location.origin)
}

const meta: Meta<typeof CatalogPage> = { component: CatalogPage }
export default meta
type Story = StoryObj<typeof CatalogPage>

/** /catalog/v2?category__name=Насосное оборудование&subcategory__name=Циркуляционные насосы */
export const Subcategory: Story = {
  render: () => {
    mockGraphQLQuery('CatalogFacetsQuery', () => facets())
    mockGraphQLQuery('ProductsQuery', () => standard())
    return (
      <LocationProvider
        location={at({
          category__name: 'Насосное оборудование',
          subcategory__name: 'Циркуляционные насосы',
        })}
      >
        <CatalogPage />
      </LocationProvider>
    )
  },
}

/** The list layout, dearest first. */
export const ListDearestFirst: Story = {
  render: () => {
    mockGraphQLQuery('CatalogFacetsQuery', () => facets())
    mockGraphQLQuery('ProductsQuery', () => standard())
    return (
      <LocationProvider
        location={at({
          category__name: 'Насосное оборудование',
          ordering: '-price',
          style: 'list',
        })}
      >
        <CatalogPage />
      </LocationProvider>
    )
  },
}

/** On the site the frame (header, footer) has loaded the contacts before a page needs them. */
const WithFrameContacts = ({ children }: { children: ReactNode }) => {
  useSiteContacts()
  return <>{children}</>
}

/** «yfcjc» (the Latin layout): «Показаны результаты по запросу «насос»» over the goods. */
export const CorrectedSearch: Story = {
  render: () => {
    mockGraphQLQuery('CatalogFacetsQuery', () => facets())
    mockGraphQLQuery('SearchCorrectionQuery', () => ({ catalogSearchCorrection: 'насос' }))
    mockGraphQLQuery('ProductsQuery', () => standard())
    return (
      <LocationProvider location={at({ search: 'yfcjc' })}>
        <CatalogPage />
      </LocationProvider>
    )
  },
}

/** A search that found nothing: the help links of SPEC §2. */
export const NothingFound: Story = {
  render: () => {
    // The help links («Позвоните», «Напишите нам») come from the contacts block.
    mockSiteBlocks()
    mockGraphQLQuery('CatalogFacetsQuery', () => facets())
    mockGraphQLQuery('ProductsQuery', () => empty())
    return (
      <LocationProvider location={at({ search: 'насос для бассейна' })}>
        <WithFrameContacts>
          <CatalogPage />
        </WithFrameContacts>
      </LocationProvider>
    )
  },
}
