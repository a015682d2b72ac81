import { XMLParser, XMLValidator } from 'fast-xml-parser'

import { xmlChild, xmlList } from 'src/lib/xmlNodes'

import {
  canTransition,
  transitionProblem,
  type OrderStatusName,
} from '../../../lib/domain/orderLifecycle'

/**
 * 1C's posted documents (`type=sale&mode=file`, then `import`): which order
 * each is, 1C's own number and date, and the requisites 1C's «Обмен с
 * сайтом» writes («Проведен», «Дата оплаты по 1С», «ПометкаУдаления», …),
 * read into the move the shop should make. Pure.
 */

export class StatusDocumentError extends Error {}

export interface StatusDocument {
  /** The document's Ид and Номер: the shop's order number is one of them. */
  id: string
  number: string
  /** The document's own date («2026-12-01»), '' when absent. */
  date: string
  operation: string
  /** 1C's number and date of the order; null when the document does not tell them. */
  oneCNumber: string | null
  oneCDate: string | null
  requisites: Record<string, string>
}

/** The document's text: UTF-8 (with or without BOM) or the encoding its prolog names. */
export function decodeDocument(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return new TextDecoder('utf-8').decode(bytes.subarray(3))
  }
  const prolog = new TextDecoder('latin1').decode(bytes.subarray(0, 200))
  const declared = /encoding\s*=\s*["']([\w-]+)["']/i.exec(prolog)?.[1]?.toLowerCase()
  if (declared && declared !== 'utf-8' && declared !== 'utf8') {
    try {
      return new TextDecoder(declared).decode(bytes)
    } catch {
      // an unknown label: read as UTF-8
    }
  }
  return new TextDecoder('utf-8').decode(bytes)
}

export const DOCTYPE_REFUSED =
  'Документ из 1С содержит объявление DOCTYPE или ENTITY: такие документы не принимаются.'

// Entities are expanded here, not by the parser: only XML's five and numeric references.
const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  processEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
})

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function unescape(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole
    const code =
      ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1))
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
  })
}

type Node = Record<string, unknown>

function text(value: unknown): string {
  if (Array.isArray(value)) return text(value[0])
  if (typeof value === 'string') return unescape(value).trim()
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (value && typeof value === 'object' && '#text' in value) return text((value as Node)['#text'])
  return ''
}

/** 1C writes an empty date as `T` (or its zero date 0001-01-01): that is no date. */
export function dateOf(value: string | undefined): string | null {
  const trimmed = (value ?? '').trim()
  if (!trimmed || /^[TТ]$/.test(trimmed) || trimmed.startsWith('0001-01-01')) return null
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(trimmed) ?? /^(\d{2})\.(\d{2})\.(\d{4})/.exec(trimmed)
  if (!match) return null
  return match.length === 2 ? match[1] : `${match[3]}-${match[2]}-${match[1]}`
}

const first = (requisites: Record<string, string>, names: string[]) => {
  for (const name of names) if (requisites[name]) return requisites[name]
  return undefined
}

/** Every `Документ` of the posted file (bare, or in 1C's newer `Контейнер`s). */
export function parseStatusDocuments(bytes: Uint8Array): StatusDocument[] {
  const xml = decodeDocument(bytes)
  // No entity expansion of any kind: a document that declares any is refused whole.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new StatusDocumentError(DOCTYPE_REFUSED)
  const valid = XMLValidator.validate(xml)
  if (valid !== true) {
    throw new StatusDocumentError(
      `Документ из 1С повреждён (строка ${valid.err.line}): ${valid.err.msg}`
    )
  }
  const root = xmlChild(parser.parse(xml), 'КоммерческаяИнформация')
  if (!root || typeof root !== 'object') {
    throw new StatusDocumentError('Это не документ обмена 1С: нет элемента КоммерческаяИнформация.')
  }
  const documents = [
    ...xmlList(xmlChild(root, 'Документ')),
    ...xmlList(xmlChild(root, 'Контейнер')).flatMap((c) => xmlList(xmlChild(c, 'Документ'))),
  ]
  return documents.map((doc) => {
    const requisites: Record<string, string> = {}
    for (const value of xmlList(
      xmlChild(xmlChild(doc, 'ЗначенияРеквизитов'), 'ЗначениеРеквизита')
    )) {
      const name = text(xmlChild(value, 'Наименование'))
      if (name) requisites[name] = text(xmlChild(value, 'Значение'))
    }
    return {
      id: text(xmlChild(doc, 'Ид')),
      number: text(xmlChild(doc, 'Номер')),
      date: text(xmlChild(doc, 'Дата')),
      operation: text(xmlChild(doc, 'ХозОперация')),
      oneCNumber: first(requisites, ['Номер по 1С', 'Номер1С']) ?? null,
      oneCDate: dateOf(first(requisites, ['Дата по 1С', 'Дата1С'])),
      requisites,
    }
  })
}

