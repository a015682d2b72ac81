import {
  DOCTYPE_REFUSED,
  dateOf,
  intentOf,
  oneCOf,
  parseStatusDocuments,
  planOf,
  StatusDocumentError,
  targetOf,
} from './statusDocument'
import { encodeXml } from './xml'

const utf8 = (xml: string) => new TextEncoder().encode(xml)

const requisites = (pairs: Record<string, string>) =>
  Object.entries(pairs)
    .map(
      ([name, value]) =>
        `<ЗначениеРеквизита><Наименование>${name}</Наименование><Значение>${value}</Значение></ЗначениеРеквизита>`
    )
    .join('')

/** A document as 1C УТ posts it back (schema 2.08). */
const posted = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="2026-12-02T10:00:00">${body}</КоммерческаяИнформация>`

const document = (id: string, number: string, reqs: Record<string, string>) =>
  `<Документ><Ид>${id}</Ид><Номер>${number}</Номер><Дата>2026-12-02</Дата><ХозОперация>Заказ товара</ХозОперация><Роль>Продавец</Роль><ЗначенияРеквизитов>${requisites(reqs)}</ЗначенияРеквизитов></Документ>`

describe("1C's posted documents", () => {
  it('reads each document: Ид, Номер, 1C number and date, requisites', () => {
    const [doc] = parseStatusDocuments(
      utf8(
        posted(
          document('A-000123', 'ЦБ-000045', {
            'Номер по 1С': 'ЦБ-000045',
            'Дата по 1С': '2026-12-02T11:20:00',
            Проведен: 'true',
            'Дата оплаты по 1С': 'T',
          })
        )
      )
    )
    expect(doc).toEqual({
      id: 'A-000123',
      number: 'ЦБ-000045',
      date: '2026-12-02',
      operation: 'Заказ товара',
      oneCNumber: 'ЦБ-000045',
      oneCDate: '2026-12-02',
      requisites: {
        'Номер по 1С': 'ЦБ-000045',
        'Дата по 1С': '2026-12-02T11:20:00',
        Проведен: 'true',
        'Дата оплаты по 1С': 'T',
      },
    })
  })

  it('reads documents in Контейнер, windows-1251 with references, UTF-8 with a BOM', () => {
    const xml = posted(
      `<Контейнер>${document('A-1', '1', { Номер1С: 'Ә-7' })}</Контейнер>` +
        document('A-2', 'A-2', { Проведен: 'true' })
    ).replace('UTF-8', 'windows-1251')
    const docs = parseStatusDocuments(encodeXml(xml, 'windows-1251'))
    expect(docs.map((d) => [d.id, d.oneCNumber])).toEqual([
      ['A-2', null],
      ['A-1', 'Ә-7'],
    ])
    const bom = encodeXml(posted(document('A-3', 'A-3', {})), 'utf-8')
    expect(parseStatusDocuments(bom)[0].id).toBe('A-3')
  })

  it('refuses DOCTYPE and ENTITY declarations before any parsing', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><КоммерческаяИнформация><Документ><Номер>&b;</Номер></Документ></КоммерческаяИнформация>`
    expect(() => parseStatusDocuments(utf8(bomb))).toThrow(new StatusDocumentError(DOCTYPE_REFUSED))
    const external = `<?xml version="1.0"?><!doctype x SYSTEM "file:///etc/passwd"><КоммерческаяИнформация/>`
    expect(() => parseStatusDocuments(utf8(external))).toThrow(DOCTYPE_REFUSED)
  })

  it('refuses a broken file and a foreign one with a reason', () => {
    expect(() => parseStatusDocuments(utf8('<КоммерческаяИнформация><Документ>'))).toThrow(
      /Документ из 1С повреждён/
    )
    expect(() => parseStatusDocuments(utf8('<rss/>'))).toThrow(
      /нет элемента КоммерческаяИнформация/
    )
  })

  it('expands only the five XML entities and numeric references', () => {
    const [doc] = parseStatusDocuments(
      utf8(posted(document('A-1 &amp; &lt;b&gt; &#1179; &#x4D9;', 'A-1', { X: '&unknown;' })))
    )
    expect(doc.id).toBe('A-1 & <b> қ ә')
    expect(doc.requisites.X).toBe('&unknown;')
  })
})

