/**
 * One catalogue file's import for 1C's `import` (catalogExchange.importStep):
 * the import `yarn rw exec import-1c` runs (importer.importExchange), then
 * its verdict in the job's row and the exchange's record. It runs in a
 * worker thread (importWorker.ts): parsing, planning and writing 20 000
 * products are long synchronous stretches that would stall every other
 * request of the api process (docs/1c-exchange.md «Speed»).
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

export interface ExchangeActor {
  id: number
  email: string
}

/** What the worker needs to import one received file (plain data: it crosses threads). */
export interface ImportJobInput {
  exchangeId: number
  folder: string
  /** The file's name in the folder (checked by the protocol). */
  file: string
  kind: 'import' | 'offers'
  actor: ExchangeActor
}

/** Lines of rejected rows a `failure` answer lists (the log keeps them all). */
const FAILURE_ROWS = 20

/** The exchange config: EXCHANGE_1C_CONFIG, else scripts/1c-exchange.json when present. */
export function exchangeConfigFile(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.EXCHANGE_1C_CONFIG?.trim()) return path.resolve(env.EXCHANGE_1C_CONFIG.trim())
  const fallback = path.resolve('scripts', '1c-exchange.json')
  return fs.existsSync(fallback) ? fallback : null
}

/** The message of an error nobody foresaw: details go to the server's log only. */
export const unexpectedFailure = (file: string) =>
  `${file}: непредвиденная ошибка загрузки — подробности в журнале сервера.`

/** Imports the file and records the verdict; never throws for the import's own errors. */
export async function runImportJob(jobId: number, input: ImportJobInput): Promise<void> {
  try {
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
    const message = error instanceof ImportFileError ? error.message : unexpectedFailure(input.file)
    if (!(error instanceof ImportFileError)) {
      logger.error({ err: error, file: input.file }, '1C exchange import failed')
    }
    await finishJob(input.exchangeId, jobId, 'failure', message, null)
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

async function finishWithResult(jobId: number, input: ImportJobInput, result: ImportResult) {
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

/**
 * The job's verdict, once: a job already finished keeps its verdict (a worker
 * that recorded it and then died is not failed twice). Returns whether this
 * call recorded it.
 */
export async function finishJob(
  exchangeId: number,
  jobId: number,
  state: 'success' | 'failure',
  message: string,
  hidden: number | null,
  errors: string[] = [message]
): Promise<boolean> {
  const now = new Date()
  // The job's verdict and the exchange's log in one transaction: whoever
  // reads the verdict (1C's next poll, the back office) reads the log with it.
  return db.$transaction(async (tx) => {
    const { count } = await tx.catalogExchangeImport.updateMany({
      where: { id: jobId, state: 'running' },
      data: { state, message, finishedAt: now, heartbeatAt: now },
    })
    if (!count) return false
    await tx.catalogExchange.update({
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
      await tx.catalogExchange.updateMany({
        where: { id: exchangeId, status: 'running' },
        data: { status: 'success' },
      })
    }
    return true
  })
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