/**
 * 1C's number and date of the order: its requisites, else — when the shop's
 * number came as the Ид — the document's own Номер and Дата.
 */
export function oneCOf(
  doc: StatusDocument,
  shopNumber: string
): { number: string; date: string | null } | null {
  if (doc.oneCNumber) return { number: doc.oneCNumber, date: doc.oneCDate }
  if (doc.number && doc.number !== shopNumber) return { number: doc.number, date: dateOf(doc.date) }
  return null
}

const isTrue = (value: string | undefined) =>
  ['true', 'да', '1', 'yes'].includes((value ?? '').trim().toLowerCase())

export interface StatusIntent {
  confirmed: boolean
  paid: boolean
  shipped: boolean
  cancelled: boolean
}

/** What 1C says happened: posted, paid, shipped, cancelled. */
export function intentOf(requisites: Record<string, string>): StatusIntent {
  return {
    confirmed: isTrue(requisites['Проведен']),
    paid: dateOf(requisites['Дата оплаты по 1С']) !== null || isTrue(requisites['Оплачен']),
    shipped: dateOf(requisites['Дата отгрузки по 1С']) !== null || isTrue(requisites['Отгружен']),
    cancelled: isTrue(requisites['ПометкаУдаления']) || isTrue(requisites['Отменен']),
  }
}

/** The way forward an order goes, in the lifecycle's order. */
const FORWARD: OrderStatusName[] = ['placed', 'confirmed', 'assembling', 'ready', 'completed']

/**
 * The status 1C's news leads to: cancelled wins; shipped is `ready` (the
 * lifecycle reads it «Передан курьеру» for a delivery, «Готов к выдаче» for
 * a pickup); posted is `confirmed`; nothing else moves the status.
 */
export function targetOf(intent: StatusIntent): OrderStatusName | null {
  if (intent.cancelled) return 'cancelled'
  if (intent.shipped) return 'ready'
  if (intent.confirmed) return 'confirmed'
  return null
}

export type StatusPlan = { steps: OrderStatusName[] } | { remark: string }

/**
 * The moves from `current` to `target`, one lifecycle step at a time (a
 * posted and shipped order still placed on the site is confirmed, assembled
 * and made ready, each move told as a manager's would be). An order already
 * there or past it is left alone (the same document twice changes nothing);
 * a move the lifecycle does not give 1C is the lifecycle's reason.
 */
export function planOf(current: OrderStatusName, target: OrderStatusName | null): StatusPlan {
  if (target === null || target === current) return { steps: [] }
  if (target === 'cancelled') {
    return canTransition(current, 'cancelled', 'exchange')
      ? { steps: ['cancelled'] }
      : { remark: transitionProblem(current, 'cancelled', 'exchange')! }
  }
  const from = FORWARD.indexOf(current)
  const to = FORWARD.indexOf(target)
  if (from < 0) return { remark: transitionProblem(current, target, 'exchange')! }
  if (from >= to) return { steps: [] }
  const steps = FORWARD.slice(from + 1, to + 1)
  let at = current
  for (const step of steps) {
    if (!canTransition(at, step, 'exchange')) {
      return { remark: transitionProblem(at, step, 'exchange')! }
    }
    at = step
  }
  return { steps }
}
