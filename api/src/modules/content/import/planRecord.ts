/**
 * One content file against the database, step by step: the record it is
 * (by key, or adopted by title), what a new record lacks, its object type,
 * its place in an ordered list, a brand name taken twice — then the write,
 * a new record's every field or an existing one's changes, in words. Pure;
 * planContent runs it for every file in order.
 */
import { KINDS, PAGE_KEYS, type KindName, type KindSpec } from '../rules/contentKinds'
import { nameKey, quote, sameValue } from '../rules/contentValues'

import { columnLabel, columnOrder, describeChange, describeNew, fieldSpec } from './describe'
import type { ObjectTypes } from './objectTypes'
import type { ContentDraft } from './read'
import type { ContentRow, ContentState, ContentWrite, RecordState } from './types'

export interface RecordContext {
  state: ContentState
  objectTypes: ObjectTypes
  /** Records matched so far (by kind): a record is taken by one file only. */
  matched: Map<KindName, Set<number | string>>
  /** The position the next new record of an ordered kind gets. */
  nextPosition: Map<KindName, number>
  /** Brand names the import leaves on each brand id (renames included). */
  brandNames: Map<string, number | string>
}

export function recordContextOf(state: ContentState, objectTypes: ObjectTypes): RecordContext {
  const nextPosition = new Map<KindName, number>()
  for (const [kind, records] of Object.entries(state.records) as [KindName, RecordState[]][]) {
    const max = Math.max(0, ...records.map((r) => Number(r.values.position ?? 0)))
    nextPosition.set(kind, max + 1)
  }
  const brandNames = new Map<string, number | string>()
  for (const brand of state.records.partners ?? []) {
    brandNames.set(String(brand.values.name), brand.id)
  }
  return { state, objectTypes, matched: new Map(), nextPosition, brandNames }
}

/** Keys used twice in one import reject every file using them. */
export function rejectRepeatedKeys(drafts: ContentDraft[]) {
  const byKey = new Map<string, ContentDraft[]>()
  for (const draft of drafts) {
    const id = `${draft.kind}/${draft.key}`
    byKey.set(id, [...(byKey.get(id) ?? []), draft])
  }
  for (const same of byKey.values()) {
    if (same.length < 2) continue
    for (const draft of same) {
      const others = same.filter((d) => d !== draft).map((d) => d.where)
      draft.errors.push(`ключ «${draft.key}» уже есть в ${others.join(', ')}`)
    }
  }
}

/**
 * The stored record a file is: the one with its key, else — kinds entered
 * before the import — one without a key and with its title, not taken yet.
 */
export function matchRecord(
  draft: ContentDraft,
  kind: KindSpec,
  records: RecordState[],
  taken: Set<number | string>
): RecordState | null {
  const byKey = records.find((r) => r.key === draft.key)
  if (byKey) {
    taken.add(byKey.id)
    return byKey
  }
  const title = draft.values[kind.titleColumn]
  if (!kind.adoptByTitle || typeof title !== 'string') return null
  const adopted = records.find(
    (r) =>
      r.key === null &&
      !taken.has(r.id) &&
      nameKey(String(r.values[kind.titleColumn])) === nameKey(title)
  )
  if (adopted) taken.add(adopted.id)
  return adopted ?? null
}

/** Pages and production pages are a fixed set: a file may only name one of them. */
export function fixedSetError(draft: ContentDraft, kind: KindSpec, records: RecordState[]) {
  if (kind.name === 'pages' && !PAGE_KEYS.includes(draft.key)) {
    return `страницы «${draft.key}» на сайте нет; страницы: ${PAGE_KEYS.join(', ')}`
  }
  if (kind.name === 'production') {
    const known = records.map((r) => r.key).filter(Boolean)
    return `страницы производства «${draft.key}» нет; есть: ${known.join(', ') || '—'}`
  }
  return null
}

/** What a new record needs and the file does not give (a field already in error aside). */
export function missingFields(draft: ContentDraft, kind: KindSpec, errors: string[]): string[] {
  const missing: string[] = []
  for (const field of kind.fields) {
    if (!field.required) continue
    const given =
      field.type === 'objectType'
        ? draft.objectType !== undefined
        : draft.values[field.column] !== undefined ||
          draft.media.some((m) => m.column === field.column)
    if (!given && !errors.some((e) => e.includes(`${field.name}:`))) {
      missing.push(`нет поля «${field.name}» (${field.label}) — оно нужно новой записи`)
    }
  }
  if (kind.bodyRequired && draft.lines[kind.bodyColumn!] === undefined) {
    missing.push(`нет текста (${kind.bodyLabel})`)
  }
  return missing
}

/**
 * A record of an ordered kind without a `position`: a faq.json entry takes
 * its place in the list, a new record the end; an existing one keeps its own.
 */
export function positionOf(
  draft: ContentDraft,
  isNew: boolean,
  kind: KindName,
  nextPosition: Map<KindName, number>
): number | undefined {
  if (draft.listIndex !== undefined) return draft.listIndex + 1
  if (!isNew) return undefined
  const position = nextPosition.get(kind) ?? 1
  nextPosition.set(kind, position + 1)
  return position
}

/**
 * Brand names stay unique (the catalogue imports find brands by name): a
 * name another brand keeps is an error; else the name moves to this record.
 */
