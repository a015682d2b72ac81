/**
 * One object (a product, an order, a content block) appears in many answers
 * (a list, a page, a mutation's result). When a newer answer brings it, every
 * cached answer that holds it shows the new values: what Apollo's normalised
 * cache did, kept to the part its users relied on (a saved form showing the
 * saved values, a status change reaching the list). Pure.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type JsonObject = { [key: string]: Json }

/**
 * How an object of a type is recognised in different answers: by its `id`
 * unless named here — by another field (`{ ContentBlock: 'key' }`), or `null`
 * for a type that has one object only (a screen answered whole by a query and
 * by the mutations that change it, as Apollo's `keyFields: []`).
 */
export type KeyFields = Readonly<Record<string, string | null>>

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export function entityKey(value: unknown, keyFields: KeyFields = {}): string | null {
  if (!isObject(value) || typeof value.__typename !== 'string') return null
  const keyField = keyFields[value.__typename]
  if (keyField === null) return value.__typename
  const id = value[keyField ?? 'id']
  return typeof id === 'string' || typeof id === 'number' ? `${value.__typename}:${id}` : null
}

/** Every identified object in an answer, the outermost occurrence's fields merged with the inner ones. */
export function collectEntities(
  data: unknown,
  keyFields: KeyFields = {},
  into = new Map<string, JsonObject>()
) {
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (!isObject(value)) return
    const key = entityKey(value, keyFields)
    if (key) into.set(key, { ...into.get(key), ...value })
    Object.values(value).forEach(visit)
  }
  visit(data)
  return into
}

/** A cached value with the newer fields of the entities it holds; the same reference when nothing changed. */
export function mergeEntities<T>(
  value: T,
  entities: Map<string, JsonObject>,
  keyFields: KeyFields = {}
): T {
  if (entities.size === 0) return value
  const merge = (current: Json): Json => {
    if (Array.isArray(current)) {
      let changed = false
      const next = current.map((item) => {
        const merged = merge(item)
        changed ||= merged !== item
        return merged
      })
      return changed ? next : current
    }
    if (!isObject(current)) return current
    const key = entityKey(current, keyFields)
    const newer = key ? entities.get(key) : undefined
    let changed = false
    const next: JsonObject = {}
    for (const [field, old] of Object.entries(current)) {
      let value = old
      if (newer && field in newer) {
        const incoming = newer[field]
        // A nested object keeps the fields only this answer asked for.
        value =
          isObject(old) && isObject(incoming) && !entityKey(incoming, keyFields)
            ? { ...old, ...incoming }
            : incoming
        // A list or object brought by the newer answer may lack fields this one asked for.
        if (!coversShape(old, value)) value = old
      }
      value = merge(value)
      changed ||= value !== old
      next[field] = value
    }
    return changed ? next : current
  }
  return merge(value as Json) as T
}

/** Whether `next` has at least the fields `old` has, at every depth (the first item stands for a list). */
function coversShape(old: Json, next: Json): boolean {
  if (Array.isArray(old)) {
    if (!Array.isArray(next)) return next === null
    const sample = old.find(isObject)
    return !sample || next.every((item) => !isObject(item) || coversShape(sample, item))
  }
  if (isObject(old)) {
    if (!isObject(next)) return next === null
    return Object.keys(old).every((field) => field in next && coversShape(old[field], next[field]))
  }
  return true
}

/**
 * A newer answer with every part equal to the older one's replaced by the
 * older part itself (the whole older answer when nothing changed). A page
 * asks again what it was prerendered with, and the answer is usually the
 * same: with the same objects, components that compare their props (a
 * product card) are not drawn again while the phone adopts the page.
 */
export function keepEqualParts<T>(older: unknown, newer: T): T {
  if (older === newer) return newer
  if (Array.isArray(older) && Array.isArray(newer)) {
    let same = older.length === newer.length
    const next = newer.map((item, index) => {
      const kept = keepEqualParts(older[index], item)
      same &&= kept === older[index]
      return kept
    })
    return (same ? older : next) as T
  }
  if (isObject(older) && isObject(newer)) {
    const keys = Object.keys(newer)
    let same = keys.length === Object.keys(older).length
    const next: JsonObject = {}
    for (const key of keys) {
      const kept = keepEqualParts(older[key], newer[key])
      same &&= key in older && kept === older[key]
      next[key] = kept
    }
    return (same ? older : next) as T
  }
  return newer
}
