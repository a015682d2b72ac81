/* eslint-env node, es2022 */
// Everything a fresh machine with only Node and npm needs before Yarn and the
// project's dependencies exist: the Node.js the shop runs on, and Yarn.
// Node built-ins only, and syntax old Node versions still parse.
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

/** The Node.js release the shop runs on (Node 24 LTS), as `.node-version` names it. */
export const NODE_VERSION = fs.readFileSync(path.join(ROOT, '.node-version'), 'utf8').trim()
const NODE_MAJOR = Number(NODE_VERSION.split('.')[0])
/** Platforms whose Node binary the npm registry carries as `node-<platform>-<arch>`. */
const NODE_PACKAGE_PLATFORMS = ['linux-x64', 'linux-arm64', 'darwin-x64', 'darwin-arm64']

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

/**
 * Installs packages into .tooling/, saved in its own package.json: npm prunes
 * whatever an install did not save, so Node and Yarn must both be listed.
 */
function npmInstallTooling(packages, env = process.env) {
  fs.mkdirSync(TOOLING, { recursive: true })
  const manifest = path.join(TOOLING, 'package.json')
  if (!fs.existsSync(manifest)) {
    fs.writeFileSync(
      manifest,
      JSON.stringify({ name: 'akvatoria-tooling', private: true }, null, 2)
    )
  }
  execFileSync(
    'npm',
    ['install', '--prefix', TOOLING, '--save-exact', '--no-audit', '--no-fund', ...packages],
    { stdio: 'inherit', env }
  )
}

function nodeVersionOf(binary) {
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8', timeout: 30_000 })
  return result.status === 0 ? result.stdout.trim().replace(/^v/, '') : null
}

/**
 * Runs this command on Node NODE_MAJOR: returns when the current Node is that
 * major; otherwise runs the same command again with the Node of .tooling/
 * (installed from the npm registry's `node-<platform>-<arch>` package when
 * missing) first on PATH, so Yarn, Redwood, Jest and the servers all use it,
 * and exits with that run's code. Where the registry has no such package the
 * command stops with a sentence that says what to install.
 */
export async function ensureSupportedNode() {
  const current = process.versions.node
  if (Number(current.split('.')[0]) === NODE_MAJOR) return
  const platform = `${process.platform}-${process.arch}`
  if (!NODE_PACKAGE_PLATFORMS.includes(platform)) {
    console.error(
      `Akvatoria runs on Node.js ${NODE_MAJOR} LTS; this is Node.js ${current} on ${platform}. ` +
        `Install Node.js ${NODE_MAJOR} (e.g. ${NODE_VERSION}) and run the command again.`
    )
    process.exit(1)
  }
  const packageName = `node-${platform}`
  const binDir = path.join(TOOLING, 'node_modules', packageName, 'bin')
  const binary = path.join(binDir, 'node')
  if (!fs.existsSync(binary) || nodeVersionOf(binary) !== NODE_VERSION) {
    log(
      `Node.js ${current} is not ${NODE_MAJOR} LTS: installing Node.js ${NODE_VERSION} into .tooling/`
    )
    npmInstallTooling([`${packageName}@${NODE_VERSION}`])
    if (nodeVersionOf(binary) !== NODE_VERSION) {
      console.error(
        `Node.js ${NODE_VERSION} could not be installed into .tooling/; install it and run again.`
      )
      process.exit(1)
    }
  }
  const child = spawn(binary, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH}` },
  })
  // Ctrl+C reaches both processes; a signal sent to this one alone is passed on.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal))
  }
  const code = await new Promise((resolve) => {
    child.on('exit', (exitCode, signal) => resolve(signal ? 1 : (exitCode ?? 1)))
    child.on('error', () => resolve(127))
  })
  process.exit(code)
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
    npmInstallTooling([`@yarnpkg/cli-dist@${YARN_VERSION}`], env)
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
    // `logFile`: the command's output is added there instead (commands run side by side).
    const out = options.logFile ? fs.openSync(options.logFile, 'a') : null
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: out === null ? 'inherit' : ['ignore', out, out],
      detached: process.platform !== 'win32',
      env: { ...process.env, ...options.env },
    })
    if (out !== null) fs.closeSync(out)
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
