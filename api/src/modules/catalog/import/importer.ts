/**
 * The catalogue imports end to end: read the files, find the pictures, plan
 * against the database and — unless it is a dry run or anything is
 * rejected — write the plan in one transaction. The state is read inside
 * that transaction, under an advisory lock that serialises imports, so the
 * plan written is the plan reported. Scripts: scripts/import-products.ts,
 * scripts/import-1c.ts; rules: docs/editors.md.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import type { Prisma, PrismaClient } from '@prisma/client'

import { announceCacheChange } from 'src/lib/cacheSignals'
import { db } from 'src/lib/db'

import { applyPlan } from './apply'
import {
  decodeXml,
  exchangeConfigSchema,
  importDrafts,
  mergeExchange,
  parseImportXml,
  parseOffersXml,
  XmlError,
  type ExchangeConfig,
  type ImportDocument,
  type OffersDocument,
} from './commerceml'
import { copyImages, ImportFileError, readSheetFile, resolveImages } from './files'
import { offerDrafts } from './offers'
import { planImport } from './plan'
import { readProductSheet } from './productRows'
import type { ImportResult } from './report'
import { loadCatalogState, loadPriceTypes } from './state'
import type { ImportPlan, ReadResult } from './types'

export { ImportFileError }

export interface ImportOptions {
  /** Plan and report only; nothing is written, no picture copied. */
  dryRun?: boolean
  /** Create categories and subcategories the catalogue does not have. */
  createSections?: boolean
  /** The database (tests may pass their own client). */
  client?: PrismaClient
  /**
   * Runs inside the import's transaction once the plan is written (the back
   * office records its audit entry there: the change and its record together).
   */
  onWritten?: (tx: Prisma.TransactionClient, plan: ImportPlan) => Promise<void>
}

/** How long one import's transaction may take (large catalogues, slow disks). */
const TRANSACTION_TIMEOUT_MS = 30 * 60_000

/** Plans the drafts and, unless it is a dry run or something is rejected, writes them. */
export async function runImport(
  read: ReadResult,
  source: string,
  options: ImportOptions = {}
): Promise<ImportResult> {
  const client = options.client ?? db
  const planOptions = { createSections: Boolean(options.createSections) }
  if (options.dryRun) {
    const state = await loadCatalogState(client, read.drafts)
    const plan = planImport(read, state, planOptions)
    return { source, plan, dryRun: true, written: false, imagesCopied: 0 }
  }
  return client.$transaction(
    async (tx) => {
      // One import at a time: a second waits, then plans against the first's result.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('akvatoria:catalog-import'))`
      const state = await loadCatalogState(tx, read.drafts)
      const plan = planImport(read, state, planOptions)
      if (!plan.ok || (!plan.writes.length && !plan.priceTypeLinks.length)) {
        return { source, plan, dryRun: false, written: false, imagesCopied: 0 }
      }
      // Pictures are content-addressed: a copy left by a failed transaction is
      // simply reused by the next run.
      const imagesCopied = await copyImages(plan)
      await applyPlan(tx, plan)
      await options.onWritten?.(tx, plan)
      // Every api process forgets its catalogue caches when this commits (scripts too).
      await announceCacheChange(tx, 'catalog')
      return { source, plan, dryRun: false, written: true, imagesCopied }
    },
    { maxWait: 60_000, timeout: TRANSACTION_TIMEOUT_MS }
  )
}

export interface ProductFileOptions extends ImportOptions {
  /** The folder the «Изображения» names are in. */
  imagesDir?: string
}

/** A products sheet (.csv / .xlsx) → report. */
export async function importProductFile(
  file: string,
  options: ProductFileOptions = {}
): Promise<ImportResult> {
  const read = readProductSheet(await readSheetFile(file))
  await resolveImages(read.drafts, options.imagesDir)
  return runImport(read, path.basename(file), options)
}

// ───────────────────────────── 1C ─────────────────────────────

