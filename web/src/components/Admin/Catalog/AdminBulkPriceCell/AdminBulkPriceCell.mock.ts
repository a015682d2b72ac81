import type { AdminCatalogOptionsQuery } from 'types/graphql'

import { catalogOptions } from '../catalogMocks'

export const standard = (): AdminCatalogOptionsQuery => ({ adminCatalogOptions: catalogOptions() })
