/**
 * Runs the 1C files' imports (importJob.ts) in a worker thread of the api
 * process, so their long synchronous stretches — the XML parse, the plan,
 * the query compiler's work for thousands of writes — never stall the
 * process's other requests (docs/1c-exchange.md «Speed»). One worker per
 * process, started with the first import and stopped after a minute without
 * any: an exchange's files reuse it (its start — loading the importer and a
 * database client — is paid once).
 *
 * The entry is found next to this module: importWorker.js in the built api
 * (api/dist: `yarn rw dev` and production both run it), importWorker.ts
 * where api/src runs as TypeScript (Jest, `yarn rw exec`) — that thread
 * first registers the api's Babel hook, as `yarn rw exec` does.
 */
import path from 'node:path'
import { Worker } from 'node:worker_threads'

import { numberSetting } from 'src/lib/numberSetting'

import type { ImportJobInput } from './importJob'
import type { ImportWorkerAnswer, ImportWorkerRequest } from './importWorker'

/** The worker's heap bound: EXCHANGE_1C_IMPORT_MEMORY_MB, default 2 048 MB. */
export function importMemoryMb(env: NodeJS.ProcessEnv = process.env): number {
  return numberSetting('EXCHANGE_1C_IMPORT_MEMORY_MB', 2048, { min: 1, integer: true, env })
}

/** How long an idle worker is kept for the exchange's next file. */
const IDLE_MS = 60_000

function startWorker(): Worker {
  const compiled = path.extname(__filename) === '.js'
  const entry = path.join(__dirname, compiled ? 'importWorker.js' : 'importWorker.ts')
  // A heap of its own, bounded: a file too large for it ends the thread, not the api process.
  const options = { resourceLimits: { maxOldGenerationSizeMb: importMemoryMb() } }
  if (compiled) return new Worker(entry, options)
  const babelConfig = require.resolve('@redwoodjs/babel-config')
  return new Worker(
    `require(${JSON.stringify(babelConfig)}).registerApiSideBabelHook();` +
      `require(${JSON.stringify(entry)})`,
    { ...options, eval: true }
  )
}

interface Pending {
  resolve: () => void
  reject: (error: Error) => void
}

interface ImportWorker {
  worker: Worker
  pending: Map<number, Pending>
  idle: NodeJS.Timeout | null
}

let current: ImportWorker | null = null

function importWorker(): ImportWorker {
  if (current) return current
  const state: ImportWorker = { worker: startWorker(), pending: new Map(), idle: null }
  let failure: Error | null = null
  state.worker.on('message', (answer: ImportWorkerAnswer) => {
    const job = state.pending.get(answer.jobId)
    if (!job) return
    state.pending.delete(answer.jobId)
    if (answer.error) job.reject(new Error(answer.error))
    else job.resolve()
    if (!state.pending.size) rest(state)
  })
  state.worker.on('error', (error) => {
    failure = error
  })
  state.worker.on('exit', (code) => {
    if (current === state) current = null
    if (state.idle) clearTimeout(state.idle)
    const error = failure ?? new Error(`The import worker ended (code ${code}) without a verdict.`)
    for (const job of state.pending.values()) job.reject(error)
    state.pending.clear()
  })
  current = state
  return state
}

/** Idle: it no longer keeps the process alive, and stops after IDLE_MS. */
function rest(state: ImportWorker) {
  state.worker.unref()
  state.idle = setTimeout(() => stopWorker(state), IDLE_MS)
  state.idle.unref()
}

function stopWorker(state: ImportWorker) {
  if (current === state) current = null
  if (state.pending.size) return
  state.worker.postMessage({ stop: true } satisfies ImportWorkerRequest)
}

/** Stops this process's idle worker now (tests: the next import starts a fresh one). */
export function stopImportWorker(): Promise<void> {
  const state = current
  if (!state) return Promise.resolve()
  current = null
  return new Promise((resolve) => {
    state.worker.once('exit', () => resolve())
    if (state.pending.size) void state.worker.terminate()
    else stopWorker(state)
  })
}

/**
 * Resolves once the worker has recorded the job's verdict; rejects when the
 * thread ended without it (the caller then records the failure).
 */
export function runImportInWorker(jobId: number, input: ImportJobInput): Promise<void> {
  const state = importWorker()
  if (state.idle) clearTimeout(state.idle)
  state.idle = null
  // A job in hand keeps the process alive (a script awaits it).
  state.worker.ref()
  return new Promise((resolve, reject) => {
    state.pending.set(jobId, { resolve, reject })
    state.worker.postMessage({ jobId, input } satisfies ImportWorkerRequest)
  })
}