/** The exchange config file (JSON, see ExchangeConfig); defaults when `file` is null. */
export async function readExchangeConfig(file: string | null): Promise<ExchangeConfig> {
  if (!file) return exchangeConfigSchema.parse({})
  let json: unknown
  try {
    json = JSON.parse(await fs.readFile(file, 'utf8'))
  } catch (error) {
    throw new ImportFileError(
      `Конфигурация обмена ${file} не читается: ${(error as Error).message}`
    )
  }
  const parsed = exchangeConfigSchema.safeParse(json)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '—'}: ${i.message}`)
    throw new ImportFileError(`Конфигурация обмена ${file} с ошибками: ${issues.join('; ')}`)
  }
  return parsed.data
}

const IMPORT_FILE = /^import.*\.xml$/i
const OFFERS_FILE = /^(offers|prices|rests).*\.xml$/i

/** The exchange files of a 1C directory: import*.xml, and offers*, prices*, rests*.xml. */
export async function exchangeFiles(
  directory: string
): Promise<{ imports: string[]; offers: string[] }> {
  let names: string[]
  try {
    names = (await fs.readdir(directory)).sort()
  } catch {
    throw new ImportFileError(`Папка обмена ${directory} не найдена.`)
  }
  return {
    imports: names.filter((n) => IMPORT_FILE.test(n)).map((n) => path.join(directory, n)),
    offers: names.filter((n) => OFFERS_FILE.test(n)).map((n) => path.join(directory, n)),
  }
}

export interface ExchangeOptions extends ImportOptions {
  /** import*.xml files (may be none: a price and stock refresh). */
  imports: string[]
  /** offers*.xml (and prices*, rests*) files. */
  offers: string[]
  config: ExchangeConfig
  /** How the report names the config. */
  configName?: string
  /** Where Картинка paths start; default: the folder of the first import file. */
  imagesDir?: string
}

async function readXml(file: string): Promise<string> {
  try {
    return decodeXml(await fs.readFile(file))
  } catch {
    throw new ImportFileError(`Файл ${file} не найден или не читается.`)
  }
}

/** A 1C exchange (both files, or offers only) → report. */
export async function importExchange(options: ExchangeOptions): Promise<ImportResult> {
  if (!options.imports.length && !options.offers.length) {
    throw new ImportFileError('Нет файлов обмена: нужны import*.xml и/или offers*.xml.')
  }
  const client = options.client ?? db
  let importDocs: ImportDocument[]
  let offerDocs: OffersDocument[]
  try {
    importDocs = await Promise.all(
      options.imports.map(async (f) => parseImportXml(await readXml(f), path.basename(f)))
    )
    offerDocs = await Promise.all(
      options.offers.map(async (f) => parseOffersXml(await readXml(f), path.basename(f)))
    )
  } catch (error) {
    if (error instanceof XmlError) throw new ImportFileError(error.message)
    throw error
  }
  const shops = await client.shop.findMany({
    select: { name: true, nameForGuest: true, city: true },
  })
  const priceTypes = await loadPriceTypes(client)
  const read = mergeExchange([
    importDrafts(importDocs, options.config),
    offerDrafts(
      offerDocs,
      options.config,
      shops,
      importDocs.flatMap((d) => d.warehouses),
      options.configName,
      priceTypes
    ),
  ])
  const imagesDir =
    options.imagesDir ?? (options.imports[0] ? path.dirname(options.imports[0]) : undefined)
  await resolveImages(read.drafts, imagesDir)
  const names = [...options.imports, ...options.offers].map((f) => path.basename(f))
  const result = await runImport(read, `1С (${names.join(', ')})`, options)
  return {
    ...result,
    catalogs: importDocs.map((doc) => ({
      file: doc.file,
      changesOnly: doc.changesOnly,
      ids: doc.products.flatMap((p) => (p.id ? [p.id] : [])),
    })),
  }
}
