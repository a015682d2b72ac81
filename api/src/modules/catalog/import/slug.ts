/**
 * Latin addresses (slugs) for products, sections and brands created by the
 * catalogue import: «Насос циркуляционный Grundfos» → `nasos-cirkulyacionnyy-grundfos`.
 * The same transliteration as the demo data's (scripts/demo/util.ts), so
 * imported and seeded rows look alike. Pure.
 */
import { CYRILLIC_TO_LATIN } from 'src/lib/domain/transliteration'

import type { ProductDraft } from './types'

/** The longest slug made here; longer names are cut at a word boundary. */
export const MAX_SLUG_LENGTH = 80

/** Lower-case Latin letters, digits and single dashes; '' when nothing is left. */
export function slugify(text: string): string {
  let latin = ''
  for (const char of text.toLowerCase()) latin += CYRILLIC_TO_LATIN[char] ?? char
  const slug = latin
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/×/g, 'x')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (slug.length <= MAX_SLUG_LENGTH) return slug
  const cut = slug.slice(0, MAX_SLUG_LENGTH + 1)
  const dash = cut.lastIndexOf('-')
  return (dash > 20 ? cut.slice(0, dash) : cut.slice(0, MAX_SLUG_LENGTH)).replace(/-+$/, '')
}

/**
 * A slug from `base` not in `taken`: `base`, then `base-2`, `base-3`…
 * The chosen slug is added to `taken`.
 */
export function uniqueSlug(base: string, taken: Set<string>, fallback: string): string {
  const root = base || fallback
  let slug = root
  for (let n = 2; taken.has(slug); n++) slug = `${root}-${n}`
  taken.add(slug)
  return slug
}

/** Slugs a new product may take, most wanted first (the state loader checks them). */
export function productSlugCandidates(name: string, article: string): string[] {
  const base = slugify(name) || 'product'
  const withArticle = `${base}-${slugify(article) || 'item'}`
  return [base, withArticle, `${withArticle}-2`, `${withArticle}-3`]
}

/** Every slug a set of drafts may ask the database about. */
export function slugCandidatesOf(drafts: ProductDraft[]): string[] {
  return drafts.flatMap((d) =>
    d.name && d.article ? productSlugCandidates(d.name, d.article) : []
  )
}

/** A new product's slug: the first free candidate, else a numbered one; taken from `taken`. */
export function newProductSlug(name: string, article: string, taken: Set<string>): string {
  const slug =
    productSlugCandidates(name, article).find((s) => !taken.has(s)) ??
    uniqueSlug(`${slugify(name) || 'product'}-${slugify(article) || 'item'}`, taken, 'product')
  taken.add(slug)
  return slug
}
