#!/usr/bin/env node
/* eslint-env node, es2022 */
// Plays 1C's side of «Обмен с сайтом» (docs/1c-exchange.md,
// docs/1c-exchange-orders.md) against a running shop, for the e2e journeys
// and for an administrator testing a server. Three runs:
//
// The catalogue (type=catalog):
//   node scripts/cli/play-1c.mjs --site http://localhost:8910 \
//     --user 1c@akvatoria.kz --password … --dir scripts/1c-samples [--piece <bytes>]
// checkauth (HTTP Basic) → init → file (each file in pieces of file_limit, or
// --piece if smaller) → import (polled while `progress`) → deactivate →
// complete. import*.xml go first with the pictures, then offers*, prices*,
// rests*.xml.
//
// Orders out (type=sale):
//   node scripts/cli/play-1c.mjs --type sale --site … --user … --password … \
//     [--out orders.xml] [--no-success]
// checkauth → init → query (the document saved to --out, its order numbers
// printed) → success (unless --no-success: then the same orders go again).
//
// The shop's lists for mapping (type=sale):
//   node scripts/cli/play-1c.mjs --type sale --site … --user … --password … --info info.xml
// checkauth → init → info: the Справочник of statuses, payment types and
// delivery methods, saved.
//
// Statuses back (type=sale):
//   node scripts/cli/play-1c.mjs --type sale --site … --user … --password … \
//     --statuses A-000123,A-000124 | --statuses-from orders.xml \
//     [--paid <date>|now] [--shipped <date>|now] [--not-posted] [--deleted] \
//     [--number-1c ЦБ-000045] [--template scripts/1c-samples/sale/documents.xml]
// checkauth → init → file → import of the document 1C answers with: one
// Документ per order from the template, «Проведен» true (unless
// --not-posted), the payment and shipment dates (empty, written as `T`,
// unless given), «ПометкаУдаления» with --deleted.
//
// Prints every answer; exits 1 at the first `failure`.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Flags that take no value. */
const FLAGS = new Set(['no-success', 'not-posted', 'deleted'])

