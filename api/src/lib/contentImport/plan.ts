/**
 * Content drafts (what the files ask for) against the state (what the
 * database holds) → a plan: each file created / updated / unchanged /
 * rejected with its changes in words, the writes that make it so, and — with
 * --prune — the records the folder no longer has. Pure: importer.ts reads the
 * state and apply.ts writes the plan only when nothing is rejected.
 *
 * Rules (docs/editors.md «2. Content»):
 * - a record is found by its key (the file name); certificates, FAQ entries
 *   and videos entered before the import (no key) are found once by their
 *   title and get the key;
 * - a field the file does not give is left as it is; a new record needs the
 *   required fields; new records of ordered kinds go to the end;
 * - pages and production pages are a fixed set: only known keys;
 * - an object's type must exist (or --create-sections);
 * - brand names stay unique (the catalogue imports find brands by name).
 */
import { emptySummary, type ReportRow, type RowStatus } from 'src/lib/catalogImport/outcome'
import { slugify, uniqueSlug } from 'src/lib/catalogImport/slug'

import { KINDS, PAGE_KEYS, type FieldSpec, type KindName, type KindSpec } from './kinds'
import type { ContentDraft, ContentRead } from './read'
import { canonicalJson, quote, sameValue, showDate, showUntil } from './values'

/** One record in the database: its id, key and the columns the import may set. */
export interface RecordState {
  /** Primary key (content blocks: their key). */
  id: number | string
  key: string | null
  values: Record<string, unknown>
  /** Brands: goods in the catalogue (they are never pruned). */
  productCount?: number
}

export interface ObjectTypeState {
  id: number
  name: string
  slug: string
}

export interface ContentState {
  /** Every record of the kinds the import has. */
  records: Partial<Record<KindName, RecordState[]>>
  objectTypes: ObjectTypeState[]
}

export interface ContentRow extends ReportRow {
  kind: KindName
  /** The record's key (file name). */
  recordKey: string
}

export interface NewObjectType {
  key: string
  name: string
  slug: string
}

export interface ContentWrite {
  kind: KindName
  where: string
  /** null: a new record. */
  id: number | string | null
  key: string
  /** A new record's every field; an existing one's changed fields only. */
  data: Record<string, unknown>
  /** A new object type (NewObjectType.key) to take the typeId of. */
  newObjectType?: string
  /** Files to copy into the media root (already content-addressed). */
  media: { file: string; source: string | null }[]
}

export interface Removal {
  kind: KindName
  id: number | string
  key: string | null
  title: string
}

export interface ContentPlan {
  rows: ContentRow[]
  summary: Record<RowStatus, number>
  fileErrors: string[]
  warnings: string[]
  newObjectTypes: NewObjectType[]
  writes: ContentWrite[]
  /** --prune: what is deleted. */
  removals: Removal[]
  /** Nothing rejected: the plan may be applied. */
  ok: boolean
}

export interface ContentPlanOptions {
  /** Create object types the site does not have. */
  createSections?: boolean
  /** Delete records of the imported kinds that the folder does not have. */
  prune?: boolean
}

/** Names compared as people read them: case, ё/е and spaces aside. */
const nameKey = (name: string) => name.trim().toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ')

const plural = (n: number, one: string, few: string, many: string) => {
  const d = n % 10
  const dd = n % 100
  if (d === 1 && dd !== 11) return one
  if (d >= 2 && d <= 4 && (dd < 12 || dd > 14)) return few
  return many
}

