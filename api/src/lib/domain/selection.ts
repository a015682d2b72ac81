/**
 * Checked lines of the cart and order pages (SPEC §4: "Checked items follow
 * the cart list; select all or none is available"; "Only valid items are
 * pre-checked"). Pure so both pages and their tests share it.
 */
export type LineKey = string | number

/**
 * After the list changed: lines that left are unchecked, lines that arrived
 * are checked when `isCheckable` allows (by default all), the rest keep
 * the shopper's choice.
 */
export function followChecked<K extends LineKey>(
  checked: ReadonlySet<K>,
  previousKeys: readonly K[],
  nextKeys: readonly K[],
  isCheckable: (key: K) => boolean = () => true
): Set<K> {
  const before = new Set(previousKeys)
  const next = new Set<K>()
  for (const key of nextKeys) {
    if (before.has(key) ? checked.has(key) : isCheckable(key)) next.add(key)
  }
  return next
}

/** «Выбрать все» checks every checkable line; «Снять выбор» none. */
export const checkAll = <K extends LineKey>(
  keys: readonly K[],
  isCheckable: (key: K) => boolean = () => true
) => new Set(keys.filter(isCheckable))

export const toggleChecked = <K extends LineKey>(checked: ReadonlySet<K>, key: K): Set<K> => {
  const next = new Set(checked)
  if (next.has(key)) next.delete(key)
  else next.add(key)
  return next
}
