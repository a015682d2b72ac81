/**
 * A content record's fields in the report's words: what a new record gets
 * and how a field changes («заголовок: «Старый» → «Новый»», «фото: файл
 * заменён», «текст: новый текст (120 → 340 знаков)»). Pure.
 */
import type { FieldSpec, KindSpec } from '../rules/contentKinds'
import { canonicalJson, quote, showDate, showUntil } from '../rules/contentValues'

export const plural = (n: number, one: string, few: string, many: string) => {
  const d = n % 10
  const dd = n % 100
  if (d === 1 && dd !== 11) return one
  if (d >= 2 && d <= 4 && (dd < 12 || dd > 14)) return few
  return many
}

const chars = (n: number) => `${n} ${plural(n, 'знак', 'знака', 'знаков')}`

/** The field a column holds; null for the body and `position` of a list. */
export const fieldSpec = (kind: KindSpec, column: string): FieldSpec | null =>
  kind.fields.find((f) => f.column === column) ?? null

/** How the report names a column. */
export const columnLabel = (kind: KindSpec, column: string) =>
  column === kind.bodyColumn
    ? kind.bodyLabel
    : column === 'position'
      ? 'порядок'
      : (fieldSpec(kind, column)?.label ?? column)

/** Fields in their declared order, then `position`, then the body. */
export const columnOrder = (kind: KindSpec, column: string) => {
  const index = kind.fields.findIndex((f) => f.column === column)
  return index < 0 ? (column === kind.bodyColumn ? 1000 : 999) : index
}

/** A value for the report. */
function show(field: FieldSpec | null, value: unknown, typeName?: (id: unknown) => string): string {
  if (value === null || value === undefined) return '—'
  switch (field?.type) {
    case 'date':
      return showDate(value as Date)
    case 'until':
      return showUntil(value as Date)
    case 'bool':
      return value ? 'да' : 'нет'
    case 'int':
      return String(value)
    case 'objectType':
      return typeName ? `«${typeName(value)}»` : String(value)
    case 'url':
      return String(value)
    default:
      return quote(String(value))
  }
}

/** What a field change looks like in the report. */
export function describeChange(
  field: FieldSpec | null,
  label: string,
  before: unknown,
  after: unknown,
  typeName: (id: unknown) => string
): string {
  const type = field?.type
  if (type === 'images') {
    const a = (before as string[] | null) ?? []
    const b = (after as string[] | null) ?? []
    if (!b.length) return `${label}: файлы убраны (${a.length})`
    if (!a.length) return `${label}: добавлены файлы (${b.length})`
    return `${label}: файлы заменены (${a.length} → ${b.length})`
  }
  if (type === 'image' || type === 'file') {
    if (!after) return `${label}: файл убран`
    return before ? `${label}: файл заменён` : `${label}: добавлен файл`
  }
  if (type === 'json') {
    const a = (before ?? {}) as Record<string, unknown>
    const b = (after ?? {}) as Record<string, unknown>
    if (after === null) return `${label}: убраны`
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
      (k) => canonicalJson(a[k]) !== canonicalJson(b[k])
    )
    return `${label}: изменены ${keys.join(', ')}`
  }
  if (type === 'text' || field === null) {
    const a = String(before ?? '')
    const b = String(after ?? '')
    if (a.length > 60 || b.length > 60 || a.includes('\n') || b.includes('\n')) {
      return `${label}: новый текст (${a.length} → ${chars(b.length)})`
    }
  }
  return `${label}: ${show(field, before, typeName)} → ${show(field, after, typeName)}`
}

/** What a new record gets, in words (after its title). */
export function describeNew(
  field: FieldSpec | null,
  label: string,
  value: unknown,
  typeName: (id: unknown) => string
): string | null {
  if (value === null || value === undefined || value === '') return null
  switch (field?.type) {
    case 'images': {
      const n = (value as string[]).length
      return n ? `${label}: ${n}` : null
    }
    case 'image':
    case 'file':
      return label
    case 'json':
      return `${label}: ${Object.keys(value as object).join(', ')}`
    case 'bool':
    case 'until':
      return `${label}: ${show(field, value, typeName)}`
    case 'text':
    case null:
    case undefined:
      return `${label}: ${chars(String(value).length)}`
    default:
      return `${label} ${show(field, value, typeName)}`
  }
}