describe('what 1C says happened', () => {
  it('an empty date is `T` (Latin or Cyrillic) or 1C’s zero date', () => {
    expect(dateOf('T')).toBeNull()
    expect(dateOf('Т')).toBeNull()
    expect(dateOf('0001-01-01T00:00:00')).toBeNull()
    expect(dateOf('')).toBeNull()
    expect(dateOf('2026-12-02T10:00:00')).toBe('2026-12-02')
    expect(dateOf('02.12.2026 10:00:00')).toBe('2026-12-02')
  })

  it('posted → confirmed, paid by date or flag, shipped by date or flag, cancelled by mark or flag', () => {
    expect(intentOf({ Проведен: 'true', 'Дата оплаты по 1С': 'T' })).toEqual({
      confirmed: true,
      paid: false,
      shipped: false,
      cancelled: false,
    })
    expect(intentOf({ 'Дата оплаты по 1С': '2026-12-02T10:00:00' }).paid).toBe(true)
    expect(intentOf({ Оплачен: 'true' }).paid).toBe(true)
    expect(intentOf({ 'Дата отгрузки по 1С': '2026-12-02' }).shipped).toBe(true)
    expect(intentOf({ Отгружен: 'Да' }).shipped).toBe(true)
    expect(intentOf({ ПометкаУдаления: 'true' }).cancelled).toBe(true)
    expect(intentOf({ Отменен: 'true' }).cancelled).toBe(true)
    expect(intentOf({ ПометкаУдаления: 'false', Проведен: 'false' })).toEqual({
      confirmed: false,
      paid: false,
      shipped: false,
      cancelled: false,
    })
  })

  it('the target: cancelled wins, then shipped (ready), then posted (confirmed)', () => {
    const none = { confirmed: false, paid: false, shipped: false, cancelled: false }
    expect(targetOf(none)).toBeNull()
    expect(targetOf({ ...none, paid: true })).toBeNull()
    expect(targetOf({ ...none, confirmed: true })).toBe('confirmed')
    expect(targetOf({ ...none, confirmed: true, shipped: true })).toBe('ready')
    expect(targetOf({ ...none, confirmed: true, shipped: true, cancelled: true })).toBe('cancelled')
  })

  it('1C’s number: its requisite, else the document’s Номер when it is not the shop’s', () => {
    const base = {
      id: 'A-1',
      number: 'A-1',
      date: '2026-12-02',
      operation: '',
      oneCNumber: null,
      oneCDate: null,
      requisites: {},
    }
    expect(oneCOf(base, 'A-1')).toBeNull()
    expect(oneCOf({ ...base, number: 'ЦБ-9' }, 'A-1')).toEqual({
      number: 'ЦБ-9',
      date: '2026-12-02',
    })
    expect(oneCOf({ ...base, oneCNumber: 'ЦБ-8', oneCDate: null }, 'A-1')).toEqual({
      number: 'ЦБ-8',
      date: null,
    })
  })
})

describe('the moves to make', () => {
  it('walks the lifecycle one step at a time, never backwards', () => {
    expect(planOf('placed', 'confirmed')).toEqual({ steps: ['confirmed'] })
    expect(planOf('placed', 'ready')).toEqual({ steps: ['confirmed', 'assembling', 'ready'] })
    expect(planOf('assembling', 'ready')).toEqual({ steps: ['ready'] })
    expect(planOf('ready', 'confirmed')).toEqual({ steps: [] })
    expect(planOf('completed', 'ready')).toEqual({ steps: [] })
    expect(planOf('confirmed', 'confirmed')).toEqual({ steps: [] })
    expect(planOf('confirmed', null)).toEqual({ steps: [] })
  })

  it('cancels an open order; a finished one is the lifecycle’s remark', () => {
    expect(planOf('ready', 'cancelled')).toEqual({ steps: ['cancelled'] })
    expect(planOf('cancelled', 'cancelled')).toEqual({ steps: [] })
    expect(planOf('completed', 'cancelled')).toEqual({
      remark: 'Нельзя перевести заказ из статуса «Выполнен» в статус «Отменён».',
    })
    expect(planOf('cancelled', 'confirmed')).toEqual({
      remark: 'Нельзя перевести заказ из статуса «Отменён» в статус «Подтверждён».',
    })
    expect(planOf('draft', 'confirmed')).toEqual({
      remark: 'Нельзя перевести заказ из статуса «Черновик» в статус «Подтверждён».',
    })
  })
})
