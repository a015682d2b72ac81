import type { CatalogSearchQuery } from 'types/graphql'

/** One suggestion of the search overlay: a listbox option. */
export interface Suggestion {
  key: string
  label: string
  note?: string
  href: string
  product?: CatalogSearchQuery['catalogSearchResults']['products'][number]
}

/** The option's element id, which the box's aria-activedescendant names. */
export const optionIdOf = (baseId: string, item: Suggestion) => `${baseId}-${item.key}`
