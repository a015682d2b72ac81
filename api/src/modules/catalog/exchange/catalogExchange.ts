/**
 * The catalogue side of 1C's «Обмен с сайтом» (type=catalog,
 * docs/1c-exchange.md): the exchange's record (the back office «Обмен с 1С»
 * and the audit log), and `import` as a background job per file that any
 * call, in any api process, polls — 1C is answered `progress` until it is
 * done, so no call waits past the api's request timeout. The import itself
 * is the one `yarn rw exec import-1c` runs (importer.importExchange), under
 * its advisory lock: a second exchange's import waits for the first's.
 */
import fs from 'node:fs'
import path from 'node:path'

import { recordAudit, recordAuditMany } from 'src/lib/audit'
import { announceCacheChange } from 'src/lib/cacheSignals'
import { db } from 'src/lib/db'
import { logger } from 'src/lib/logger'

import { importExchange, readExchangeConfig } from '../import/importer'
import { ImportFileError } from '../import/outcome'
import type { ImportResult } from '../import/report'

import { unpackArchives } from './folder'

export interface ExchangeActor {
  id: number
  email: string
}

export type StepAnswer =
  | { state: 'progress'; lines: string[] }
  | { state: 'success'; lines: string[] }
  | { state: 'failure'; lines: string[] }

/** How long one call waits for a running import before it answers `progress`. */
export const STEP_BUDGET_MS = 8_000
/** A running import whose process has not written its heartbeat for this long has died. */
export const STALE_AFTER_MS = 2 * 60_000
const HEARTBEAT_MS = 10_000
/** Lines of rejected rows a `failure` answer lists (the log keeps them all). */
const FAILURE_ROWS = 20

// ───────────────────────────── the record ─────────────────────────────

/** `init` of type=catalog: a new exchange in the log. */
export async function startCatalogExchange(sessionId: string, actor: ExchangeActor) {
  const row = await db.catalogExchange.create({
    data: { sessionId, userId: actor.id, userEmail: actor.email },
  })
  return row.id
}

/** The session's latest catalogue exchange (a call without `init` starts one). */
export async function currentCatalogExchange(sessionId: string, actor: ExchangeActor) {
  const row = await db.catalogExchange.findFirst({
    where: { sessionId },
    orderBy: { id: 'desc' },
    select: { id: true },
  })
  return row?.id ?? startCatalogExchange(sessionId, actor)
}

