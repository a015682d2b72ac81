import fs from 'node:fs'
import path from 'node:path'

import { expect, type Page } from '@playwright/test'
import pg from 'pg'

import { REDACTED_TOKEN } from '../api/src/lib/domain/letters'

export const DEMO_PASSWORD = 'Akvatoria-demo-2026'

/** The demo staff accounts: /login sends them to the back office (issue 30 §4). */
const DEMO_STAFF = ['manager@akvatoria.kz', 'editor@akvatoria.kz', 'admin@akvatoria.kz']

/** Logs in through the /login form: customers land in their account, demo staff at /admin. */
export async function logInWithForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Пароль', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Войти' }).click()
  await expect(page).toHaveURL(DEMO_STAFF.includes(email) ? /\/admin$/ : /\/personal-account/)
}

/** `path`'s link with its token, as it appears in a letter's text. */
const tokenLinkIn = (text: string, path: LetterPath) =>
  text.match(new RegExp(`${path}\\?token=([A-Za-z0-9_%.-]+)`))?.[1]

type LetterPath = '/email-confirm' | '/new-password'

/** The link in the newest letter to `email` the outbox worker delivered to the mail drop. */
function linkInDroppedLetter(email: string, path: LetterPath) {
  const token = droppedLetters(0)
    .filter((letter) => letter.to.includes(email))
    .map((letter) => tokenLinkIn(letter.body, path))
    .find(Boolean)
  return token ? `${path}?token=${token}` : null
}

/**
 * The link of the newest letter to `email` with `path`'s token, as its reader gets it: from the
 * outbox while the letter waits there, else from the mail drop the worker delivered it to.
 * Delivery replaces the outbox copy's token with REDACTED (lib/domain/letters, `redactLetter`),
 * so a letter read just after the worker's tick (every 15 s) had no usable link: the invitee's
 * «Сохранить пароль» was then answered «Ссылка недействительна или устарела» (a rare flake).
 */
export async function linkFromLetter(email: string, path: LetterPath) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  let waiting: string | undefined
  try {
    const { rows } = await client.query<{ payload: string }>(
      `SELECT payload::text AS payload FROM "OutboxMessage"
        WHERE kind = 'mail' AND payload::text LIKE $1 AND payload::text LIKE $2
        ORDER BY id DESC LIMIT 1`,
      // The link's path too: the orders mailbox's letters name buyers' e-mails as well.
      [`%${email}%`, `%${path}?token=%`]
    )
    if (!rows[0]) throw new Error(`no letter with ${path} for ${email} in the outbox`)
    waiting = tokenLinkIn(rows[0].payload, path)
  } finally {
    await client.end()
  }
  if (waiting && waiting !== REDACTED_TOKEN) return `${path}?token=${waiting}`
  // Delivered: the worker writes the drop file before it redacts the outbox's copy.
  const delivered = linkInDroppedLetter(email, path)
  if (!delivered) throw new Error(`the letter with ${path} for ${email} was sent, but not dropped`)
  return delivered
}

/**
 * The link of the letter to `email` once the outbox worker has delivered it (it runs every
 * 15 s): what the reader clicks, after its outbox copy lost the token.
 */
export async function linkFromDeliveredLetter(email: string, path: LetterPath) {
  let link: string | null = null
  await expect
    .poll(() => (link = linkInDroppedLetter(email, path)), {
      message: `the letter with ${path} to ${email} in the mail drop`,
      timeout: 40_000,
    })
    .not.toBeNull()
  // Redacted or not yet, the outbox's copy leads linkFromLetter to this same link.
  expect(await linkFromLetter(email, path)).toBe(link)
  return link!
}

/** Screenshots for reviewers (not committed): test-results/screens/<name>-<width>.png. */
export async function screen(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0
  // Lazy pictures load only near the viewport: pass over the page once so they show.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true })
}

/** Opens /cart and empties it (a demo account may hold lines from an earlier run). */
export async function emptyServerCart(page: Page) {
  await page.goto('/cart')
  const clear = page.getByRole('button', { name: 'Очистить корзину' })
  const empty = page.getByText('В корзине ничего нет')
  await expect(clear.or(empty)).toBeVisible()
  if (await clear.isVisible()) await clear.click()
  await expect(empty).toBeVisible()
}

