/**
 * The content import end to end, in the catalogue imports' way
 * (catalogImport/importer.ts): read the folder, find the pictures, plan
 * against the database and — unless it is a dry run or anything is rejected
 * — write the plan in one transaction, under an advisory lock, with the
 * state read inside it so that the plan written is the plan reported.
 * Script: scripts/import-content.ts; rules: docs/editors.md «2. Content».
 */
import path from 'node:path'

import type { PrismaClient } from '@prisma/client'

import { announceCacheChange } from 'src/lib/cacheSignals'
import { db } from 'src/lib/db'
import { ImportFileError } from 'src/modules/catalog'
import { copyIntoMedia } from 'src/modules/catalog'

import { applyContentPlan } from './apply'
import { planContent } from './plan'
import { readContentFolder, resolveMedia, type ContentRead } from './read'
import { loadContentState } from './state'
import type { ContentPlan, ContentPlanOptions } from './types'

export { ImportFileError }

export interface ContentImportOptions extends ContentPlanOptions {
  /** Plan and report only; nothing is written, no picture copied. */
  dryRun?: boolean
  /** The database (tests may pass their own client). */
  client?: PrismaClient
}

export interface ContentImportResult {
  /** The folder, as the report names it. */
  source: string
  plan: ContentPlan
  dryRun: boolean
  /** The plan was written (not a dry run, nothing rejected, something to write). */
  written: boolean
  /** Files copied into the media root. */
  filesCopied: number
}

const TRANSACTION_TIMEOUT_MS = 10 * 60_000

/** Plans the read folder and, unless it is a dry run or something is rejected, writes it. */
export async function runContentImport(
  read: ContentRead,
  source: string,
  options: ContentImportOptions = {}
): Promise<ContentImportResult> {
  const client = options.client ?? db
  const planOptions = { createSections: options.createSections, prune: options.prune }
  if (options.dryRun) {
    const state = await loadContentState(client, read.kinds)
    const plan = planContent(read, state, planOptions)
    return { source, plan, dryRun: true, written: false, filesCopied: 0 }
  }
  return client.$transaction(
    async (tx) => {
      // One content import at a time: a second waits, then plans against the first's result.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('akvatoria:content-import'))`
      const state = await loadContentState(tx, read.kinds)
      const plan = planContent(read, state, planOptions)
      if (!plan.ok || (!plan.writes.length && !plan.removals.length)) {
        return { source, plan, dryRun: false, written: false, filesCopied: 0 }
      }
      // Content-addressed: a copy left by a failed transaction is reused by the next run.
      const filesCopied = await copyIntoMedia(plan.writes.flatMap((w) => w.media))
      await applyContentPlan(tx, plan)
      // Every api process forgets its content caches when this commits.
      await announceCacheChange(tx, 'content')
      return { source, plan, dryRun: false, written: true, filesCopied }
    },
    { maxWait: 60_000, timeout: TRANSACTION_TIMEOUT_MS }
  )
}

/** A content folder → report. */
export async function importContentFolder(
  directory: string,
  options: ContentImportOptions = {}
): Promise<ContentImportResult> {
  const root = path.resolve(directory)
  const read = await readContentFolder(root)
  await resolveMedia(read, root)
  return runContentImport(read, `${path.basename(root)}/`, options)
}
