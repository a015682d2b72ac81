/* eslint-env node, es2022 */
// The first production install (docs/deploy.md «First install», issue 28 §5):
// a new shop's database is migrated and empty — no content, no catalogue, no
// accounts. `yarn rw build` must prerender every public page from it, and
// `npm run production` must start and serve sensible empty pages until the
// editors fill them. `npm test`'s step «build (empty shop)» runs
// checkEmptyShop against a freshly reset database.
import { spawn } from 'node:child_process'

import { log, ROOT, runOrThrow } from './bootstrap.mjs'

/** Where the production start listens during the check (beside Playwright's 8910 and 8940). */
const PORT = 8941

/**
 * The pages a visitor of a new shop can reach, and a text each must show:
 * the empty state its editors will replace (Russian, as the shopper reads it).
 * `null`: the status alone is checked.
 */
export const EMPTY_SHOP_PAGES = [
  ['/', 200, 'Витрина пока пуста'],
  ['/catalog/v2', 200, 'Товары не найдены'],
  ['/precatalog', 200, null],
  ['/about/about-us', 200, 'Раздел пока не заполнен'],
  ['/delivery', 200, 'Раздел пока не заполнен'],
  ['/service', 200, 'Раздел пока не заполнен'],
  ['/policy', 200, 'Раздел пока не заполнен'],
  ['/contacts', 200, 'Контакты'],
  ['/about/news', 200, 'Новостей пока нет'],
  ['/faq', 200, 'Вопросов пока нет'],
  ['/about/certificate', 200, null],
  ['/about/partners', 200, null],
  ['/objects', 200, null],
  ['/production', 200, null],
  ['/api/v1/category/', 200, '"results":[]'],
  ['/api/v1/product/', 200, '"count":0'],
  ['/api/health/ready', 200, null],
  ['/sitemap.xml', 200, '<urlset'],
  // Nothing there: HTTP 404 (not an empty page under 200). No product page was
  // prerendered, so the app shell answers a product's address, still 404.
  ['/nonexistent', 404, 'Страница не найдена'],
  ['/catalog/product/NOPE', 404, null],
]

/** Words that mean a page broke instead of being empty. */
const BROKEN = [
  'Непредвиденная ошибка',
  'Раздел не найден',
  'Страница не найдена',
  'Internal Server Error',
]

/** null when an answer is what a new shop should give; otherwise what is wrong. */
export function emptyPageProblem([path, status, text], answer) {
  if (answer.status !== status) return `${path}: HTTP ${answer.status}, expected ${status}`
  // A 404 is expected to say that it found nothing.
  const broken = status < 400 && BROKEN.find((words) => answer.body.includes(words))
  if (broken) return `${path}: shows «${broken}»`
  if (text && !answer.body.includes(text)) return `${path}: does not say «${text}»`
  return null
}

async function answerOf(url) {
  try {
    const response = await fetch(url, { redirect: 'manual' })
    return { status: response.status, body: await response.text() }
  } catch (error) {
    return { status: 0, body: String(error) }
  }
}

/**
 * Resets `databaseUrl` to the bare migrations, builds the shop from it and
 * runs the production start (no demo) against it; resolves with the list of
 * problems (empty: the new shop is fine). Rejects when the build fails.
 */
export async function checkEmptyShop(databaseUrl, env = {}) {
  const shopEnv = { ...env, DATABASE_URL: databaseUrl }
  log('Resetting the database to the bare migrations (no seed)')
  await runOrThrow(
    'yarn',
    ['rw', 'prisma', 'migrate', 'reset', '--force', '--skip-seed', '--skip-generate'],
    { env: shopEnv }
  )
  log('Building the shop from the empty database')
  await runOrThrow('yarn', ['rw', 'build'], { env: shopEnv })

  log(`Starting production (no demo) on :${PORT}`)
  const base = `http://localhost:${PORT}`
  const shop = spawn(process.execPath, ['scripts/cli/production.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...shopEnv,
      NODE_ENV: 'production',
      SHOP_DEMO: '',
      SITE_URL: base,
      WEB_PORT: String(PORT),
      API_PROCESSES: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  shop.stdout.on('data', (chunk) => (output += chunk))
  shop.stderr.on('data', (chunk) => (output += chunk))
  try {
    for (let i = 0; i < 240; i++) {
      if ((await answerOf(`${base}/api/health/ready`)).status === 200) break
      if (shop.exitCode !== null) break
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    const problems = []
    for (const page of EMPTY_SHOP_PAGES) {
      const problem = emptyPageProblem(page, await answerOf(`${base}${page[0]}`))
      if (problem) problems.push(problem)
    }
    if (problems.length) problems.push(`production start's output:\n${output.slice(-4000)}`)
    return problems
  } finally {
    if (shop.exitCode === null) process.kill(-shop.pid, 'SIGTERM')
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        if (shop.exitCode === null) process.kill(-shop.pid, 'SIGKILL')
        resolve()
      }, 15_000)
      shop.on('exit', () => {
        clearTimeout(timer)
        resolve()
      })
      if (shop.exitCode !== null) resolve()
    })
  }
}
