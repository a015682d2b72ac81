#!/usr/bin/env node
/* eslint-env node, es2022 */
// `npm start` and `npm test` on a machine that has only Node and npm (any
// version from 18 on: an older major than the shop's Node 24 LTS runs this
// again on Node 24 from .tooling/, see ensureSupportedNode).
//   start: install, prepare the database, load the demo data, run the shop
//          (web http://localhost:8910, api http://localhost:8911);
//   test:  install, prepare test databases, run every check CI runs;
//   build: a release on the operator's server: install, migrate, build
//          (then `npm run production`, scripts/cli/production.mjs);
//   backup [--out FILE | --dir FOLDER [--keep N]] [--quiet],
//   restore FILE [--force] [--quiet]: `yarn rw exec backup|restore` against
//          DATABASE_URL, or the embedded cluster started for the command
//          (docs/backup.md).
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import {
  ensureDevDotenv,
  ensureSupportedNode,
  ensureYarn,
  installDependencies,
  log,
  readDotenv,
  ROOT,
  run,
  runOrThrow,
  stopRunning,
} from './bootstrap.mjs'

await ensureSupportedNode()

const command = process.argv[2]
/** The fuzz run's short verdict (seed, findings), printed after the test summary when it fails. */
const FUZZ_VERDICT = path.join(ROOT, '.redwood', 'fuzz-verdict.txt')

