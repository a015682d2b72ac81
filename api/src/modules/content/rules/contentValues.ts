/**
 * Front-matter values → column values (text, numbers, dates, links, JSON),
 * with the editor's message when a value does not fit, and the words the
 * report uses for them. Pure. Dates without an offset are Astana time
 * (UTC+5, the whole of Kazakhstan since 2024).
 */
import type { FieldSpec } from './contentKinds'
import type { Value } from './frontMatter'

export const ASTANA_OFFSET_MINUTES = 5 * 60

export type Coerced<T> = { value: T } | { error: string }

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

/**
 * «2026-11-05» (that day, 14:00 Astana time — 09:00 UTC, as the demo data;
 * with `endOfDay`: the end of that day), «2026-11-05 10:30» (Astana time)
 * or ISO 8601 with Z / an offset.
 */
export function parseDate(text: string, endOfDay = false): Date | null {
  const trimmed = text.trim()
  if (ISO_WITH_OFFSET.test(trimmed)) {
    const date = new Date(trimmed)
    return Number.isNaN(date.getTime()) ? null : date
  }
  const match = DATE.exec(trimmed)
  if (!match) return null
  const [, y, m, d, hh, mm, ss] = match.map((p) => (p === undefined ? undefined : Number(p)))
  if (m! < 1 || m! > 12 || d! < 1 || d! > 31) return null
  if (hh !== undefined && (hh > 23 || mm! > 59 || (ss ?? 0) > 59)) return null
  const day = Date.UTC(y!, m! - 1, d!)
  if (new Date(day).getUTCDate() !== d) return null // 2026-02-30
  if (hh === undefined) {
    if (endOfDay) return new Date(day + 24 * 3_600_000 - ASTANA_OFFSET_MINUTES * 60_000)
    return new Date(day + 9 * 3_600_000)
  }
  return new Date(day + ((hh * 60 + mm!) * 60 + (ss ?? 0)) * 1000 - ASTANA_OFFSET_MINUTES * 60_000)
}

/** «05.11.2026» or «05.11.2026 10:30» in Astana time. */
export function showDate(date: Date): string {
  const local = new Date(date.getTime() + ASTANA_OFFSET_MINUTES * 60_000)
  const iso = local.toISOString()
  const day = `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`
  const time = iso.slice(11, 16)
  const utc = date.toISOString().slice(11, 19)
  // The plain dates of the import (09:00 UTC, or the end of a day) show as dates.
  return utc === '09:00:00' || time === '00:00' ? day : `${day} ${time}`
}

/** An end date: the end of a day shows as that day («31.12.2026 включительно»). */
export function showUntil(date: Date): string {
  const local = new Date(date.getTime() + ASTANA_OFFSET_MINUTES * 60_000)
  if (local.toISOString().slice(11, 19) !== '00:00:00') return showDate(date)
  return `${showDate(new Date(date.getTime() - 60_000)).slice(0, 10)} включительно`
}

const typeName = (value: Value) =>
  value === null
    ? 'пусто'
    : Array.isArray(value)
      ? 'список'
      : typeof value === 'object'
        ? 'набор полей'
        : typeof value === 'boolean'
          ? 'да/нет'
          : typeof value === 'number'
            ? 'число'
            : 'текст'

/** Is the value «empty» (null, '', [])? */
export const isEmpty = (value: Value) =>
  value === null ||
  (typeof value === 'string' && !value.trim()) ||
  (Array.isArray(value) && !value.length)

/** Text of a line or text field; numbers are taken as text. */
export function coerceText(value: Value, field: FieldSpec): Coerced<string> {
  if (typeof value === 'number') value = String(value)
  if (typeof value !== 'string') return { error: `нужен текст, а не ${typeName(value)}` }
  const text = field.type === 'line' ? value.trim() : value.replace(/\s+$/, '')
  if (field.type === 'line' && /\n/.test(text)) return { error: 'нужна одна строка' }
  if (field.max && text.length > field.max) return { error: `длиннее ${field.max} символов` }
  return { value: text }
}

export function coerceInt(value: Value, field: FieldSpec): Coerced<number> {
  const number = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value
  if (typeof number !== 'number' || !Number.isInteger(number)) {
    return { error: `нужно целое число, а не «${String(value)}»` }
  }
  if (
    (field.min !== undefined && number < field.min) ||
    (field.max !== undefined && number > field.max)
  ) {
    return { error: `нужно число от ${field.min} до ${field.max}` }
  }
  return { value: number }
}

const YES = new Set(['true', 'да', 'yes'])
const NO = new Set(['false', 'нет', 'no'])

export function coerceBool(value: Value): Coerced<boolean> {
  if (typeof value === 'boolean') return { value }
  const text = typeof value === 'string' ? value.trim().toLowerCase() : ''
  if (YES.has(text)) return { value: true }
  if (NO.has(text)) return { value: false }
  return { error: `нужно true или false, а не «${String(value)}»` }
}

export function coerceDate(value: Value, endOfDay: boolean): Coerced<Date> {
  const date = typeof value === 'string' ? parseDate(value, endOfDay) : null
  if (!date) {
    return {
      error: `«${String(value)}»: нужна дата ГГГГ-ММ-ДД (можно со временем: 2026-11-05 10:30)`,
    }
  }
  return { value: date }
}

export function coerceUrl(value: Value): Coerced<string> {
  const text = typeof value === 'string' ? value.trim() : ''
  let ok = false
  try {
    const url = new URL(text)
    ok = url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    ok = false
  }
  if (!ok || text.length > 500) return { error: `«${String(value)}»: нужна ссылка https://…` }
  return { value: text }
}

/** One file name, or a list of them (a single name is a list of one). */
export function coerceNames(value: Value, many: boolean): Coerced<string[]> {
  const items = Array.isArray(value) ? value : [value]
  if (!many && items.length !== 1) return { error: 'нужно одно имя файла' }
  const names: string[] = []
  for (const item of items) {
    if (typeof item !== 'string' || !item.trim()) {
      return { error: 'нужны имена файлов (строкой или списком «- имя»)' }
    }
    names.push(item.trim())
  }
  return { value: names }
}

export function coerceJson(value: Value): Coerced<Value> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { error: `нужен набор полей (ключ: значение), а не ${typeName(value)}` }
  }
  return { value }
}

/** JSON with keys sorted: PostgreSQL's jsonb does not keep the order of keys. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
    return `{${entries.join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

/** Column values compared as the database keeps them. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime()
  }
  if (
    Array.isArray(a) ||
    Array.isArray(b) ||
    (a && typeof a === 'object') ||
    (b && typeof b === 'object')
  ) {
    return canonicalJson(a) === canonicalJson(b)
  }
  return (a ?? null) === (b ?? null)
}

/** A short quote of a text for the report. */
export function quote(text: string | null | undefined, max = 60): string {
  if (text === null || text === undefined || text === '') return '—'
  const line = text.replace(/\s+/g, ' ').trim()
  return `«${line.length > max ? `${line.slice(0, max - 1)}…` : line}»`
}

/** Names compared as people read them: case, ё/е and spaces aside. */
export const nameKey = (name: string) =>
  name.trim().toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ')
