/**
 * The relevance set (issue 19, 2b): what a shopper typing each query must
 * see on the first page of results (the overlay's ten goods, the first page
 * of /catalog/v2?search=), over the shop's own catalogue
 * (relevance.scenarios.ts). Kept as data so that a new complaint becomes one
 * more line. `sameAs`: the query must find exactly the goods of another, in
 * the same order (a word form, a typo, the wrong keyboard layout).
 */
export interface RelevanceCase {
  query: string
  /** Articles that must be among the first page of goods. */
  firstPage?: string[]
  /** Articles that must come first, in this order. */
  first?: string[]
  /** Every good on the first page must have one of these in its name (case and ё folded). */
  namesContain?: string[]
  /** Every good on the first page must have one of these words in its name, as a whole word. */
  namedBy?: string[]
  /** Must find the same goods, in the same order, as this query. */
  sameAs?: string
}

export const RELEVANCE_CASES: RelevanceCase[] = [
  // Pumps: the plain word, its plural, a typo, the wrong layout, capitals.
  // Goods named «Насос …» before «Насосная станция …» and section-only goods.
  { query: 'насос', namedBy: ['насос'] },
  { query: 'насосы', sameAs: 'насос' },
  { query: 'носос', sameAs: 'насос' },
  { query: 'нососы', sameAs: 'насос' },
  { query: 'yfcjc', sameAs: 'насос' },
  { query: 'НАСОС', sameAs: 'насос' },
  // Boilers: the fleeting vowel (котёл / котлы), ё typed or not.
  { query: 'котел', namedBy: ['котел'] },
  { query: 'котёл', sameAs: 'котел' },
  { query: 'котлы', sameAs: 'котел' },
  { query: 'котла', sameAs: 'котел' },
  { query: 'котол', sameAs: 'котел' },
  { query: 'rjntk', sameAs: 'котел' },
  // Other goods in plural and singular.
  { query: 'смеситель', namedBy: ['смеситель'] },
  { query: 'смесители', sameAs: 'смеситель' },
  { query: 'cvtcbntkm', sameAs: 'смеситель' },
  { query: 'радиаторы', sameAs: 'радиатор' },
  { query: 'баки', namesContain: ['бак'] },
  // Several words: every one must match.
  {
    query: 'насос скважинный grundfos',
    firstPage: ['GR-SQ-1-65', 'GR-SQ-2-55', 'GR-SQ-2-85', 'GR-SQ-3-105', 'GR-SQ-3-65'],
    namesContain: ['grundfos'],
  },
  { query: 'насосы скважинные grundfos', sameAs: 'насос скважинный grundfos' },
  { query: 'циркуляционный насос', namesContain: ['насос циркуляционный'] },
  {
    query: 'циркуляционные насосы grundfos',
    firstPage: ['GR-UPS-25-40-180', 'GR-ALPHA2-25-40-180'],
    namesContain: ['grundfos'],
  },
  { query: 'бак для воды', firstPage: ['AN-V-500', 'AN-V-1000', 'AN-H-1000'] },
  // Articles, typed in full, without dashes, or their start.
  { query: 'GR-UPS-25-40-180', first: ['GR-UPS-25-40-180'] },
  { query: 'grups2540180', first: ['GR-UPS-25-40-180'] },
  { query: 'gr-sq-3', firstPage: ['GR-SQ-3-65', 'GR-SQ-3-105'] },
  // A brand, in either layout, and a brand while it is typed.
  { query: 'grundfos', namesContain: ['grundfos'] },
  { query: 'пкгтващы', sameAs: 'grundfos' },
  { query: 'grundfoss', sameAs: 'grundfos' },
  { query: 'wilo', namesContain: ['wilo'] },
  // A word being typed.
  { query: 'насо', namesContain: ['насос'] },
  { query: 'baxi eco', firstPage: ['BX-ECO-4S-24F', 'BX-ECO-NOVA-24F'] },
]
