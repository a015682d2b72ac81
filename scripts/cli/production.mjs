#!/usr/bin/env node
/* eslint-env node, es2022 */
// The production start of the shop on one server (docs/deploy.md):
//
//   npm run build         # once per release: install, migrate, `yarn rw build`
//   npm run production    # this: web server + api processes + outbox worker
//
// One process supervises:
//   - API_PROCESSES api processes (default: one per core) from api/dist/server.js,
//     each on a port of its own on 127.0.0.1, with OUTBOX_WORKER=off;
//   - one outbox worker process (api/dist/outboxProcess.js): leads to
//     Bitrix24 and letters by mail;
//   - the web server (./web-server.mjs) on WEB_HOST:WEB_PORT (default :8910),
//     which serves web/dist and sends /api/* to the ready api process with the
//     fewest requests in flight.
// A process that dies is started again (with a growing pause); one that never
// becomes ready three times running stops the whole start with its reason.
// SIGTERM/SIGINT: the web server stops accepting, requests in flight finish,
// then the api processes and the worker stop (the worker gives its claimed
// messages back). SIGHUP: the api processes are replaced one by one, each
// drained first (a release without dropped requests).
import { fork } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'

import { ensureSupportedNode, ROOT } from './bootstrap.mjs'

await ensureSupportedNode()

for (const file of ['.env', '.env.defaults']) {
  // Values already in the environment win, then .env, then the defaults.
  if (fs.existsSync(path.join(ROOT, file))) process.loadEnvFile(path.join(ROOT, file))
}
process.env.NODE_ENV = 'production'

const { ApiPool } = await import('./api-pool.mjs')
const { createWebServer } = await import('./web-server.mjs')

/** One JSON line per event, like the api's and the web server's logs (pino's shape). */
function log(level, msg, fields = {}) {
  const levels = { debug: 20, info: 30, warn: 40, error: 50, fatal: 60 }
  process.stdout.write(
    `${JSON.stringify({ level: levels[level], time: Date.now(), pid: process.pid, name: 'supervisor', msg, ...fields })}\n`
  )
}

function positiveInteger(value, fallback) {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : fallback
}

const API_PROCESSES = positiveInteger(process.env.API_PROCESSES, os.availableParallelism())
const WEB_PORT = positiveInteger(process.env.WEB_PORT, 8910)
const WEB_HOST = process.env.WEB_HOST || '::'
const READY_TIMEOUT_MS = positiveInteger(process.env.API_READY_TIMEOUT_MS, 60_000)
const MAX_STARTUP_FAILURES = 3

for (const [file, build] of [
  ['api/dist/server.js', 'yarn rw build api'],
  ['web/dist/index.html', 'yarn rw build web'],
]) {
  if (!fs.existsSync(path.join(ROOT, file))) {
    log(
      'fatal',
      `No production build: ${file} is missing. Run \`npm run build\` (or \`${build}\`) first.`
    )
    process.exit(1)
  }
}

const pool = new ApiPool()
const children = new Map()
let stopping = false
let startupFailures = 0
let sequence = 0

async function waitForReady(origin) {
  const deadline = Date.now() + READY_TIMEOUT_MS
  let last = 'no answer'
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(`${origin}/health/ready`, { signal: AbortSignal.timeout(5_000) })
      if (response.ok) return { ready: true }
      last = JSON.stringify(await response.json())
    } catch (error) {
      last = error.message
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { ready: false, reason: last }
}

