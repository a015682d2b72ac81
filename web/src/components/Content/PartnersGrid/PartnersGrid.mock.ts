// Six brands of the demo catalogue by name; «Джилекс» has no logo.
import { BRANDS } from 'src/testing/content/brandsMock'

import type { PartnerTileData } from './PartnersGrid'

export const standard = (): { brands: PartnerTileData[] } => ({ brands: BRANDS })
