import type { AdminCatalogOptionsQuery } from 'types/graphql'

import { catalogOptions } from 'src/testing/catalogMocks'

export const standard = (): AdminCatalogOptionsQuery => ({ adminCatalogOptions: catalogOptions() })
