/**
 * The comparison list of SPEC §4 "Compare": articles grouped by subcategory,
 * kept in the browser. Pure: the web store and its tests share it.
 */
export const COMPARE_LIMIT = 3

/** Subcategory name → articles, in the order they were added. */
export type CompareMap = Record<string, string[]>

/**
 * The group of products without a subcategory in the stored compare map: a
 * key, kept as the browsers already store it; pages name the group in their
 * own language.
 */
export const NO_SUBCATEGORY = 'Без подраздела'

export interface CompareToggle {
  map: CompareMap
  /** True when the subcategory already held the limit: nothing changed (isError). */
  isError: boolean
  /** Whether the article is in the list afterwards. */
  isCompared: boolean
}

/**
 * Adding an article already in its subcategory removes it; a subcategory
 * holds at most 3; an emptied subcategory disappears.
 */
export function toggleCompare(
  map: CompareMap,
  subcategory: string,
  article: string
): CompareToggle {
  const current = map[subcategory] ?? []
  if (current.includes(article)) {
    const rest = current.filter((item) => item !== article)
    const next = { ...map }
    if (rest.length) next[subcategory] = rest
    else delete next[subcategory]
    return { map: next, isError: false, isCompared: false }
  }
  if (current.length >= COMPARE_LIMIT) return { map, isError: true, isCompared: false }
  return { map: { ...map, [subcategory]: [...current, article] }, isError: false, isCompared: true }
}

/** SPEC §4: count is the total of all articles. */
export const compareCount = (map: CompareMap) =>
  Object.values(map).reduce((sum, articles) => sum + articles.length, 0)

export const isCompared = (map: CompareMap, article: string) =>
  Object.values(map).some((articles) => articles.includes(article))

/**
 * A stored value read back: anything that is not a map of string lists is
 * dropped, duplicates and overflow beyond the limit are trimmed.
 */
export function sanitizeCompareMap(value: unknown): CompareMap {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
  const map: CompareMap = {}
  for (const [subcategory, articles] of Object.entries(value as Record<string, unknown>)) {
    if (!Array.isArray(articles)) continue
    const clean = [
      ...new Set(
        articles.filter((item): item is string => typeof item === 'string' && item !== '')
      ),
    ]
    if (clean.length) map[subcategory] = clean.slice(0, COMPARE_LIMIT)
  }
  return map
}

/**
 * Names of the characteristics whose values differ between the compared
 * products (a missing value counts as different): the compare table
 * highlights these rows.
 */
export function differingCharacteristics(
  products: { characteristics: { name: string; value: string }[] }[]
): Set<string> {
  const names = new Set(products.flatMap((product) => product.characteristics.map((c) => c.name)))
  const differing = new Set<string>()
  for (const name of names) {
    const values = products.map(
      (product) => product.characteristics.find((c) => c.name === name)?.value.trim() ?? null
    )
    if (new Set(values).size > 1) differing.add(name)
  }
  return differing
}