function configured(name) {
  // A CLI run by Node, never bundled: computed names are safe here.
  // eslint-disable-next-line @redwoodjs/process-env-computed
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
  // The compiled message catalogues are generated, never committed; yarn's
  // postinstall writes them too, but a .po changed by a pull needs no install.
  const { writeCatalogs } = await import('../../web/config/i18nCatalogs.mjs')
  writeCatalogs()
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

/**
 * A release on the operator's server (docs/deploy.md): dependencies, the
 * migrations on DATABASE_URL, and the production build, whose prerendered
 * pages are read from that database. `npm run production` serves it.
 */
async function build() {
  const { ensureDatabase } = await prepare()
  const url = configured('DATABASE_URL')
  if (!url) {
    throw new Error(
      "DATABASE_URL is not set (environment or .env): the build migrates the shop's " +
        'PostgreSQL and prerenders pages from it. See docs/deploy.md.'
    )
  }
  if (!configured('SITE_URL')) {
    log(
      'SITE_URL is not set: canonical links and JSON-LD of prerendered pages will be relative, ' +
        'and `npm run production` will refuse to start the api until it is set'
    )
  }
  await ensureDatabase(url)
  const env = { DATABASE_URL: url }
  log('Applying migrations')
  await runOrThrow('yarn', ['rw', 'prisma', 'migrate', 'deploy'], { env })
  log('Building api and web (prerendering public pages)')
  await runOrThrow('yarn', ['rw', 'build'], { env })
  log('Built. Start it with `npm run production`.')
}

async function start() {
  process.env.SHOP_DEMO = '1' // a demo: the seed's accounts are allowed (api/src/lib/demoData.ts)
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

/**
 * Jest as `yarn rw test --no-watch` runs it, in about half the time. Redwood
 * runs api scenario files one at a time (they share one database) and Jest
 * runs its projects one after the other, so most of the wait is the api's
 * round trips to PostgreSQL: each api half (`--shard`) gets a database of its
 * own and both halves run beside the web's tests. Each database is rebuilt
 * from the migrations first, not by `db push`, so that the SQL only the
 * migrations carry (search indexes, triggers) is tested too; that happens here,
 * before Jest, because Redwood's own reset would regenerate the Prisma client
 * from two processes at once.
 */
async function runJest(apiUrls) {
  await runOrThrow('yarn', ['rw', 'prisma', 'generate'])
  await Promise.all(
    apiUrls.map((url) =>
      runOrThrow(
        'yarn',
        ['rw', 'prisma', 'migrate', 'reset', '--force', '--skip-seed', '--skip-generate'],
        { env: { DATABASE_URL: url } }
      )
    )
  )
  const jobs = [
    ...apiUrls.map((url, i) => ({
      label: `api ${i + 1}/${apiUrls.length}`,
      args: ['api', `--shard=${i + 1}/${apiUrls.length}`],
      env: { TEST_DATABASE_URL: url, SKIP_DB_PUSH: '1' },
    })),
    { label: 'web', args: ['web'], env: {} },
  ]
  const codes = await sideBySide(
    jobs.map((job) => ({
      run: (logFile) =>
        run('yarn', ['rw', 'test', '--no-watch', ...job.args], { env: job.env, logFile }),
      heading: (code) => `Jest ${job.label}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`}`,
    }))
  )
  return codes.find((code) => code !== 0) ?? 0
}

/**
 * Runs jobs at once, each writing to its own log file, and prints the logs in
 * order once all are done (interleaved output would be unreadable). Each job:
 * `run(logFile)` → its outcome, `heading(outcome)` → the line above its log.
 */
async function sideBySide(jobs) {
  const logs = fs.mkdtempSync(path.join(os.tmpdir(), 'akvatoria-side-'))
  const logFile = (i) => path.join(logs, `${i}.log`)
  const outcomes = await Promise.all(jobs.map((job, i) => job.run(logFile(i))))
  jobs.forEach((job, i) => {
    log(job.heading(outcomes[i]))
    if (fs.existsSync(logFile(i))) process.stdout.write(fs.readFileSync(logFile(i)))
  })
  fs.rmSync(logs, { recursive: true, force: true })
  return outcomes
}

/** Each check CI makes, in order; a failed step fails the run. */
function testSteps(databases) {
  const e2eEnv = { DATABASE_URL: databases.e2eUrl }
  return [
    // ESLint and tsc are one thread each: side by side they take the time of the longer.
    [
      {
        name: 'lint',
        run: ({ logFile } = {}) =>
          run(
            'yarn',
            [
              'eslint',
              '--max-warnings=0',
              '--ext=.js,.jsx,.ts,.tsx,.mjs',
              'api/src',
              'api/testing',
              'web/src',
              'web/.storybook',
              'web/config',
              'scripts',
              'e2e',
              'bench',
            ],
            { logFile }
          ),
      },
      {
        name: 'type-check',
        // Redwood checks api/ and web/; scripts, e2e and the configs have their own tsconfig.
        run: async ({ logFile } = {}) =>
          (await run('yarn', ['rw', 'type-check'], { logFile })) ||
          (await run('yarn', ['tsc', '-p', 'scripts'], { logFile })) ||
          run('yarn', ['tsc', '-p', 'e2e'], { logFile }),
      },
    ],
    {
      // The CLI's and web servers' own rules (client address, page CSP, routes),
      // the bench's arithmetic and the web build's config.
      name: 'node tests (scripts)',
      run: () =>
        run('node', [
          '--test',
          'scripts/cli/*.test.mjs',
          'bench/*.test.mjs',
          'web/config/*.test.mjs',
        ]),
    },
    {
      name: 'jest (api + web)',
      run: () => runJest(databases.jestUrls),
    },
    {
      // A new shop (docs/deploy.md «First install»): migrated, nothing loaded.
      // It must build, start in production and serve its empty pages.
      name: 'first install (empty database)',
      run: async () => {
        const { checkEmptyShop } = await import('./emptyShop.mjs')
        const problems = await checkEmptyShop(databases.e2eUrl)
        for (const problem of problems) console.error(`✖ ${problem}`)
        return problems.length ? 1 : 0
      },
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
      // Property-based hostile requests over every REST and GraphQL operation
      // (e2e/fuzz, docs/security.md «Fuzz suite»): no 5xx, no slow answer,
      // nothing stored by a refused write. About three minutes.
      name: 'fuzz (served build)',
      needs: 'build',
      verdictFile: FUZZ_VERDICT,
      run: async () => {
        await migrateAndSeed(databases.e2eUrl, { fresh: true })
        // e2e/clientHttp.ts is shared with Playwright (no package type): Node detects its ESM quietly.
        return run(
          process.execPath,
          ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', 'e2e/fuzz/fuzz.ts'],
          { env: { ...e2eEnv, FUZZ_VERDICT_FILE: FUZZ_VERDICT } }
        )
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
        // E2E_SPECS="e2e/a.spec.ts e2e/b.spec.ts" runs only those (a developer's loop; CI runs all).
        const specs = (process.env.E2E_SPECS ?? '').split(/\s+/).filter(Boolean)
        return run('yarn', ['playwright', 'test', ...specs], { env: e2eEnv })
      },
    },
  ]
}

/** Runs one step (its output to `logFile` when given) unless the step it needs failed. */
async function runStep(step, results, logFile) {
  const blocker = step.needs && results.find((r) => r.name === step.needs && r.code !== 0)
  if (blocker)
    return { name: step.name, code: 1, seconds: 0, note: `skipped: ${step.needs} failed` }
  log(`Step: ${step.name}`)
  if (step.verdictFile) fs.rmSync(step.verdictFile, { force: true })
  const started = Date.now()
  let code
  try {
    code = await step.run({ logFile })
  } catch (error) {
    console.error(error)
    code = 1
  }
  const verdict =
    code !== 0 && step.verdictFile && fs.existsSync(step.verdictFile)
      ? fs.readFileSync(step.verdictFile, 'utf8').trimEnd()
      : null
  return { name: step.name, code, seconds: (Date.now() - started) / 1000, verdict }
}

async function test() {
  // The served production build runs with the seed's demo accounts (api/src/lib/demoData.ts).
  process.env.SHOP_DEMO = '1'
  const { testDatabases } = await prepare()
  process.env.SESSION_SECRET ||=
    configured('SESSION_SECRET') || crypto.randomBytes(32).toString('base64')
  const databases = await testDatabases(configured('TEST_DATABASE_URL'))
  cleanups.push(databases.stop)

  const only = process.argv.slice(3)
  const chosen = (step) => !only.length || only.some((name) => step.name.startsWith(name))
  const results = []
  for (const entry of testSteps(databases)) {
    // An array is a group of steps that run side by side (scripts/cli/shop.mjs sideBySide).
    const group = (Array.isArray(entry) ? entry : [entry]).filter(chosen)
    if (group.length === 1) results.push(await runStep(group[0], results))
    else if (group.length > 1) {
      const done = await sideBySide(
        group.map((step) => ({
          run: (logFile) => runStep(step, results, logFile),
          heading: (result) =>
            `Step: ${step.name} (side by side): ${result.code === 0 ? 'ok' : 'FAILED'}`,
        }))
      )
      results.push(...done)
    }
  }
  await cleanup()

  console.log('\nSummary')
  for (const r of results) {
    const mark = r.code === 0 ? 'ok  ' : 'FAIL'
    console.log(
      `  ${mark} ${r.name.padEnd(38)} ${r.seconds.toFixed(0).padStart(4)} s ${r.note ?? ''}`
    )
  }
  // A failed step's own short verdict comes last: CI keeps only the log's end.
  for (const r of results.filter((r) => r.verdict)) {
    console.log(`\nWhy «${r.name}» failed:`)
    console.log(
      r.verdict
        .split('\n')
        .map((line) => `  ${line}`)
        .join('\n')
    )
  }
  const failed = results.filter((r) => r.code !== 0).length
  console.log(`steps: ${results.length - failed} passed, ${failed} failed`)
  process.exit(failed ? 1 : 0)
}

/**
 * Backup and restore wherever the shop runs: the server of DATABASE_URL, or
 * the embedded cluster (started for the command when the shop is not running,
 * stopped afterwards). The exit code is the script's (docs/backup.md).
 */
async function backupOrRestore() {
  const args = process.argv.slice(3)
  if (args.includes('--quiet')) process.env.SHOP_QUIET = '1'
  ensureYarn()
  const { ensureDatabase, shopDatabase } = await import('./database.mjs')
  let url = configured('DATABASE_URL')
  if (!url) {
    const database = await shopDatabase('')
    cleanups.push(database.stop)
    url = database.url
  } else if (command === 'restore') {
    // A new server: create the empty database when the role may.
    await ensureDatabase(url).catch((error) =>
      log(`Could not check or create the database (${error.message}); restoring into it as it is`)
    )
  }
  const code = await run('yarn', ['rw', 'exec', command, '--silent', '--no-prisma', ...args], {
    env: { DATABASE_URL: url },
  })
  await cleanup()
  process.exit(code)
}

const commands = { build, start, test, backup: backupOrRestore, restore: backupOrRestore }
if (!commands[command]) {
  console.error(
    'usage: node scripts/cli/shop.mjs start | test [step name prefix …] | build | backup [options] | restore FILE [options]'
  )
  process.exit(2)
}
fs.mkdirSync(path.join(ROOT, '.data'), { recursive: true })
commands[command]().catch(async (error) => {
  console.error(`\n${error.message ?? error}`)
  await cleanup()
  process.exit(1)
})