export function brandNameClash(
  name: string,
  draft: ContentDraft,
  existing: RecordState | null,
  ctx: RecordContext
): string | null {
  const self = existing?.id ?? `new:${draft.key}`
  const holder = ctx.brandNames.get(name)
  if (holder !== undefined && holder !== self) {
    const other = (ctx.state.records.partners ?? []).find((b) => b.id === holder)
    return other
      ? `name: бренд «${name}» уже есть с адресом «${other.key}» — назовите файл partners/${other.key}.md`
      : `name: бренд «${name}» уже в другом файле`
  }
  if (existing) ctx.brandNames.delete(String(existing.values.name))
  ctx.brandNames.set(name, self)
  return null
}

/** The columns the file sets, with its object type and place in the list; errors in `row`. */
function targetOf(
  draft: ContentDraft,
  kind: KindSpec,
  existing: RecordState | null,
  ctx: RecordContext,
  row: ContentRow
): { target: Record<string, unknown>; newObjectType?: string } {
  const target: Record<string, unknown> = { ...draft.values }
  let newObjectType: string | undefined
  if (draft.objectType !== undefined) {
    const type = ctx.objectTypes.resolve(draft.objectType, draft.lines.typeId ?? 1)
    if ('error' in type) row.errors.push(type.error)
    else {
      target.typeId = type.typeId
      if (typeof type.typeId === 'string') newObjectType = type.typeId
    }
  }
  if (kind.ordered && target.position === undefined) {
    const position = positionOf(draft, !existing, kind.name, ctx.nextPosition)
    if (position !== undefined) target.position = position
  }
  if (kind.name === 'partners' && typeof target.name === 'string') {
    const clash = brandNameClash(target.name, draft, existing, ctx)
    if (clash) row.errors.push(clash)
  }
  return { target, newObjectType }
}

const mediaOf = (draft: ContentDraft) =>
  draft.media.flatMap((m) =>
    m.refs.flatMap((r) => (r.file ? [{ file: r.file, source: r.source ?? null }] : []))
  )

/** A new record: every field, its title first in the report. */
function created(
  draft: ContentDraft,
  kind: KindSpec,
  planned: ReturnType<typeof targetOf>,
  ctx: RecordContext,
  row: ContentRow
): ContentWrite {
  const { target, newObjectType } = planned
  const typeName = (id: unknown) => ctx.objectTypes.name(id)
  row.status = 'created'
  row.changes.push(
    quote(String(target[kind.titleColumn] ?? draft.key), 80),
    ...Object.entries(target)
      .filter(([column]) => column !== kind.titleColumn)
      .sort(([a], [b]) => columnOrder(kind, a) - columnOrder(kind, b))
      .flatMap(
        ([column, value]) =>
          describeNew(fieldSpec(kind, column), columnLabel(kind, column), value, typeName) ?? []
      )
  )
  if (kind.name === 'partners') {
    row.notes.push('новый бренд: товары с ним появятся после импорта каталога')
  }
  return {
    kind: kind.name,
    where: draft.where,
    id: null,
    key: draft.key,
    data: { ...target, [kind.keyColumn]: draft.key },
    newObjectType,
    media: mediaOf(draft),
  }
}

/** An existing record: the fields that differ (and the key, when adopted by title); null: none. */
function updated(
  draft: ContentDraft,
  kind: KindSpec,
  existing: RecordState,
  planned: ReturnType<typeof targetOf>,
  ctx: RecordContext,
  row: ContentRow
): ContentWrite | null {
  const typeName = (id: unknown) => ctx.objectTypes.name(id)
  const changed: Record<string, unknown> = {}
  if (existing.key !== draft.key) {
    changed[kind.keyColumn] = draft.key
    row.changes.push(`ключ: — → ${draft.key} (запись #${existing.id} найдена по названию)`)
  }
  for (const [column, value] of Object.entries(planned.target)) {
    const before = existing.values[column]
    if (sameValue(before, value)) continue
    changed[column] = value
    const label = columnLabel(kind, column)
    row.changes.push(describeChange(fieldSpec(kind, column), label, before, value, typeName))
  }
  if (!Object.keys(changed).length) {
    row.status = 'unchanged'
    return null
  }
  row.status = 'updated'
  const changedMedia = new Set(
    draft.media.filter((m) => m.column in changed).flatMap((m) => m.refs.map((r) => r.file))
  )
  return {
    kind: kind.name,
    where: draft.where,
    id: existing.id,
    key: draft.key,
    data: changed,
    newObjectType: 'typeId' in changed ? planned.newObjectType : undefined,
    media: mediaOf(draft).filter((m) => changedMedia.has(m.file)),
  }
}

/** One file's row of the report and its write (null: rejected or unchanged). */
export function planRecord(
  draft: ContentDraft,
  ctx: RecordContext
): { row: ContentRow; write: ContentWrite | null } {
  const kind = KINDS[draft.kind]
  const records = ctx.state.records[draft.kind] ?? []
  const taken = ctx.matched.get(draft.kind) ?? new Set()
  ctx.matched.set(draft.kind, taken)
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
  const existing = matchRecord(draft, kind, records, taken)
  if (!existing && kind.fixedSet) {
    const error = fixedSetError(draft, kind, records)
    if (error) row.errors.push(error)
  }
  if (!existing && !draft.unreadable) row.errors.push(...missingFields(draft, kind, row.errors))
  const planned = targetOf(draft, kind, existing, ctx, row)
  if (row.errors.length) return { row, write: null }
  const write = existing
    ? updated(draft, kind, existing, planned, ctx, row)
    : created(draft, kind, planned, ctx, row)
  return { row, write }
}
