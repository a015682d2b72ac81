/**
 * Small helpers shared by the demo data modules, `scripts/seed.ts` and
 * `scripts/generate-catalog.ts`: a seeded pseudo-random generator (so that
 * every run produces the same data), Russian → Latin transliteration for slugs
 * and articles, and price rounding.
 */
import { CYRILLIC_TO_LATIN } from 'api/src/lib/domain/transliteration'

/** mulberry32: tiny, fast and good enough for demo data. */
export class Rng {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** Uniform float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** Integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  /** Float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min)
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = items.slice()
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      ;[copy[i], copy[j]] = [copy[j], copy[i]]
    }
    return copy
  }
}

/** A stable 32-bit hash of a string (FNV-1a), e.g. to derive colours. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** Latin transliteration, keeping case of the first letter only loosely. */
export function transliterate(text: string): string {
  let out = ''
  for (const char of text) {
    const lower = char.toLowerCase()
    const latin = CYRILLIC_TO_LATIN[lower]
    if (latin === undefined) out += char
    else if (lower !== char && latin) out += latin[0].toUpperCase() + latin.slice(1)
    else out += latin
  }
  return out
}

/** «Инженерная сантехника» → `inzhenernaya-santehnika`: the imports' one rule (80-character cap included). */
export { slugify } from 'api/src/modules/catalog/import/slug'

/** Upper-case article fragment: Latin letters, digits and single dashes. */
export function articlePart(text: string): string {
  return transliterate(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * Shop-like whole tenge: tens below 10 000, hundreds below 100 000, thousands
 * above.
 */
export function roundPrice(value: number): number {
  if (value < 10_000) return Math.max(10, Math.round(value / 10) * 10)
  if (value < 100_000) return Math.round(value / 100) * 100
  return Math.round(value / 1000) * 1000
}

/** Russian decimal formatting: 0.75 → «0,75». */
export function ruNumber(value: number): string {
  return String(value).replace('.', ',')
}

/** Midnight UTC of today minus `days`; keeps runs on one day identical. */
export function daysAgo(days: number, base = new Date()): Date {
  const midnight = Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate())
  return new Date(midnight - days * 86_400_000)
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** Russian plural: plural(5, 'контур', 'контура', 'контуров') → «контуров». */
export function plural(n: number, one: string, few: string, many: string): string {
  const mod10 = n % 10
  const mod100 = n % 100
  if (mod10 === 1 && mod100 !== 11) return one
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few
  return many
}
