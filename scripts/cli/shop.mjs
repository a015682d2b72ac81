#!/usr/bin/env node
// `npm start` and `npm test` on a machine that has only Node 20 and npm.
//   start: install, prepare the database, load the demo data, run the shop
//          (web http://localhost:8910, api http://localhost:8911);
//   test:  install, prepare test databases, run every check CI runs.
import fs from 'node:fs'
import path from 'node:path'

import {
  ensureDevDotenv,
  ensureYarn,
  installDependencies,
  log,
  readDotenv,
  ROOT,
  run,
  runOrThrow,
  stopRunning,
} from './bootstrap.mjs'

const command = process.argv[2]

function configured(name) {
  return process.env[name] || readDotenv('.env')[name] || ''
}

const cleanups = []
async function cleanup() {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch(() => {})
}
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    log('Stopping…')
    stopRunning(signal === 'SIGHUP' ? 'SIGTERM' : signal)
      .then(cleanup)
      .finally(() => process.exit(130))
  })
}

async function prepare() {
  ensureYarn()
  await installDependencies()
  return import('./database.mjs')
}

/**
 * Migrations + client + idempotent seed against `url`. `fresh` rebuilds the
 * database from scratch first (the end-to-end database of the tests).
 */
async function migrateAndSeed(url, { fresh = false } = {}) {
  const env = { DATABASE_URL: url }
  log(fresh ? 'Recreating the database from the migrations' : 'Applying migrations')
  const migrate = fresh
    ? ['rw', 'prisma', 'migrate', 'reset', '--force', '--skip-seed', '--skip-generate']
    : ['rw', 'prisma', 'migrate', 'deploy']
  await runOrThrow('yarn', migrate, { env })
  await runOrThrow('yarn', ['rw', 'prisma', 'generate'], { env })
  log('Loading demo data')
  await runOrThrow('yarn', ['rw', 'exec', 'seed', '--no-prisma'], { env })
}

async function start() {
  const { shopDatabase } = await prepare()
  ensureDevDotenv()
  const database = await shopDatabase(configured('DATABASE_URL'))
  cleanups.push(database.stop)
  process.env.DATABASE_URL = database.url
  await migrateAndSeed(database.url)
  log('Starting the shop: web http://localhost:8910  api http://localhost:8911  (Ctrl+C stops it)')
  const code = await run('yarn', ['rw', 'dev', '--fwd=--open=false'])
  await cleanup()
  process.exit(code)
}

/** Each check CI makes, in order; a failed step fails the run. */
function testSteps(databases) {
  const jestEnv = {
    TEST_DATABASE_URL: databases.jestUrl,
    // Build the test database from the migrations, not from `db push`, so that
    // the SQL only migrations carry (search indexes, triggers) is tested too.
    TEST_DATABASE_STRATEGY: 'reset',
  }
  const e2eEnv = { DATABASE_URL: databases.e2eUrl }
  return [
    {
      name: 'lint',
      run: () =>
        run('yarn', [
          'eslint',
          '--max-warnings=0',
          'api/src',
          'web/src',
          'web/.storybook',
          'scripts',
          'e2e',
        ]),
    },
    {
      name: 'type-check',
      // Redwood checks api/ and web/; scripts, e2e and the configs have their own tsconfig.
      run: async () =>
        (await run('yarn', ['rw', 'type-check'])) ||
        (await run('yarn', ['tsc', '-p', 'scripts'])) ||
        run('yarn', ['tsc', '-p', 'e2e']),
    },
    {
      // The web servers' own rules (scripts/cli/*.test.mjs: client address, page CSP).
      name: 'node tests (scripts)',
      run: () => run('node', ['--test', 'scripts/cli/*.test.mjs']),
    },
    {
      name: 'jest (api + web)',
      run: () => run('yarn', ['rw', 'test', '--no-watch'], { env: jestEnv }),
    },
    {
      name: 'build',
      // Prerendering reads the catalogue and content from the database; the
      // served build is what Playwright tests, on the origin it serves from.
      run: async () => {
        await migrateAndSeed(databases.e2eUrl, { fresh: true })
        return run('yarn', ['rw', 'build'], {
          env: { ...e2eEnv, SITE_URL: process.env.SITE_URL || 'http://localhost:8910' },
        })
      },
    },
    {
      name: 'storybook smoke test',
      run: () => run('yarn', ['rw', 'storybook', '--ci', '--smoke-test'], { env: { CI: 'true' } }),
    },
    {
      name: 'playwright (Chromium, served build)',
      needs: 'build',
      run: async () => {
        await migrateAndSeed(databases.e2eUrl, { fresh: true })
        return run('yarn', ['playwright', 'test'], { env: e2eEnv })
      },
    },
  ]
}

async function test() {
  const { testDatabases } = await prepare()
  process.env.SESSION_SECRET ||=
    configured('SESSION_SECRET') || 'test-only-session-secret-0123456789abcdef0123456789'
  const databases = await testDatabases(configured('TEST_DATABASE_URL'))
  cleanups.push(databases.stop)

  const only = process.argv.slice(3)
  const results = []
  for (const step of testSteps(databases)) {
    if (only.length && !only.some((name) => step.name.startsWith(name))) continue
    const blocker = step.needs && results.find((r) => r.name === step.needs && r.code !== 0)
    if (blocker) {
      results.push({ name: step.name, code: 1, seconds: 0, note: `skipped: ${step.needs} failed` })
      continue
    }
    log(`Step: ${step.name}`)
    const started = Date.now()
    let code
    try {
      code = await step.run()
    } catch (error) {
      console.error(error)
      code = 1
    }
    results.push({ name: step.name, code, seconds: (Date.now() - started) / 1000 })
  }
  await cleanup()

  console.log('\nSummary')
  for (const r of results) {
    const mark = r.code === 0 ? 'ok  ' : 'FAIL'
    console.log(
      `  ${mark} ${r.name.padEnd(38)} ${r.seconds.toFixed(0).padStart(4)} s ${r.note ?? ''}`
    )
  }
  const failed = results.filter((r) => r.code !== 0).length
  console.log(`steps: ${results.length - failed} passed, ${failed} failed`)
  process.exit(failed ? 1 : 0)
}

const commands = { start, test }
if (!commands[command]) {
  console.error('usage: node scripts/cli/shop.mjs start|test [step name prefix …]')
  process.exit(2)
}
fs.mkdirSync(path.join(ROOT, '.data'), { recursive: true })
commands[command]().catch(async (error) => {
  console.error(`\n${error.message ?? error}`)
  await cleanup()
  process.exit(1)
})
