// Six brands of the demo catalogue as `brands(ordering: "name")` answers.
import type { PartnersQuery } from 'types/graphql'

import { BRANDS } from 'src/testing/content/brandsMock'

export const standard = (): PartnersQuery => ({
  brands: BRANDS.map(({ __typename, id, name, logo, country }) => ({
    __typename,
    id,
    name,
    logo,
    country,
  })),
})
