// Everything a fresh machine with only Node 20 and npm needs before Yarn and
// the project's dependencies exist. Node built-ins only.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const YARN_VERSION = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')
).packageManager.replace(/^yarn@/, '')
const TOOLING = path.join(ROOT, '.tooling')

export function log(message) {
  // Commands run from cron (backup --quiet) print nothing unless they fail.
  if (process.env.SHOP_QUIET) return
  console.log(`\x1b[36m▸ ${message}\x1b[0m`)
}

/** npm's configured registry, so that Yarn and Corepack use the same one. */
function npmRegistry() {
  try {
    return execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' })
      .trim()
      .replace(/\/+$/, '')
  } catch {
    return ''
  }
}

function yarnVersionOnPath(env) {
  const result = spawnSync('yarn', ['--version'], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    timeout: 60_000,
  })
  return result.status === 0 ? result.stdout.trim() : null
}

/**
 * Makes `yarn` (the version package.json names) callable by us and by
 * Redwood's CLI: the one on PATH if it is right, otherwise a copy installed
 * from the npm registry into .tooling/ (git-ignored).
 */
export function ensureYarn() {
  const env = { ...process.env }
  const registry = npmRegistry()
  if (registry) {
    env.YARN_NPM_REGISTRY_SERVER ??= registry
    env.COREPACK_NPM_REGISTRY ??= registry
  }
  env.COREPACK_ENABLE_DOWNLOAD_PROMPT = '0'
  env.YARN_ENABLE_TELEMETRY = '0'
  env.REDWOOD_DISABLE_TELEMETRY = '1'
  env.PRISMA_HIDE_UPDATE_MESSAGE = 'true'

  const localBin = path.join(TOOLING, 'node_modules', '.bin')
  env.PATH = `${localBin}${path.delimiter}${env.PATH}`
  if (yarnVersionOnPath(env) !== YARN_VERSION) {
    log(`Installing Yarn ${YARN_VERSION} into .tooling/`)
    fs.mkdirSync(TOOLING, { recursive: true })
    execFileSync(
      'npm',
      ['install', '--prefix', TOOLING, '--no-save', '--no-audit', '--no-fund', `@yarnpkg/cli-dist@${YARN_VERSION}`],
      { stdio: 'inherit', env }
    )
    const version = yarnVersionOnPath(env)
    if (version !== YARN_VERSION) {
      throw new Error(`Yarn ${YARN_VERSION} could not be installed (found ${version ?? 'none'}).`)
    }
  }
  Object.assign(process.env, env)
}

const running = new Set()

/**
 * Runs a command in its own process group, so that stopping this script (Ctrl+C,
 * kill) stops the whole tree it started (yarn → redwood → servers, watchers).
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: 'inherit',
      detached: process.platform !== 'win32',
      env: { ...process.env, ...options.env },
    })
    running.add(child)
    child.on('exit', (code, signal) => {
      running.delete(child)
      resolve(signal ? 1 : (code ?? 1))
    })
    child.on('error', () => {
      running.delete(child)
      resolve(127)
    })
  })
}

/** Sends `signal` to every running command's process group and waits for them (≤ 15 s). */
export async function stopRunning(signal = 'SIGTERM') {
  const exits = [...running].map(
    (child) =>
      new Promise((resolve) => {
        child.once('exit', resolve)
        try {
          process.kill(-child.pid, signal)
        } catch {
          resolve()
        }
      })
  )
  await Promise.race([Promise.all(exits), new Promise((r) => setTimeout(r, 15_000))])
}

export async function runOrThrow(command, args, options) {
  const code = await run(command, args, options)
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`)
}

export async function installDependencies() {
  log('Installing dependencies (yarn install)')
  const args = process.env.CI ? ['install', '--immutable'] : ['install']
  await runOrThrow('yarn', args)
}

/** Reads KEY=value lines of a dotenv file without interpreting anything else. */
export function readDotenv(file) {
  const full = path.join(ROOT, file)
  if (!fs.existsSync(full)) return {}
  const values = {}
  for (const line of fs.readFileSync(full, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line)
    if (match) values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2')
  }
  return values
}

/** A development .env with a fresh SESSION_SECRET (never committed). */
export function ensureDevDotenv() {
  const file = path.join(ROOT, '.env')
  const current = readDotenv('.env')
  if (current.SESSION_SECRET) return
  const secret = crypto.randomBytes(32).toString('base64')
  fs.appendFileSync(
    file,
    `# Made by npm start for this machine; never commit it.\nSESSION_SECRET=${secret}\n`
  )
}
