import { standard as pagesData } from 'src/components/Production/ProductionPagesCell/ProductionPagesCell.mock'

import type { ProductionTile } from './ProductionTiles'

/** The eight production directions of the demo data. */
export const standard = (): ProductionTile[] => pagesData().productionPages
