/**
 * The catalogue's sections, brands and shops as an import's rows name them:
 * found by name (case, spaces and ё aside), or — brands always, categories
 * and subcategories with `createSections` — planned as new rows with a free
 * slug. Pure: built from the state the importer read.
 */
import { slugify, uniqueSlug } from './slug'
import type { CatalogState, NewSection, NewSubcategory, Ref, SectionState } from './types'
import { nameKey } from './values'

const refKey = (ref: Ref) => ('id' in ref ? `#${ref.id}` : ref.key)

/** Section look-ups and the sections this plan creates. */
export class Sections {
  private readonly categories = new Map<string, SectionState>()
  private readonly subcategories = new Map<string, SectionState & { categoryId: number }>()
  private readonly brands = new Map<string, SectionState>()
  private readonly names = new Map<string, string>()
  readonly newCategories = new Map<string, NewSection>()
  readonly newSubcategories = new Map<string, NewSubcategory>()
  readonly newBrands = new Map<string, NewSection>()
  private readonly categorySlugs: Set<string>
  private readonly subcategorySlugs: Set<string>
  private readonly brandSlugs: Set<string>

  constructor(
    state: Pick<CatalogState, 'categories' | 'subcategories' | 'brands'>,
    private readonly createSections: boolean
  ) {
    for (const c of state.categories) {
      if (!this.categories.has(nameKey(c.name))) this.categories.set(nameKey(c.name), c)
      this.names.set(`c#${c.id}`, c.name)
    }
    for (const s of state.subcategories) {
      const key = `#${s.categoryId}/${nameKey(s.name)}`
      if (!this.subcategories.has(key)) this.subcategories.set(key, s)
      this.names.set(`s#${s.id}`, s.name)
    }
    for (const b of state.brands) {
      if (!this.brands.has(nameKey(b.name))) this.brands.set(nameKey(b.name), b)
      this.names.set(`b#${b.id}`, b.name)
    }
    this.categorySlugs = new Set(state.categories.map((c) => c.slug))
    this.subcategorySlugs = new Set(state.subcategories.map((s) => s.slug))
    this.brandSlugs = new Set(state.brands.map((b) => b.slug))
  }

  /** A category by name; null (and the message in `errors`) when unknown and not to be created. */
  category(name: string, errors: string[]): Ref | null {
    const key = nameKey(name)
    const found = this.categories.get(key)
    if (found) return { id: found.id }
    if (!this.createSections) {
      errors.push(`Категория «${name}» не найдена (новые категории создаёт --create-sections).`)
      return null
    }
    const planned = `c:${key}`
    if (!this.newCategories.has(planned)) {
      const slug = uniqueSlug(slugify(name), this.categorySlugs, 'category')
      this.newCategories.set(planned, { key: planned, name, slug })
    }
    return { key: planned }
  }

  /** A subcategory of `category` by name; like `category` when unknown. */
  subcategory(category: Ref, name: string, errors: string[]): Ref | null {
    const key = `${refKey(category)}/${nameKey(name)}`
    const found = this.subcategories.get(key)
    if (found) return { id: found.id }
    if (!this.createSections) {
      errors.push(
        `Подкатегория «${name}» не найдена в категории «${this.name('c', category)}» (новые создаёт --create-sections).`
      )
      return null
    }
    const planned = `s:${key}`
    if (!this.newSubcategories.has(planned)) {
      const slug = uniqueSlug(slugify(name), this.subcategorySlugs, 'subcategory')
      this.newSubcategories.set(planned, { key: planned, name, slug, category })
    }
    return { key: planned }
  }

  /** The subcategory's category, or null when it is not known. */
  categoryOfSubcategory(id: number): number | null {
    for (const s of this.subcategories.values()) if (s.id === id) return s.categoryId
    return null
  }

  /** A brand by name; an unknown one is planned as new. */
  brand(name: string): Ref {
    const key = nameKey(name)
    const found = this.brands.get(key)
    if (found) return { id: found.id }
    const planned = `b:${key}`
    if (!this.newBrands.has(planned)) {
      const slug = uniqueSlug(slugify(name), this.brandSlugs, 'brand')
      this.newBrands.set(planned, { key: planned, name, slug })
    }
    return { key: planned }
  }

  /** A section's name for the report ('c' category, 's' subcategory, 'b' brand). */
  name(kind: 'c' | 's' | 'b', ref: Ref | number | null): string {
    if (ref === null) return '—'
    if (typeof ref === 'number') return this.names.get(`${kind}#${ref}`) ?? `#${ref}`
    if ('id' in ref) return this.names.get(`${kind}#${ref.id}`) ?? `#${ref.id}`
    const planned =
      this.newCategories.get(ref.key) ??
      this.newSubcategories.get(ref.key) ??
      this.newBrands.get(ref.key)
    return planned ? `${planned.name} (${kind === 'b' ? 'новый' : 'новая'})` : ref.key
  }
}

export interface Shops {
  /** The shop a file names by its name, guest name or city; undefined when none. */
  id: (label: string) => number | undefined
  /** The shop's name for the report. */
  name: (id: number) => string
}

/** Shops by the names a file may use for them: name, guest name or city. */
export function shopsOf(state: Pick<CatalogState, 'shops'>): Shops {
  const byKey = new Map<string, number>()
  for (const shop of state.shops) {
    for (const label of [shop.city, shop.nameForGuest, shop.name])
      byKey.set(nameKey(label), shop.id)
  }
  const names = new Map(state.shops.map((s) => [s.id, s.name]))
  return {
    id: (label: string) => byKey.get(nameKey(label)),
    name: (id: number) => names.get(id) ?? `#${id}`,
  }
}
