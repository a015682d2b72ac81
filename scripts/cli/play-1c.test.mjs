// node --test scripts/cli/*.test.mjs (a step of `npm test`)
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { describe, it } from 'node:test'

import { XMLParser, XMLValidator } from 'fast-xml-parser'

import {
  decodeAnswer,
  oneCDateOption,
  oneCNumberFor,
  ordersOfQuery,
  parseArgs,
  statusDocument,
} from './play-1c.mjs'

const TEMPLATE = fs.readFileSync(
  new URL('../1c-samples/sale/documents.xml', import.meta.url),
  'utf8'
)
const NOW = new Date('2026-12-02T05:15:00Z') // 10:15 in Almaty

/** Each Документ's Ид, Номер and requisites, as the shop's reader sees them. */
function documentsOf(xml) {
  assert.equal(XMLValidator.validate(xml), true)
  const root = new XMLParser({ parseTagValue: false, isArray: (n) => n === 'Документ' }).parse(
    xml
  ).КоммерческаяИнформация
  return root.Документ.map((d) => ({
    id: d.Ид,
    number: d.Номер,
    sum: d.Сумма,
    reqs: Object.fromEntries(
      d.ЗначенияРеквизитов.ЗначениеРеквизита.map((r) => [r.Наименование, r.Значение ?? ''])
    ),
  }))
}

describe('parseArgs', () => {
  const auth = ['--site', 'http://localhost:8910', '--user', '1c@x.kz', '--password', 'p']

  it('keeps the catalogue run as it was: --dir required, type catalog', () => {
    assert.equal(parseArgs([...auth, '--dir', 'd']).type, 'catalog')
    assert.throws(() => parseArgs(auth), /Не указан --dir/)
  })

  it('reads the sale runs and their flags without values', () => {
    const query = parseArgs(['--type', 'sale', ...auth, '--no-success', '--out', 'o.xml'])
    assert.deepEqual([query['no-success'], query.out], [true, 'o.xml'])
    const statuses = parseArgs(['--type', 'sale', ...auth, '--statuses', 'A-1', '--deleted'])
    assert.deepEqual([statuses.statuses, statuses.deleted], ['A-1', true])
  })

  it('refuses an unknown type, a missing value and both sources of orders', () => {
    assert.throws(() => parseArgs(['--type', 'orders', ...auth]), /catalog или sale/)
    assert.throws(() => parseArgs([...auth, '--dir']), /Не указано значение --dir/)
    assert.throws(
      () => parseArgs(['--type', 'sale', ...auth, '--statuses', 'A-1', '--statuses-from', 'o.xml']),
      /не оба/
    )
  })
})

describe('ordersOfQuery', () => {
  it('reads each Документ’s own Номер and Сумма, not its lines’', () => {
    const xml = `<КоммерческаяИнформация><Документ><Ид>A-000007</Ид><Номер>A-000007</Номер><Сумма>106901.00</Сумма>
      <Контрагенты><Контрагент><Ид>guest-1</Ид></Контрагент></Контрагенты>
      <Товары><Товар><Ид>x</Ид><Сумма>5.00</Сумма></Товар></Товары></Документ>
      <Контейнер><Документ><Ид>B&amp;1</Ид><Номер>B&amp;1</Номер><Сумма>1.00</Сумма></Документ></Контейнер></КоммерческаяИнформация>`
    assert.deepEqual(ordersOfQuery(xml), [
      { number: 'A-000007', sum: '106901.00' },
      { number: 'B&1', sum: '1.00' },
    ])
    assert.deepEqual(ordersOfQuery('<КоммерческаяИнформация/>'), [])
  })
})

describe('decodeAnswer', () => {
  it('drops a UTF-8 BOM and reads windows-1251 when the Content-Type says so', () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<a>Ә</a>')])
    assert.equal(decodeAnswer(bom, 'application/xml; charset=utf-8'), '<a>Ә</a>')
    // «Заказ» in windows-1251.
    const cp1251 = Buffer.from([0xc7, 0xe0, 0xea, 0xe0, 0xe7])
    assert.equal(decodeAnswer(cp1251, 'application/xml; charset=windows-1251'), 'Заказ')
  })
})

describe('statusDocument (what 1C posts back)', () => {
  it('one Документ per order: the shop’s number as Ид, 1C’s own as Номер and «Номер1С»', () => {
    const docs = documentsOf(
      statusDocument(TEMPLATE, [{ number: 'A-000123', sum: '5000.00' }, { number: 'A-000124' }], {
        paid: 'now',
        now: NOW,
      })
    )
    assert.deepEqual(
      docs.map((d) => [d.id, d.number, d.sum, d.reqs['Номер1С'], d.reqs['Дата1С']]),
      [
        ['A-000123', 'ЦБ-000123', '5000.00', 'ЦБ-000123', '2026-12-02'],
        ['A-000124', 'ЦБ-000124', '0.00', 'ЦБ-000124', '2026-12-02'],
      ]
    )
    assert.deepEqual(docs[0].reqs, {
      Номер1С: 'ЦБ-000123',
      Дата1С: '2026-12-02',
      Проведен: 'true',
      ПометкаУдаления: 'false',
      'Дата оплаты по 1С': '2026-12-02T10:15:00',
      'Номер оплаты по 1С': 'ПКО-000123',
      'Дата отгрузки по 1С': 'T',
      'Номер отгрузки по 1С': '',
    })
  })

  it('writes an empty date as T, and a deletion mark or a not-posted order when asked', () => {
    const [doc] = documentsOf(
      statusDocument(TEMPLATE, [{ number: 'A-000001', oneCNumber: 'ЦБ-77' }], {
        notPosted: true,
        deleted: true,
        shipped: '2026-12-03T09:00:00',
        now: NOW,
      })
    )
    assert.equal(doc.number, 'ЦБ-77')
    assert.deepEqual(
      [
        doc.reqs['Проведен'],
        doc.reqs['ПометкаУдаления'],
        doc.reqs['Дата оплаты по 1С'],
        doc.reqs['Дата отгрузки по 1С'],
      ],
      ['false', 'true', 'T', '2026-12-03T09:00:00']
    )
  })

  it('escapes what it fills in and refuses a template without a Документ', () => {
    const xml = statusDocument(TEMPLATE, [{ number: 'A-<1>&' }], { now: NOW })
    assert.match(xml, /<Ид>A-&lt;1&gt;&amp;<\/Ид>/)
    assert.equal(documentsOf(xml)[0].id, 'A-<1>&')
    assert.throws(() => statusDocument('<КоммерческаяИнформация/>', []), /нет элемента/)
  })

  it('the small pieces: 1C’s number and dates', () => {
    assert.equal(oneCNumberFor('A-000045'), 'ЦБ-000045')
    assert.equal(oneCDateOption(undefined, NOW), 'T')
    assert.equal(oneCDateOption('now', NOW), '2026-12-02T10:15:00')
    assert.equal(oneCDateOption('2026-12-01', NOW), '2026-12-01')
  })
})