/** A file's arrival (after its last piece so far): its name and size in the log. */
export async function noteReceivedFile(exchangeId: number, name: string, bytes: number) {
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM "CatalogExchange" WHERE id = ${exchangeId} FOR UPDATE`
    const row = await tx.catalogExchange.findUniqueOrThrow({ where: { id: exchangeId } })
    const files = (Array.isArray(row.files) ? row.files : []) as { name: string; bytes: number }[]
    const others = files.filter((f) => f.name !== name)
    await tx.catalogExchange.update({
      where: { id: exchangeId },
      data: { files: [...others, { name, bytes }] },
    })
  })
}

/** A refusal the log keeps (a file refused, a bad archive). */
export async function noteExchangeError(exchangeId: number, message: string) {
  await db.catalogExchange.update({
    where: { id: exchangeId },
    data: { errors: { push: message }, status: 'failure', finishedAt: new Date() },
  })
}

// ───────────────────────────── import jobs ─────────────────────────────

/** Jobs running in this process, by import row id: a poll here waits on them. */
const running = new Map<number, Promise<void>>()

export interface ImportStepInput {
  exchangeId: number
  folder: string
  /** The file's name in the folder (checked by the protocol). */
  file: string
  kind: 'import' | 'offers'
  actor: ExchangeActor
  /** The protocol's name check, for archive entries. */
  allowedName: (name: string) => string | null
  /** Tests shorten the wait. */
  budgetMs?: number
}

/**
 * `import&filename=…`: starts the file's import (once per exchange) or
 * reports on it — `progress` while it runs, then `success` with the counts,
 * or `failure` with the file and line of each problem.
 */
export async function importStep(input: ImportStepInput): Promise<StepAnswer> {
  const job = await claimOrFind(input.exchangeId, input.file)
  if (job.claimed) {
    const promise = runJob(job.id, input).finally(() => running.delete(job.id))
    running.set(job.id, promise)
  }
  const local = running.get(job.id)
  if (local) await waitAtMost(local, input.budgetMs ?? STEP_BUDGET_MS)
  return answerOf(job.id)
}

async function claimOrFind(exchangeId: number, file: string) {
  const existing = await db.catalogExchangeImport.findUnique({
    where: { exchangeId_file: { exchangeId, file } },
  })
  if (existing) return { id: existing.id, claimed: false }
  try {
    const row = await db.catalogExchangeImport.create({ data: { exchangeId, file } })
    return { id: row.id, claimed: true }
  } catch (error) {
    // Two calls for one file at once: the other one runs it.
    if ((error as { code?: string }).code !== 'P2002') throw error
    const row = await db.catalogExchangeImport.findUniqueOrThrow({
      where: { exchangeId_file: { exchangeId, file } },
    })
    return { id: row.id, claimed: false }
  }
}

const waitAtMost = (promise: Promise<void>, ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    promise.then(
      () => {
        clearTimeout(timer)
        resolve()
      },
      () => {
        clearTimeout(timer)
        resolve()
      }
    )
  })

async function answerOf(jobId: number): Promise<StepAnswer> {
  const job = await db.catalogExchangeImport.findUniqueOrThrow({ where: { id: jobId } })
  const lines = job.message ? job.message.split('\n') : []
  if (job.state === 'success') return { state: 'success', lines }
  if (job.state === 'failure') return { state: 'failure', lines }
  if (!running.has(jobId) && Date.now() - job.heartbeatAt.getTime() > STALE_AFTER_MS) {
    const message = `${job.file}: загрузка прервана (сервер перезапущен) — повторите обмен.`
    await finishJob(job.exchangeId, jobId, 'failure', message, null)
    return { state: 'failure', lines: [message] }
  }
  return { state: 'progress', lines: [`Загрузка ${job.file} идёт…`] }
}

/** The exchange config: EXCHANGE_1C_CONFIG, else scripts/1c-exchange.json when present. */
export function exchangeConfigFile(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.EXCHANGE_1C_CONFIG?.trim()) return path.resolve(env.EXCHANGE_1C_CONFIG.trim())
  const fallback = path.resolve('scripts', '1c-exchange.json')
  return fs.existsSync(fallback) ? fallback : null
}

async function runJob(jobId: number, input: ImportStepInput): Promise<void> {
  const heartbeat = setInterval(() => {
    db.catalogExchangeImport
      .update({ where: { id: jobId }, data: { heartbeatAt: new Date() } })
      .catch(() => undefined)
  }, HEARTBEAT_MS)
  heartbeat.unref?.()
  try {
    await unpackArchives(input.folder, input.allowedName)
    const full = path.join(input.folder, input.file)
    if (!fs.existsSync(full)) {
      throw new ImportFileError(`${input.file}: файл не получен (сначала mode=file).`)
    }
    const configFile = exchangeConfigFile()
    const result = await importExchange({
      imports: input.kind === 'import' ? [full] : [],
      offers: input.kind === 'offers' ? [full] : [],
      config: await readExchangeConfig(configFile),
      configName: configFile ? path.basename(configFile) : 'конфигурации обмена',
      imagesDir: input.folder,
      // 1C keeps the catalogue: its groups become the shop's sections.
      createSections: true,
      onWritten: (tx, plan) =>
        recordAudit(tx, {
          action: 'catalog.exchange',
          entity: 'catalogExchange',
          entityId: input.exchangeId,
          before: null,
          after: {
            file: input.file,
            created: plan.summary.created,
            updated: plan.summary.updated,
          },
          actor: input.actor,
        }).then(() => undefined),
    })
    await finishWithResult(jobId, input, result)
  } catch (error) {
    const message =
      error instanceof ImportFileError
        ? error.message
        : `${input.file}: непредвиденная ошибка загрузки — подробности в журнале сервера.`
    if (!(error instanceof ImportFileError)) {
      logger.error({ err: error, file: input.file }, '1C exchange import failed')
    }
    await finishJob(input.exchangeId, jobId, 'failure', message, null)
  } finally {
    clearInterval(heartbeat)
  }
}

/** The rejected rows of a plan as «file:line: problems», as the command prints them. */
function rejectedLines(result: ImportResult): string[] {
  return [
    ...result.plan.fileErrors,
    ...result.plan.rows
      .filter((row) => row.status === 'rejected')
      .map((row) => `${row.where}: ${row.errors.join('; ')}`),
  ]
}

async function finishWithResult(jobId: number, input: ImportStepInput, result: ImportResult) {
  const { summary } = result.plan
  if (!result.plan.ok) {
    const problems = rejectedLines(result)
    const shown = problems.slice(0, FAILURE_ROWS)
    if (problems.length > shown.length) {
      shown.push(`…и ещё ${problems.length - shown.length}: полный список в «Обмен с 1С».`)
    }
    await finishJob(input.exchangeId, jobId, 'failure', shown.join('\n'), null, problems)
    return
  }
  const full = result.catalogs?.find((c) => !c.changesOnly)
  let hidden = 0
  if (full) {
    await db.catalogExchangeImport.update({
      where: { id: jobId },
      data: { fullCatalog: true, listedIds: result.catalogs!.flatMap((c) => c.ids) },
    })
    hidden = await hideUnlisted(input.exchangeId, input.actor)
  }
  const message = [
    `${input.file}: создано ${summary.created}, обновлено ${summary.updated}, без изменений ${summary.unchanged}${full ? `, скрыто ${hidden}` : ''}.`,
  ].join('\n')
  await db.catalogExchange.update({
    where: { id: input.exchangeId },
    data: {
      created: { increment: summary.created },
      updated: { increment: summary.updated },
      remarks: { push: [...result.plan.warnings, ...remarksOf(result)].slice(0, 200) },
    },
  })
  await finishJob(input.exchangeId, jobId, 'success', message, full ? hidden : null)
}

/** The rows' notes worth an operator's eye, «file:line: note». */
const remarksOf = (result: ImportResult) =>
  result.plan.rows.flatMap((row) => row.notes.map((note) => `${row.where}: ${note}`))

async function finishJob(
  exchangeId: number,
  jobId: number,
  state: 'success' | 'failure',
  message: string,
  hidden: number | null,
  errors: string[] = [message]
) {
  const now = new Date()
  await db.catalogExchangeImport.update({
    where: { id: jobId },
    data: { state, message, finishedAt: now, heartbeatAt: now },
  })
  await db.catalogExchange.update({
    where: { id: exchangeId },
    data:
      state === 'failure'
        ? { status: 'failure', finishedAt: now, errors: { push: errors.slice(0, 200) } }
        : {
            finishedAt: now,
            ...(hidden !== null ? { hidden } : {}),
          },
  })
  if (state === 'success') {
    // A failure earlier in the exchange stays its verdict.
    await db.catalogExchange.updateMany({
      where: { id: exchangeId, status: 'running' },
      data: { status: 'success' },
    })
  }
}

// ───────────────────────────── full exchange ─────────────────────────────

/**
 * A full exchange (СодержитТолькоИзменения="false") lists every product 1C
 * publishes: the products that came from 1C (with an Ид) and are not in any
 * full import*.xml of this exchange are hidden — never deleted, and products
 * made on the site (no Ид) are never touched. Re-run after each full file
 * and at `deactivate`, over all of them: a product in a later file comes back
 * with that file. Returns how many products this exchange has hidden.
 */
export async function hideUnlisted(exchangeId: number, actor: ExchangeActor): Promise<number> {
  const files = await db.catalogExchangeImport.findMany({
    where: { exchangeId, fullCatalog: true, state: { not: 'failure' } },
    select: { listedIds: true },
  })
  if (!files.length) return 0
  const listed = [...new Set(files.flatMap((f) => f.listedIds))]
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('akvatoria:catalog-import'))`
      const hidden = await tx.$queryRaw<{ id: number; externalId: string }[]>`
        UPDATE "Product" SET "isActive" = false, "updatedAt" = now()
        WHERE "externalId" IS NOT NULL AND "isActive"
          AND NOT ("externalId" = ANY(${listed}::text[]))
        RETURNING id, "externalId"`
      if (hidden.length) {
        await recordAuditMany(
          tx,
          hidden.map((p) => ({
            action: 'product.update',
            entity: 'product',
            entityId: p.id,
            before: { isActive: true },
            after: { isActive: false },
            actor,
          }))
        )
        await announceCacheChange(tx, 'catalog')
      }
      const row = await tx.catalogExchange.update({
        where: { id: exchangeId },
        data: { hidden: { increment: hidden.length } },
        select: { hidden: true },
      })
      return row.hidden
    },
    { timeout: 120_000 }
  )
}

