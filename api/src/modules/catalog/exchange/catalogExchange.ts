/**
 * The catalogue side of 1C's «Обмен с сайтом» (type=catalog,
 * docs/1c-exchange.md): the exchange's record (the back office «Обмен с 1С»
 * and the audit log), and `import` as a background job per file that any
 * call, in any api process, polls — 1C is answered `progress` until it is
 * done, so no call waits past the api's request timeout. The import itself
 * is the one `yarn rw exec import-1c` runs (importer.importExchange), under
 * its advisory lock: a second exchange's import waits for the first's. It
 * runs in a worker thread (importThread.ts), never on the thread that
 * answers the shop's requests.
 */
import { db } from 'src/lib/db'
import { logger } from 'src/lib/logger'

import { ImportFileError } from '../import/outcome'

import { unpackArchives } from './folder'
import {
  finishJob,
  hideUnlisted,
  unexpectedFailure,
  type ExchangeActor,
  type ImportJobInput,
} from './importJob'
import { runImportInWorker } from './importThread'

export { hideUnlisted, type ExchangeActor }

export type StepAnswer =
  | { state: 'progress'; lines: string[] }
  | { state: 'success'; lines: string[] }
  | { state: 'failure'; lines: string[] }

/** How long one call waits for a running import before it answers `progress`. */
export const STEP_BUDGET_MS = 8_000
/** A running import whose process has not written its heartbeat for this long has died. */
export const STALE_AFTER_MS = 2 * 60_000
const HEARTBEAT_MS = 10_000

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

export interface ImportStepInput extends ImportJobInput {
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
    // Unless its worker recorded a verdict just now: then that is the answer.
    if (await finishJob(job.exchangeId, jobId, 'failure', message, null)) {
      return { state: 'failure', lines: [message] }
    }
    return answerOf(jobId)
  }
  return { state: 'progress', lines: [`Загрузка ${job.file} идёт…`] }
}

async function runJob(jobId: number, input: ImportStepInput): Promise<void> {
  const heartbeat = setInterval(() => {
    db.catalogExchangeImport
      .update({ where: { id: jobId }, data: { heartbeatAt: new Date() } })
      .catch(() => undefined)
  }, HEARTBEAT_MS)
  heartbeat.unref?.()
  // Plain data only crosses to the worker (allowedName is a function).
  const job: ImportJobInput = {
    exchangeId: input.exchangeId,
    folder: input.folder,
    file: input.file,
    kind: input.kind,
    actor: { id: input.actor.id, email: input.actor.email },
  }
  try {
    await unpackArchives(input.folder, input.allowedName)
    // The import itself (and its verdict) runs off this thread: importThread.ts.
    await runImportInWorker(jobId, job)
  } catch (error) {
    const message = error instanceof ImportFileError ? error.message : unexpectedFailure(input.file)
    if (!(error instanceof ImportFileError)) {
      logger.error({ err: error, file: input.file }, '1C exchange import failed')
    }
    await finishJob(input.exchangeId, jobId, 'failure', message, null)
  } finally {
    clearInterval(heartbeat)
  }
}

// ───────────────────────────── full exchange ─────────────────────────────

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