export function parseArgs(argv) {
  const options = {}
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i]
    if (!key.startsWith('--')) throw new Error(`Неизвестный аргумент ${key}`)
    const name = key.slice(2)
    if (FLAGS.has(name)) {
      options[name] = true
      continue
    }
    if (argv[i + 1] === undefined || argv[i + 1].startsWith('--')) {
      throw new Error(`Не указано значение ${key}`)
    }
    options[name] = argv[i + 1]
    i++
  }
  options.type ??= 'catalog'
  if (!['catalog', 'sale'].includes(options.type)) {
    throw new Error('--type: catalog или sale')
  }
  const required =
    options.type === 'catalog' ? ['site', 'user', 'password', 'dir'] : ['site', 'user', 'password']
  for (const name of required) {
    if (!options[name]) throw new Error(`Не указан --${name}`)
  }
  if (options.statuses && options['statuses-from']) {
    throw new Error('Укажите --statuses или --statuses-from, не оба')
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
    const bytes = Buffer.from(await response.arrayBuffer())
    const contentType = response.headers.get('content-type') ?? ''
    const xml = /xml/i.test(contentType)
    const text = decodeAnswer(bytes, contentType)
    this.log(
      `${query.mode}${query.filename ? ` ${query.filename}` : ''} → ${response.status} ${
        xml ? `XML, ${bytes.length} байт` : text.split('\n').join(' | ')
      }`
    )
    return { status: response.status, text, bytes, contentType, lines: text.split('\n') }
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

/** The answer's text: UTF-8 (a BOM dropped) or the charset its Content-Type names. */
export function decodeAnswer(bytes, contentType = '') {
  const charset = /charset=([\w-]+)/i.exec(contentType)?.[1]?.toLowerCase() ?? 'utf-8'
  if (charset === 'utf-8' || charset === 'utf8') {
    const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0
    return new TextDecoder('utf-8').decode(bytes.subarray(start))
  }
  return new TextDecoder(charset).decode(bytes)
}

const unescapeXml = (text) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')

const escapeXml = (text) =>
  String(text).replace(
    /[<>&"']/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[c]};`
  )

/**
 * The orders of a `mode=query` answer: each Документ's Номер (the shop's
 * number) and Сумма — the first of each in the document, before its
 * counterparties and lines, as CommerceML orders them.
 */
export function ordersOfQuery(xml) {
  return [...xml.matchAll(/<Документ>([\s\S]*?)<\/Документ>/g)].map(([, body]) => ({
    number: unescapeXml(/<Номер>([^<]*)<\/Номер>/.exec(body)?.[1] ?? '').trim(),
    sum: /<Сумма>([^<]*)<\/Сумма>/.exec(body)?.[1]?.trim() ?? '0.00',
  }))
}

/** 1C's own number for a shop order when none is given: ЦБ- and its digits (A-000123 → ЦБ-000123). */
export const oneCNumberFor = (shopNumber) => `ЦБ-${shopNumber.replace(/\D/g, '').padStart(6, '0')}`

/** A wall-clock date-time as 1C writes it, 2026-12-02T10:15:00 (Asia/Almaty, UTC+5). */
export function oneCDateTime(at) {
  return new Date(at.getTime() + 5 * 3600_000).toISOString().slice(0, 19)
}

/** A --paid / --shipped value: `now` is this moment, a date stays, absent is 1C's empty date `T`. */
export function oneCDateOption(value, now) {
  if (!value) return 'T'
  return value === 'now' ? oneCDateTime(now) : value
}

/**
 * The document 1C posts back for `orders` ({ number, sum?, oneCNumber? }):
 * the template's one Документ repeated per order, its {…} fields filled
 * (escaped). Pure.
 */
export function statusDocument(template, orders, options = {}) {
  const now = options.now ?? new Date()
  const open = template.indexOf('<Документ>')
  const close = template.indexOf('</Документ>')
  if (open < 0 || close < 0) throw new Error('В шаблоне нет элемента <Документ>')
  const end = close + '</Документ>'.length
  const block = template.slice(open, end)
  const stamp = oneCDateTime(now)
  const fill = (text, fields) =>
    text.replace(/\{([А-Яа-яЁё0-9]+)\}/g, (whole, name) =>
      name in fields ? escapeXml(fields[name]) : whole
    )
  const documents = orders.map((order) => {
    const paid = oneCDateOption(options.paid, now)
    const shipped = oneCDateOption(options.shipped, now)
    return fill(block, {
      Ид: order.number,
      Номер1С: order.oneCNumber ?? oneCNumberFor(order.number),
      Дата1С: stamp.slice(0, 10),
      Время1С: stamp.slice(11),
      Сумма: order.sum ?? '0.00',
      Проведен: options.notPosted ? 'false' : 'true',
      ПометкаУдаления: options.deleted ? 'true' : 'false',
      ДатаОплаты: paid,
      НомерОплаты: paid === 'T' ? '' : `ПКО-${order.number.replace(/\D/g, '')}`,
      ДатаОтгрузки: shipped,
      НомерОтгрузки: shipped === 'T' ? '' : `РТУ-${order.number.replace(/\D/g, '')}`,
    })
  })
  return (
    fill(template.slice(0, open), { ДатаФормирования: stamp }) +
    documents.join('\n  ') +
    template.slice(end)
  )
}

/** A saved `mode=query` answer: windows-1251 when its prolog says so, else UTF-8. */
function readSavedAnswer(file) {
  const bytes = fs.readFileSync(file)
  const prolog = bytes.subarray(0, 100).toString('latin1')
  return decodeAnswer(bytes, /encoding="windows-1251"/i.test(prolog) ? 'charset=windows-1251' : '')
}

const DEFAULT_TEMPLATE = fileURLToPath(new URL('../1c-samples/sale/documents.xml', import.meta.url))

/** Orders out: checkauth → init → query (saved to --out) → success unless --no-success. */
export async function playSaleQuery(options, log = console.log) {
  const exchange = new Exchange1C({ ...options, log })
  await exchange.checkauth('sale')
  await exchange.init('sale')
  const answer = await exchange.call({ type: 'sale', mode: 'query' })
  if (answer.status !== 200 || !/xml/i.test(answer.contentType)) throw new ExchangeFailure(answer)
  if (options.out) fs.writeFileSync(options.out, answer.bytes)
  const orders = ordersOfQuery(answer.text)
  log(
    `Заказов в ответе: ${orders.length}${orders.length ? `: ${orders.map((o) => o.number).join(', ')}` : ''}`
  )
  if (!options['no-success']) {
    const done = await exchange.call({ type: 'sale', mode: 'success' })
    if (done.lines[0] !== 'success') throw new ExchangeFailure(done)
  }
  return { orders, exchange }
}

/** Statuses back: the document for the orders, sent (file) and applied (import). */
export async function playSaleStatuses(options, log = console.log) {
  const orders = options['statuses-from']
    ? ordersOfQuery(readSavedAnswer(options['statuses-from']))
    : options.statuses
        .split(',')
        .map((n) => ({ number: n.trim() }))
        .filter((o) => o.number)
  if (!orders.length) throw new Error('Нет заказов для документа 1С')
  if (options['number-1c']) {
    if (orders.length > 1) throw new Error('--number-1c — только для одного заказа')
    orders[0].oneCNumber = options['number-1c']
  }
  const xml = statusDocument(
    fs.readFileSync(options.template ?? DEFAULT_TEMPLATE, 'utf8'),
    orders,
    {
      paid: options.paid,
      shipped: options.shipped,
      notPosted: options['not-posted'],
      deleted: options.deleted,
    }
  )
  const exchange = new Exchange1C({ ...options, log })
  await exchange.checkauth('sale')
  const { fileLimit } = await exchange.init('sale')
  // 1C names its file documents___<guid>.xml; any *.xml is accepted.
  const name = `documents___${Date.now().toString(16)}.xml`
  const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(xml, 'utf8')])
  await exchange.sendFile(name, bytes, fileLimit, 'sale')
  const answer = await exchange.importFile(name, 'sale')
  return { orders, answer, exchange }
}

/** The shop's lists for 1C's mapping: checkauth → init → info, saved to --info. */
export async function playSaleInfo(options, log = console.log) {
  const exchange = new Exchange1C({ ...options, log })
  await exchange.checkauth('sale')
  await exchange.init('sale')
  const answer = await exchange.call({ type: 'sale', mode: 'info' })
  if (answer.status !== 200 || !/xml/i.test(answer.contentType)) throw new ExchangeFailure(answer)
  fs.writeFileSync(options.info, answer.bytes)
  return answer
}

async function main(options) {
  if (options.type === 'catalog') {
    await playCatalog(options)
    console.log('Обмен каталогом завершён.')
  } else if (options.info) {
    await playSaleInfo(options)
    console.log(`Справочник сохранён в ${options.info}.`)
  } else if (options.statuses || options['statuses-from']) {
    await playSaleStatuses(options)
    console.log('Документ 1С отправлен.')
  } else {
    await playSaleQuery(options)
    console.log('Обмен заказами завершён.')
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await main(parseArgs(process.argv.slice(2)))
  } catch (error) {
    console.error(
      error instanceof ExchangeFailure ? `Обмен прерван: ${error.message}` : error.message
    )
    process.exitCode = 1
  }
}
