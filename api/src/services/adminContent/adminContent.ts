import { createHash } from 'node:crypto'

import { Prisma } from '@prisma/client'
import type { MutationResolvers, QueryResolvers } from 'types/graphql'

import { recordAudit } from 'src/lib/audit'
import { invalidateCatalogCaches } from 'src/lib/catalogCaches'
import { forgetContentCaches } from 'src/lib/contentCaches'
import { db } from 'src/lib/db'
import { adminListSchema, adminSearch, pageWindowOf } from 'src/lib/domain/adminList'
import { z } from 'src/lib/domain/zod'
import { ConflictError, InvalidInputError, NotFoundError } from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { requireContentStaff } from 'src/lib/staffAccess'
import { containsExactly, containsText } from 'src/lib/textFilter'
import {
  CONTENT_KIND_CONFIGS,
  CONTENT_KINDS,
  contentRecordSchema,
  contentSaveSchema,
  contentValuesSchema,
  CATALOGUE_MODELS,
  contentVisibilitySchema,
  newRecordVisibility,
  type ContentKind,
  type ContentKindConfig,
} from 'src/modules/content/rules/contentAdmin'
import { canonicalJson } from 'src/modules/content/rules/contentValues'

/**
 * The back office's content editor (issue 18 «Content»): one service for
 * every kind of domain/contentAdmin — list, open, save, hide and show.
 * Each save is parsed by its kind's one schema, checked against the version
 * the form was based on, written with its audit entry in one transaction,
 * and the content caches are forgotten so the shop shows it at once.
 *
 * The version is a digest of the stored row: most content tables have no
 * `updatedAt`, and a digest catches any change, whoever made it (the
 * import, another editor).
 */

type Row = Record<string, unknown>

/** The part of a Prisma model delegate the editor uses (every content model has it). */
interface Delegate {
  findMany(args: unknown): Promise<Row[]>
  findUnique(args: unknown): Promise<Row | null>
  count(args: unknown): Promise<number>
  create(args: unknown): Promise<Row>
  update(args: unknown): Promise<Row>
  aggregate(args: unknown): Promise<{ _max: { position: number | null } }>
}

const delegate = (client: Prisma.TransactionClient, config: ContentKindConfig) =>
  (client as unknown as Record<string, Delegate>)[config.model]

export const recordVersion = (row: Row) =>
  createHash('sha256').update(canonicalJson(row)).digest('hex').slice(0, 32)

/** The record as the form needs it: its values as JSON (dates as ISO text). */
function recordOf(config: ContentKindConfig, row: Row) {
  return {
    kind: config.kind,
    id: String(row[config.idColumn]),
    version: recordVersion(row),
    title: String(row[config.titleColumn] ?? ''),
    visible: config.visibilityColumn ? row[config.visibilityColumn] === true : null,
    values: JSON.parse(JSON.stringify(row)) as Row,
  }
}

export type ContentRecord = ReturnType<typeof recordOf>

const GONE_MESSAGE = 'Запись не найдена: возможно, её удалили.'

/** The row's key as its column holds it; a page key for a numbered kind names no record (404). */
function keyOf(config: ContentKindConfig, id: string): number | string {
  if (config.idColumn !== 'id') return id
  if (!/^\d{1,9}$/.test(id)) throw new NotFoundError(GONE_MESSAGE)
  return Number(id)
}

const whereId = (config: ContentKindConfig, id: string) => ({
  [config.idColumn]: keyOf(config, id),
})

async function loadRow(client: Prisma.TransactionClient, config: ContentKindConfig, id: string) {
  const row = await delegate(client, config).findUnique({ where: whereId(config, id) })
  if (!row) throw new NotFoundError(GONE_MESSAGE)
  return row
}

/* ------------------------------------------------------------------ list */

const LIST_SORTS = ['default', 'title'] as const
const contentListSchema = adminListSchema(LIST_SORTS, { sort: 'default', direction: 'asc' }).extend(
  {
    kind: z.enum(CONTENT_KINDS, { error: 'Неизвестный раздел.' }),
    search: adminSearch(),
  }
)

/** The kind's own order: news newest first, ordered kinds by position, the rest by title. */
function naturalOrder(config: ContentKindConfig, direction: 'asc' | 'desc') {
  const flip = (d: 'asc' | 'desc') => (direction === 'asc' ? d : d === 'asc' ? 'desc' : 'asc')
  if (config.kind === 'news') return [{ publishedAt: flip('desc') }, { id: flip('desc') }]
  if (config.ordered) return [{ position: flip('asc') }, { [config.idColumn]: flip('asc') }]
  return [{ [config.titleColumn]: flip('asc') }, { [config.idColumn]: flip('asc') }]
}

