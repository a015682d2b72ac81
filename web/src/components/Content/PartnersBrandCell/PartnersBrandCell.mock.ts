// Grundfos as `brand(id: 1)` answers it.
import type { PartnersBrandQuery, PartnersBrandQueryVariables } from 'types/graphql'

import { BRANDS } from 'src/testing/content/brandsMock'

/** The id the cell is given for the standard answer (Grundfos). */
export const variables: PartnersBrandQueryVariables = { id: 1 }

export const standard = (): PartnersBrandQuery => {
  const { __typename, id, name, logo, description, descriptionLang, country, website } =
    BRANDS.find((brand) => brand.name === 'Grundfos')!
  return {
    brand: { __typename, id, name, logo, description, descriptionLang, country, website },
  }
}

/** What the api answers for an unknown id. */
export const notFound = () =>
  Object.assign(new Error('Не найдено.'), {
    graphQLErrors: [{ message: 'Не найдено.', extensions: { code: 'NOT_FOUND' } }],
  })