const chars = (n: number) => `${n} ${plural(n, 'знак', 'знака', 'знаков')}`

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
function describeChange(
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
function describeNew(
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

export function planContent(
  read: ContentRead,
  state: ContentState,
  options: ContentPlanOptions = {}
): ContentPlan {
  const rows: ContentRow[] = []
  const writes: ContentWrite[] = []
  const warnings = [...read.warnings]
  const newObjectTypes = new Map<string, NewObjectType>()
  const typeSlugs = new Set(state.objectTypes.map((t) => t.slug))
  const typesByName = new Map<string, ObjectTypeState>()
  for (const t of state.objectTypes) {
    typesByName.set(nameKey(t.name), t)
    typesByName.set(nameKey(t.slug), t)
  }
  const typeName = (id: unknown) =>
    state.objectTypes.find((t) => t.id === id)?.name ??
    [...newObjectTypes.values()].find((t) => t.key === id)?.name ??
    String(id)

  // Keys used twice in one import reject every file using them.
  const seen = new Map<string, ContentDraft[]>()
  for (const draft of read.drafts) {
    const id = `${draft.kind}/${draft.key}`
    seen.set(id, [...(seen.get(id) ?? []), draft])
  }
  for (const drafts of seen.values()) {
    if (drafts.length < 2) continue
    for (const draft of drafts) {
      const others = drafts.filter((d) => d !== draft).map((d) => d.where)
      draft.errors.push(`ключ «${draft.key}» уже есть в ${others.join(', ')}`)
    }
  }

  /** Records matched so far (by kind): a record is taken by one file only. */
  const matched = new Map<KindName, Set<number | string>>()
  const nextPosition = new Map<KindName, number>()
  for (const [kind, records] of Object.entries(state.records) as [KindName, RecordState[]][]) {
    const max = Math.max(0, ...records.map((r) => Number(r.values.position ?? 0)))
    nextPosition.set(kind, max + 1)
  }
  // Brand names the import leaves on each brand id (renames included).
  const brandNames = new Map<string, number | string>()
  for (const brand of state.records.partners ?? []) {
    brandNames.set(String(brand.values.name), brand.id)
  }

  const drafts = [...read.drafts].sort((a, b) => a.order - b.order)
  // A record without a key can only be adopted by title, never claimed by another key.
  for (const draft of drafts) {
    const kind = KINDS[draft.kind]
    const records = state.records[draft.kind] ?? []
    const taken = matched.get(draft.kind) ?? new Set()
    matched.set(draft.kind, taken)
    const row: ContentRow = {
      kind: draft.kind,
      recordKey: draft.key,
      where: draft.where,
      key: kind.label,
      status: 'rejected',
      changes: [],
      errors: [...draft.errors],
      notes: [...draft.notes],
    }
    rows.push(row)

    let existing = records.find((r) => r.key === draft.key) ?? null
    if (existing) taken.add(existing.id)
    const title = draft.values[kind.titleColumn]
    if (!existing && kind.adoptByTitle && typeof title === 'string') {
      existing =
        records.find(
          (r) =>
            r.key === null &&
            !taken.has(r.id) &&
            nameKey(String(r.values[kind.titleColumn])) === nameKey(title)
        ) ?? null
      if (existing) taken.add(existing.id)
    }

    if (!existing && kind.fixedSet) {
      if (kind.name === 'pages' && !PAGE_KEYS.includes(draft.key)) {
        row.errors.push(`страницы «${draft.key}» на сайте нет; страницы: ${PAGE_KEYS.join(', ')}`)
      } else if (kind.name === 'production') {
        const known = records.map((r) => r.key).filter(Boolean)
        row.errors.push(
          `страницы производства «${draft.key}» нет; есть: ${known.join(', ') || '—'}`
        )
      }
    }
    if (!existing && !draft.unreadable) {
      for (const field of kind.fields) {
        if (!field.required) continue
        const given =
          field.type === 'objectType'
            ? draft.objectType !== undefined
            : draft.values[field.column] !== undefined ||
              draft.media.some((m) => m.column === field.column)
        if (!given && !row.errors.some((e) => e.includes(`${field.name}:`))) {
          row.errors.push(`нет поля «${field.name}» (${field.label}) — оно нужно новой записи`)
        }
      }
      if (kind.bodyRequired && draft.lines[kind.bodyColumn!] === undefined) {
        row.errors.push(`нет текста (${kind.bodyLabel})`)
      }
    }

    // Target values.
    const target: Record<string, unknown> = { ...draft.values }
    let newObjectType: string | undefined
    if (draft.objectType !== undefined) {
      const type = typesByName.get(nameKey(draft.objectType))
      if (type) target.typeId = type.id
      else if (options.createSections) {
        const planned = `t:${nameKey(draft.objectType)}`
        if (!newObjectTypes.has(planned)) {
          newObjectTypes.set(planned, {
            key: planned,
            name: draft.objectType,
            slug: uniqueSlug(slugify(draft.objectType), typeSlugs, 'object-type'),
          })
        }
        newObjectType = planned
        target.typeId = planned
      } else {
        const types = state.objectTypes.map((t) => t.name).join(', ') || '—'
        row.errors.push(
          `строка ${draft.lines.typeId ?? 1}: type: тип «${draft.objectType}» не найден; типы: ${types} (новый тип создаёт --create-sections)`
        )
      }
    }
    if (kind.ordered && target.position === undefined) {
      if (draft.listIndex !== undefined) target.position = draft.listIndex + 1
      else if (!existing) {
        target.position = nextPosition.get(kind.name) ?? 1
        nextPosition.set(kind.name, (target.position as number) + 1)
      }
    }
    if (kind.name === 'partners' && typeof target.name === 'string') {
      const holder = brandNames.get(target.name)
      if (holder !== undefined && holder !== (existing?.id ?? `new:${draft.key}`)) {
        const other = (state.records.partners ?? []).find((b) => b.id === holder)
        row.errors.push(
          other
            ? `name: бренд «${target.name}» уже есть с адресом «${other.key}» — назовите файл partners/${other.key}.md`
            : `name: бренд «${target.name}» уже в другом файле`
        )
      } else {
        if (existing) brandNames.delete(String(existing.values.name))
        brandNames.set(target.name, existing?.id ?? `new:${draft.key}`)
      }
    }

    if (row.errors.length) continue

    const media = draft.media.flatMap((m) =>
      m.refs.flatMap((r) => (r.file ? [{ file: r.file, source: r.source ?? null }] : []))
    )
    const label = (column: string) =>
      column === kind.bodyColumn
        ? kind.bodyLabel
        : column === 'position'
          ? 'порядок'
          : (kind.fields.find((f) => f.column === column)?.label ?? column)
    const fieldOrder = (column: string) => {
      const index = kind.fields.findIndex((f) => f.column === column)
      return index < 0 ? (column === kind.bodyColumn ? 1000 : 999) : index
    }
    const specOf = (column: string) => kind.fields.find((f) => f.column === column) ?? null

    if (!existing) {
      row.status = 'created'
      const titleText = String(target[kind.titleColumn] ?? draft.key)
      row.changes.push(
        quote(titleText, 80),
        ...Object.entries(target)
          .filter(([column]) => column !== kind.titleColumn)
          .sort(([a], [b]) => fieldOrder(a) - fieldOrder(b))
          .flatMap(
            ([column, value]) => describeNew(specOf(column), label(column), value, typeName) ?? []
          )
      )
      if (kind.name === 'partners')
        row.notes.push('новый бренд: товары с ним появятся после импорта каталога')
      writes.push({
        kind: kind.name,
        where: draft.where,
        id: null,
        key: draft.key,
        data: { ...target, [kind.keyColumn]: draft.key },
        newObjectType,
        media,
      })
      continue
    }

    const changed: Record<string, unknown> = {}
    if (existing.key !== draft.key) {
      changed[kind.keyColumn] = draft.key
      row.changes.push(`ключ: — → ${draft.key} (запись #${existing.id} найдена по названию)`)
    }
    for (const [column, value] of Object.entries(target)) {
      const before = existing.values[column]
      if (sameValue(before, value)) continue
      changed[column] = value
      row.changes.push(describeChange(specOf(column), label(column), before, value, typeName))
    }
    if (!Object.keys(changed).length) {
      row.status = 'unchanged'
      continue
    }
    row.status = 'updated'
    const changedMedia = new Set(
      draft.media.filter((m) => m.column in changed).flatMap((m) => m.refs.map((r) => r.file))
    )
    writes.push({
      kind: kind.name,
      where: draft.where,
      id: existing.id,
      key: draft.key,
      data: changed,
      newObjectType: 'typeId' in changed ? newObjectType : undefined,
      media: media.filter((m) => changedMedia.has(m.file)),
    })
  }

  const removals: Removal[] = []
  for (const kindName of read.kinds) {
    const kind = KINDS[kindName]
    const taken = matched.get(kindName) ?? new Set()
    const missing = (state.records[kindName] ?? []).filter((r) => !taken.has(r.id))
    if (!missing.length || !kind.prunable) continue
    if (!options.prune) {
      warnings.push(
        `В базе ${missing.length} ${plural(missing.length, 'запись', 'записи', 'записей')} «${kind.label}», которых нет в ${kind.name === 'faq' ? 'faq/ или faq.json' : `${kind.folder}/`} (их удалит --prune).`
      )
      continue
    }
    for (const record of missing) {
      removals.push({
        kind: kindName,
        id: record.id,
        key: record.key,
        title: String(record.values[kind.titleColumn] ?? ''),
      })
    }
  }
  if (options.prune) {
    for (const kindName of read.kinds) {
      const kind = KINDS[kindName]
      if (kind.prunable) continue
      warnings.push(
        kind.name === 'partners'
          ? '--prune не удаляет бренды: на них ссылаются товары каталога.'
          : `--prune не удаляет ${kind.name === 'pages' ? 'страницы' : 'страницы производства'}: это разделы сайта.`
      )
    }
  }

  const summary = emptySummary()
  for (const row of rows) summary[row.status]++
  const fileErrors = [...read.fileErrors]
  return {
    rows,
    summary,
    fileErrors,
    warnings,
    newObjectTypes: [...newObjectTypes.values()],
    writes,
    removals,
    ok: summary.rejected === 0 && fileErrors.length === 0,
  }
}

export type { KindSpec }