export async function listContent(raw: unknown) {
  requireContentStaff()
  const input = parseInput(contentListSchema, raw)
  const config = CONTENT_KIND_CONFIGS[input.kind as ContentKind]
  const search = input.search
  const where = search
    ? {
        OR: [
          { [config.titleColumn]: containsText(search) },
          ...(config.keyColumn ? [{ [config.keyColumn]: containsExactly(search) }] : []),
          ...(config.idColumn === 'key' ? [{ key: containsExactly(search) }] : []),
        ],
      }
    : {}
  const orderBy =
    input.sort === 'title'
      ? [{ [config.titleColumn]: input.direction }, { [config.idColumn]: 'asc' }]
      : naturalOrder(config, input.direction)
  const model = delegate(db, config)
  const [count, rows] = await Promise.all([
    model.count({ where }),
    model.findMany({ where, orderBy, ...pageWindowOf(input) }),
  ])
  return {
    kind: config.kind,
    count,
    page: input.page,
    pageSize: input.pageSize,
    items: rows.map((row) => ({
      id: String(row[config.idColumn]),
      title: String(row[config.titleColumn] ?? ''),
      key: config.keyColumn ? ((row[config.keyColumn] as string | null) ?? null) : null,
      visible: config.visibilityColumn ? row[config.visibilityColumn] === true : null,
      date: config.dateColumn ? ((row[config.dateColumn] as Date | null) ?? null) : null,
      position: config.ordered ? (row.position as number) : null,
    })),
  }
}

/* ---------------------------------------------------------------- record */

/** The choices of the kind's fields that the database holds (the object types). */
async function choicesOf(config: ContentKindConfig) {
  if (!config.fields.some((field) => field.type === 'objectType')) return {}
  const types = await db.objectType.findMany({ orderBy: [{ position: 'asc' }, { id: 'asc' }] })
  return { typeId: types.map((type) => ({ value: String(type.id), label: type.name })) }
}

/** A record to edit, or (no id) the blank form of a new one. */
export async function contentRecord(raw: unknown) {
  requireContentStaff()
  const input = parseInput(contentRecordSchema, raw)
  const config = CONTENT_KIND_CONFIGS[input.kind as ContentKind]
  const choices = await choicesOf(config)
  if (!input.id) {
    if (!config.creatable) throw new NotFoundError('В этом разделе новые записи не создаются.')
    return {
      kind: config.kind,
      id: null,
      version: '',
      title: '',
      visible: null,
      values: {},
      choices,
    }
  }
  return { ...recordOf(config, await loadRow(db, config, input.id)), choices }
}

/* ----------------------------------------------------------------- saves */

const STALE_MESSAGE =
  'Эту запись уже изменили, пока вы её правили. Показана свежая версия: внесите правку ещё раз.'

/**
 * Locks the record's row for the transaction and checks that it is still
 * the version the form was based on; a stale save is a 409 carrying the
 * fresh record, which the form shows.
 */
async function lockCurrent(
  tx: Prisma.TransactionClient,
  config: ContentKindConfig,
  id: string,
  version: string
) {
  // Table and column names come from the kinds' constant descriptions, never from input.
  await tx.$queryRawUnsafe(
    `SELECT 1 FROM "${config.table}" WHERE "${config.idColumn}" = $1 FOR UPDATE`,
    keyOf(config, id)
  )
  const row = await loadRow(tx, config, id)
  if (recordVersion(row) !== version) {
    throw new ConflictError(STALE_MESSAGE, { current: recordOf(config, row) })
  }
  return row
}

/** Parsed values → the columns Prisma writes (a new record's visibility is set by the caller). */
function dataOf(config: ContentKindConfig, values: Row): Row {
  const data: Row = {}
  for (const field of config.fields) {
    if (field.readOnly) continue // shown beside its twin, never written here
    const value = values[field.name]
    if (field.auto && value === null) continue // the usual place: below, or unchanged
    if (field.type === 'json' && value === null) data[field.name] = Prisma.DbNull
    else data[field.name] = value
  }
  return data
}

/** A reference to a row that does not exist (a slide's product, an object's type), worded for the form. */
function missingReferenceError(
  config: ContentKindConfig,
  error: Prisma.PrismaClientKnownRequestError
) {
  // The constraint is named «Table_column_fkey»; the driver adapter puts it in the message or meta.
  const text = `${String(error.meta?.field_name ?? '')} ${String(error.meta?.constraint ?? '')} ${error.message}`
  const field =
    config.fields.find((f) => new RegExp(`_${f.name}_fkey\\b`).test(text))?.name ??
    'non_field_errors'
  return new InvalidInputError({ [field]: ['Такой записи нет: проверьте номер.'] })
}