/** An emptied cart with one of `article` in: the cart a journey starts from. */
export async function cartOfOne(page: Page, article: string) {
  await emptyServerCart(page)
  await page.goto(`/catalog/product/${article}`)
  await page.getByRole('button', { name: 'В корзину' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'В корзине: 1' })).toBeVisible()
  await page.goto('/cart')
}

/** The journeys' workhorse: in stock for the whole run (globalSetup). */
export const WORKHORSE = 'VT-VTC560-N-3'

/**
 * The retail customer places a pickup order of one workhorse in the first
 * shop: the order every staff and 1C journey starts from. Its page stays
 * open; the answer is its number («A-001066») and the page's address.
 */
export async function placeRetailPickupOrder(page: Page): Promise<{ number: string; url: string }> {
  await logInWithForm(page, 'retail@akvatoria.kz')
  await cartOfOne(page, WORKHORSE)
  await page.getByRole('button', { name: 'Оформить заказ' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await page.getByLabel('Магазин', { exact: true }).selectOption({ index: 1 })
  await page.getByLabel('Телефон', { exact: true }).fill('7015554433')
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click()
  await expect(page).toHaveURL(/\/order\?id=\d+/)
  const placed = page.getByRole('heading', { level: 1, name: /^Заказ \S+$/ })
  await expect(placed).toBeVisible()
  const number = (await placed.textContent())?.match(/Заказ (\S+)/)?.[1] ?? ''
  expect(number).toMatch(/^A-\d{6,}$/)
  return { number, url: page.url() }
}

/** The development mail drop (lib/mailer): the outbox worker writes each letter there as .eml. */
const MAIL_DROP = path.resolve(process.env.MAIL_DROP_DIR || '.data/mail')

export interface DroppedLetter {
  to: string
  subject: string
  body: string
}

/** A dropped letter's To, Subject (RFC 2047, UTF-8 base64 words) and text (base64 or plain). */
function readLetter(file: string): DroppedLetter {
  const [head, ...rest] = fs.readFileSync(file, 'utf8').split(/\r?\n\r?\n/)
  const headers = head.replace(/\r?\n[ \t]+/g, ' ')
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1] ?? ''
  const words = (value: string) =>
    value.replace(/=\?UTF-8\?B\?([^?]*)\?=\s*/gi, (_, b64: string) =>
      Buffer.from(b64, 'base64').toString('utf8')
    )
  const raw = rest.join('\n\n')
  const body = /base64/i.test(header('Content-Transfer-Encoding'))
    ? Buffer.from(raw.replace(/\s+/g, ''), 'base64').toString('utf8')
    : raw
  return { to: header('To'), subject: words(header('Subject')), body }
}

/**
 * The letters the outbox worker delivered to the mail drop since `since`
 * (ms; whole seconds, as some filesystems keep coarse times), newest first:
 * an earlier step of the run may have left letters of orders that had the
 * same number in another database.
 */
export function droppedLetters(since: number): DroppedLetter[] {
  if (!fs.existsSync(MAIL_DROP)) return []
  return fs
    .readdirSync(MAIL_DROP)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => path.join(MAIL_DROP, name))
    .map((file) => ({ file, mtime: fs.statSync(file).mtimeMs }))
    .filter(({ mtime }) => mtime >= since)
    .sort((a, b) => b.mtime - a.mtime)
    .map(({ file }) => readLetter(file))
}

/** Now, as `droppedLetters` compares it: a second back, whole seconds. */
export const mailDropNow = () => Math.floor(Date.now() / 1000) * 1000 - 1000

/**
 * The page's React errors, as they happen: a mismatch (418, 422, 423, 425),
 * #421 (an urgent update reached the page before React adopted it, so the
 * page was drawn again, docs/stack.md) or any other page error.
 */
export function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && /React error|hydrat/i.test(message.text())) {
      errors.push(`${page.url()}: ${message.text()}`)
    }
  })
  return errors
}
