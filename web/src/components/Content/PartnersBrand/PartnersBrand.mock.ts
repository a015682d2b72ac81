// Grundfos as `brand(id: 1)` answers it.
import { BRANDS } from 'src/testing/content/brandsMock'

import type { PartnersBrandData } from './PartnersBrand'

export const standard = (): { brand: PartnersBrandData } => ({
  brand: BRANDS.find((brand) => brand.name === 'Grundfos')!,
})

/** «Джилекс»: no logo and no website. */
export const plain = (): { brand: PartnersBrandData } => ({
  brand: BRANDS.find((brand) => brand.name === 'Джилекс')!,
})