/** `deactivate` (newer 1C modules, at the end of a full exchange): hide what it did not list. */
export async function deactivateStep(sessionId: string, actor: ExchangeActor): Promise<StepAnswer> {
  const exchange = await db.catalogExchange.findFirst({
    where: { sessionId },
    orderBy: { id: 'desc' },
    select: { id: true },
  })
  if (!exchange) return { state: 'success', lines: [] }
  const pending = await db.catalogExchangeImport.count({
    where: { exchangeId: exchange.id, state: 'running' },
  })
  if (pending) return { state: 'progress', lines: ['Загрузка файлов ещё идёт…'] }
  const hidden = await hideUnlisted(exchange.id, actor)
  return { state: 'success', lines: [`Скрыто товаров: ${hidden}.`] }
}

// ───────────────────────────── the log ─────────────────────────────

export interface CatalogExchangeRow {
  id: number
  startedAt: Date
  finishedAt: Date | null
  userEmail: string
  status: string
  files: { name: string; bytes: number }[]
  created: number
  updated: number
  hidden: number
  remarks: string[]
  errors: string[]
}

/** The back office's log, newest first. */
export async function listCatalogExchanges(page: number, pageSize: number) {
  const [total, rows] = await Promise.all([
    db.catalogExchange.count(),
    db.catalogExchange.findMany({
      orderBy: { id: 'desc' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
  ])
  const items: CatalogExchangeRow[] = rows.map((row) => ({
    id: row.id,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    userEmail: row.userEmail,
    status: row.status,
    files: (Array.isArray(row.files) ? row.files : []) as CatalogExchangeRow['files'],
    created: row.created,
    updated: row.updated,
    hidden: row.hidden,
    remarks: row.remarks,
    errors: row.errors,
  }))
  return { total, page, pageSize, items }
}
