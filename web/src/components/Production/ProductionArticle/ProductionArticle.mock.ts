import { standard as itemData } from 'src/components/Production/ProductionItemCell/ProductionItemCell.mock'

import type { ProductionArticleData } from './ProductionArticle'

/** «Шкафы управления Аква-Контроль» with its picture, two more photos and its text. */
export const standard = (): ProductionArticleData => itemData().productionPage