/** Starts one process of `kind` ('api' or 'outbox'); resolves when it serves. */
function startProcess(kind, restartDelay = 1_000) {
  const id = `${kind}-${++sequence}`
  const script = kind === 'api' ? 'dist/server.js' : 'dist/outboxProcess.js'
  const child = fork(script, [], {
    cwd: path.join(ROOT, 'api'),
    env: {
      ...process.env,
      // Each api process on a free loopback port, told to the supervisor.
      REDWOOD_API_HOST: '127.0.0.1',
      REDWOOD_API_PORT: '0',
      OUTBOX_WORKER: kind === 'outbox' ? 'on' : 'off',
      API_PROCESS_ID: id,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  // The processes log JSON lines (pino); Redwood and Node also print plain
  // text («Importing Server Functions…», warnings): that becomes JSON too.
  for (const [stream, level] of [
    [child.stdout, 30],
    [child.stderr, 40],
  ]) {
    readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      if (line.startsWith('{')) process.stdout.write(`${line}\n`)
      else if (line.trim()) {
        process.stdout.write(
          `${JSON.stringify({ level, time: Date.now(), pid: child.pid, name: kind, process: id, msg: line.trim() })}\n`
        )
      }
    })
  }
  const record = { id, kind, child, startedAt: Date.now(), served: false }
  children.set(id, record)
  log('info', `${kind} process starting`, { process: id, childPid: child.pid })

  child.on('message', async (message) => {
    if (message?.type === 'listening' && kind === 'outbox') {
      record.served = true
      startupFailures = 0
      log('info', 'outbox worker running', { process: id })
    } else if (message?.type === 'listening' && message.address) {
      const origin = `http://127.0.0.1:${message.address.port}`
      pool.add(id, origin)
      const readiness = await waitForReady(origin)
      if (stopping || !children.has(id)) return
      if (!readiness.ready) {
        log('error', 'api process is not ready', { process: id, reason: readiness.reason })
        child.kill('SIGTERM')
        return
      }
      pool.setState(id, 'ready')
      record.served = true
      startupFailures = 0
      log('info', 'api process ready', { process: id, origin })
    } else if (message?.type === 'draining') {
      // Stopped from outside (kill): no new requests from now on.
      pool.setState(id, 'draining')
    }
  })

  child.on('exit', (code, signal) => {
    children.delete(id)
    pool.remove(id)
    const uptime = Date.now() - record.startedAt
    if (stopping || record.replaced) {
      log('info', `${kind} process stopped`, { process: id, code, signal, uptimeMs: uptime })
      return
    }
    log('warn', `${kind} process exited`, { process: id, code, signal, uptimeMs: uptime })
    if (!record.served && ++startupFailures >= MAX_STARTUP_FAILURES) {
      log(
        'fatal',
        `The ${kind} process failed to start ${MAX_STARTUP_FAILURES} times running; stopping. Its own log lines above say why (e.g. SESSION_SECRET, SITE_URL, DATABASE_URL, migrations).`
      )
      void shutdown('startup failure', 1)
      return
    }
    // A process that ran a while restarts at once; a crash loop backs off.
    const delay = uptime > 60_000 ? 1_000 : Math.min(restartDelay * 2, 30_000)
    setTimeout(() => !stopping && startProcess(kind, delay), uptime > 60_000 ? 0 : restartDelay)
  })
  return record
}

/** Replaces every api process, one at a time: start the new one, drain the old one. */
async function rollingRestart() {
  const old = [...children.values()].filter((record) => record.kind === 'api')
  log('info', 'rolling restart of the api processes', { processes: old.map((r) => r.id) })
  for (const record of old) {
    if (stopping) return
    const before = pool.readyCount
    startProcess('api')
    const deadline = Date.now() + READY_TIMEOUT_MS
    while (pool.readyCount <= before && Date.now() < deadline && !stopping) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await stopGracefully(record)
  }
}

/** Takes a process out of rotation, waits for its requests in flight, then stops it. */
async function stopGracefully(record) {
  record.replaced = true
  pool.setState(record.id, 'draining')
  await pool.idle(record.id)
  record.child.kill('SIGTERM')
  await new Promise((resolve) => {
    if (record.child.exitCode !== null || record.child.signalCode !== null) resolve()
    else record.child.once('exit', resolve)
  })
}

let web
async function shutdown(reason, code = 0) {
  if (stopping) return
  stopping = true
  log('info', 'stopping', { reason })
  const hardStop = setTimeout(() => {
    log('error', 'processes still running after 30 s; killing them')
    for (const record of children.values()) record.child.kill('SIGKILL')
    process.exit(code || 1)
  }, 30_000)
  hardStop.unref()
  // Stop accepting; requests in flight (and their api calls) finish first.
  if (web) await web.close().catch(() => {})
  await Promise.all(
    [...children.values()].map(
      (record) =>
        new Promise((resolve) => {
          record.child.once('exit', resolve)
          record.child.kill('SIGTERM')
        })
    )
  )
  log('info', 'stopped')
  process.exit(code)
}

process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGHUP', () => void rollingRestart())

log('info', 'production start', {
  node: process.version,
  apiProcesses: API_PROCESSES,
  web: `${WEB_HOST}:${WEB_PORT}`,
})
for (let i = 0; i < API_PROCESSES; i++) startProcess('api')
startProcess('outbox')

web = await createWebServer({ apiPool: pool, logLevel: process.env.LOG_LEVEL || 'info' })
await web.listen({ port: WEB_PORT, host: WEB_HOST })
log('info', 'web server listening', { port: WEB_PORT, host: WEB_HOST })
