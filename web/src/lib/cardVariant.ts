/**
 * Below 768 px the catalogue's grid has two columns (issue 30 §5, as kaspi.kz
 * does), about 170 px each: the cards there are compact. CatalogPage.css uses
 * the same width for the two columns.
 */
export const PHONE_MAX_WIDTH = 768

export type CardVariant = 'full' | 'compact'

/** The card of a listing at a window width (0: not known yet, the full card). */
export const cardVariantFor = (width: number, layout: 'grid' | 'list'): CardVariant =>
  layout === 'grid' && width > 0 && width < PHONE_MAX_WIDTH ? 'compact' : 'full'