/** Which field a unique index or a reference refused, worded for the form. */
function uniqueFieldError(config: ContentKindConfig, error: unknown): InvalidInputError | null {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return null
  if (error.code === 'P2003') return missingReferenceError(config, error)
  if (error.code !== 'P2002') return null
  // With the driver adapter the columns are only in the message: «… on the fields: (`name`)».
  const columns = `${String(error.meta?.target ?? '')} ${/fields: \(([^)]*)\)/.exec(error.message)?.[1] ?? ''}`
  if (/\bname\b/.test(columns)) {
    return new InvalidInputError({ name: ['Запись с таким названием уже есть.'] })
  }
  const field = config.keyColumn ?? config.fields[0].name
  return new InvalidInputError({
    [field]: ['Этот адрес уже занят другой записью: выберите другой.'],
  })
}

export async function saveContentRecord(raw: unknown): Promise<ContentRecord> {
  requireContentStaff()
  const input = parseInput(contentSaveSchema, raw)
  const kind = input.kind as ContentKind
  const values = parseInput(contentValuesSchema(kind), input.values)
  const config = CONTENT_KIND_CONFIGS[kind]
  const id = input.id ?? null
  if (!id && !config.creatable) {
    throw new InvalidInputError({
      non_field_errors: ['В этом разделе новые записи не создаются: правьте существующие.'],
    })
  }
  // The kind's values schema has no visibility column (it is not a form field): read it raw.
  const visibility = id ? { visible: null } : newRecordVisibility(config, input.values)
  if ('error' in visibility) throw new InvalidInputError(visibility.error)
  let saved: Row
  try {
    saved = await db.$transaction(async (tx) => {
      const model = delegate(tx, config)
      if (!id) {
        const data = dataOf(config, values)
        // Created as the editor asked: a hidden record is never public, not even for a moment.
        if (config.visibilityColumn) data[config.visibilityColumn] = visibility.visible
        if (config.ordered && data.position === undefined) {
          const last = await model.aggregate({ _max: { position: true } })
          data.position = (last._max.position ?? 0) + 1
        }
        const created = await model.create({ data })
        await recordAudit(tx, {
          action: 'content.create',
          entity: kind,
          entityId: String(created[config.idColumn]),
          before: null,
          after: created,
        })
        return created
      }
      const before = await lockCurrent(tx, config, id, input.version)
      const updated = await model.update({
        where: whereId(config, id),
        data: dataOf(config, values),
      })
      await recordAudit(tx, {
        action: 'content.update',
        entity: kind,
        entityId: id,
        before,
        after: updated,
      })
      return updated
    })
  } catch (error) {
    throw uniqueFieldError(config, error) ?? error
  }
  await forgetContentCaches()
  // A section's Kazakh name shows on the catalogue's pages and in its search at once.
  if (CATALOGUE_MODELS.includes(config.model)) await invalidateCatalogCaches()
  return recordOf(config, saved)
}

/** «Скрыть» / «Показать»: the kind's visibility flag, with its own audit action. */
export async function setContentRecordVisibility(raw: unknown): Promise<ContentRecord> {
  requireContentStaff()
  const input = parseInput(contentVisibilitySchema, raw)
  const config = CONTENT_KIND_CONFIGS[input.kind as ContentKind]
  const column = config.visibilityColumn
  if (!column) {
    throw new InvalidInputError({
      non_field_errors: [`Записи раздела «${config.title}» не скрываются.`],
    })
  }
  const saved = await db.$transaction(async (tx) => {
    const before = await lockCurrent(tx, config, input.id, input.version)
    const after = await delegate(tx, config).update({
      where: whereId(config, input.id),
      data: { [column]: input.visible },
    })
    await recordAudit(tx, {
      action: input.visible ? 'content.show' : 'content.hide',
      entity: config.kind,
      entityId: input.id,
      before,
      after,
    })
    return after
  })
  await forgetContentCaches()
  return recordOf(config, saved)
}

/* --------------------------------------------------------------- GraphQL */

export const adminContentList: QueryResolvers['adminContentList'] = (args) =>
  listContent(args) as never

export const adminContentRecord: QueryResolvers['adminContentRecord'] = (args) =>
  contentRecord(args) as never

// A saved record keeps the choices the form already has.
export const saveContent: MutationResolvers['saveContent'] = (args) =>
  saveContentRecord(args).then((record) => ({ ...record, choices: {} })) as never

export const setContentVisibility: MutationResolvers['setContentVisibility'] = (args) =>
  setContentRecordVisibility(args).then((record) => ({ ...record, choices: {} })) as never
