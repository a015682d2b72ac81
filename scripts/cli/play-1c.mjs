#!/usr/bin/env node
/* eslint-env node, es2022 */
// Plays 1C's side of «Обмен с сайтом» (docs/1c-exchange.md) against a running
// shop, for the e2e journey and for an administrator testing a server:
//   node scripts/cli/play-1c.mjs --site http://localhost:8910 \
//     --user 1c@akvatoria.kz --password … --dir scripts/1c-samples [--piece <bytes>]
// checkauth (HTTP Basic) → init → file (each file in pieces of file_limit, or
// --piece if smaller) → import (polled while `progress`) → deactivate →
// complete. import*.xml go first with the pictures, then offers*, prices*,
// rests*.xml. Prints every answer; exits 1 at the first `failure`.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export function parseArgs(argv) {
  const options = {}
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i]
    if (!key.startsWith('--')) throw new Error(`Неизвестный аргумент ${key}`)
    options[key.slice(2)] = argv[i + 1]
    i++
  }
  for (const required of ['site', 'user', 'password', 'dir']) {
    if (!options[required]) throw new Error(`Не указан --${required}`)
  }
  return options
}

/** The exchange folder's files in the order 1C sends them. */
export function exchangeOrder(dir) {
  const all = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort()
  const imports = all.filter((n) => /^import[^/]*\.xml$/i.test(n))
  const pictures = all.filter((n) => n.startsWith('import_files/'))
  const offers = all.filter((n) => /^(offers|prices|rests)[^/]*\.xml$/i.test(n))
  return { send: [...imports, ...pictures, ...offers], imports, offers }
}

export class Exchange1C {
  constructor({ site, user, password, log = console.log }) {
    this.base = `${site.replace(/\/$/, '')}/api/1c/exchange`
    this.auth = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`
    this.cookie = null
    this.sessid = null
    this.log = log
  }

  async call(query, { body, auth } = {}) {
    const url = `${this.base}?${new URLSearchParams({
      ...query,
      ...(this.sessid ? { sessid: this.sessid } : {}),
    })}`
    const headers = {}
    if (auth) headers.authorization = this.auth
    if (this.cookie) headers.cookie = this.cookie
    if (body) headers['content-type'] = 'application/octet-stream'
    const response = await fetch(url, { method: body ? 'POST' : 'GET', headers, body })
    const text = await response.text()
    this.log(
      `${query.mode}${query.filename ? ` ${query.filename}` : ''} → ${response.status} ${text.split('\n').join(' | ')}`
    )
    return { status: response.status, text, lines: text.split('\n') }
  }

  async checkauth(type = 'catalog') {
    const answer = await this.call({ type, mode: 'checkauth', version: '3.1' }, { auth: true })
    if (answer.lines[0] !== 'success') throw new ExchangeFailure(answer)
    this.cookie = `${answer.lines[1]}=${answer.lines[2]}`
    this.sessid = answer.lines.find((l) => l.startsWith('sessid='))?.slice(7) ?? null
    return answer
  }

  async init(type = 'catalog') {
    const answer = await this.call({ type, mode: 'init', version: '3.1' })
    const limit = Number(answer.lines.find((l) => l.startsWith('file_limit='))?.slice(11))
    if (!limit) throw new ExchangeFailure(answer)
    return { fileLimit: limit, zip: answer.lines.includes('zip=yes') }
  }

  async sendFile(name, bytes, pieceSize, type = 'catalog') {
    for (let at = 0; at < bytes.length || at === 0; at += pieceSize) {
      const answer = await this.call(
        { type, mode: 'file', filename: name },
        { body: bytes.subarray(at, at + pieceSize) }
      )
      if (answer.lines[0] !== 'success') throw new ExchangeFailure(answer)
      if (!bytes.length) break
    }
  }

  async importFile(name, type = 'catalog', { pollMs = 500, maxPolls = 2000 } = {}) {
    for (let i = 0; i < maxPolls; i++) {
      const answer = await this.call({ type, mode: 'import', filename: name })
      if (answer.lines[0] === 'success') return answer
      if (answer.lines[0] !== 'progress') throw new ExchangeFailure(answer)
      await new Promise((resolve) => setTimeout(resolve, pollMs))
    }
    throw new Error(`${name}: загрузка не закончилась`)
  }
}

export class ExchangeFailure extends Error {
  constructor(answer) {
    super(answer.text)
    this.answer = answer
  }
}

/** The whole catalogue exchange of a folder. */
export async function playCatalog(options, log = console.log) {
  const exchange = new Exchange1C({ ...options, log })
  await exchange.checkauth()
  const { fileLimit } = await exchange.init()
  const piece = Math.min(fileLimit, Number(options.piece) || fileLimit)
  const { send, imports, offers } = exchangeOrder(options.dir)
  for (const name of send) {
    await exchange.sendFile(name, fs.readFileSync(path.join(options.dir, name)), piece)
  }
  for (const name of [...imports, ...offers]) await exchange.importFile(name)
  await exchange.call({ type: 'catalog', mode: 'deactivate' })
  await exchange.call({ type: 'catalog', mode: 'complete' })
  return exchange
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await playCatalog(parseArgs(process.argv.slice(2)))
    console.log('Обмен каталогом завершён.')
  } catch (error) {
    console.error(
      error instanceof ExchangeFailure ? `Обмен прерван: ${error.message}` : error.message
    )
    process.exitCode = 1
  }
}
