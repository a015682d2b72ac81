import fs from 'node:fs'
import path from 'node:path'

import {
  decodeXml,
  elementLines,
  exchangeConfigSchema,
  importDrafts,
  mergeExchange,
  parseImportXml,
  parseOffersXml,
} from './commerceml'
import {
  importXml,
  offersXml,
  SAMPLE_CONFIG,
  SAMPLE_PRICE_TYPES,
  SAMPLE_SHOPS,
} from './exchange.fixtures'
import { offerDrafts } from './offers'

const PUMP = {
  id: 'guid-1',
  article: '1C-100',
  name: 'Насос циркуляционный Wilo Star 25/4',
  group: 'g-circ-small',
  description: 'Для систем отопления.',
  images: ['import_files/ab/guid-1.png'],
  properties: [
    ['p-power', '0.045'],
    ['p-brand', 'v-wilo'],
    ['p-color', ''],
  ] as [string, string][],
}

describe('import.xml', () => {
  it('reads groups, properties and products with their lines', () => {
    const doc = parseImportXml(
      importXml([PUMP, { id: 'guid-2', article: 'T-1', name: 'Бак', group: 'g-tanks' }])
    )
    expect(doc.groups.get('g-circ-small')).toEqual({
      id: 'g-circ-small',
      name: 'Малые насосы',
      parentId: 'g-circ',
    })
    expect(doc.properties.get('p-brand')?.values.get('v-wilo')).toBe('Wilo')
    expect(doc.products[0]).toMatchObject({
      id: 'guid-1',
      article: '1C-100',
      unit: 'шт',
      groupIds: ['g-circ-small'],
      images: ['import_files/ab/guid-1.png'],
      deleted: false,
    })
    expect(doc.products[0].line).toBeGreaterThan(50)
    expect(doc.products[1].line).toBeGreaterThan(doc.products[0].line)
  })

  it('maps products to drafts: top group = category, second level = subcategory', () => {
    const doc = parseImportXml(
      importXml([
        PUMP,
        { id: 'guid-2', article: 'T-1', name: 'Бак', group: 'g-tanks', deleted: true },
        { id: 'guid-3', name: 'Без артикула', group: 'g-lost' },
      ])
    )
    const read = importDrafts([doc], SAMPLE_CONFIG)
    expect(read.drafts[0]).toMatchObject({
      externalId: 'guid-1',
      article: '1C-100',
      name: 'Насос циркуляционный Wilo Star 25/4',
      category: 'Насосное оборудование',
      subcategory: 'Циркуляционные насосы',
      brand: 'Wilo',
      description: 'Для систем отопления.',
      unit: 'шт',
      isActive: true,
      attributes: [
        { name: 'Мощность, кВт', value: '0,045', valueNumber: 0.045, unit: 'кВт' },
        { name: 'Цвет', remove: true },
      ],
      images: [{ name: 'import_files/ab/guid-1.png' }],
      errors: [],
    })
    expect(read.drafts[0].where).toMatch(/^import\.xml:\d+$/)
    expect(read.drafts[1]).toMatchObject({
      category: 'Баки и емкости',
      subcategory: null,
      isActive: false,
    })
    expect(read.drafts[2].errors).toEqual([
      'Не указан Артикул (реквизит «Артикул» в 1С).',
      'Группа с Ид g-lost не найдена в классификаторе.',
    ])
  })

  it('refuses broken XML with its line, and files that are not CommerceML', () => {
    expect(() =>
      parseImportXml('<КоммерческаяИнформация>\n<Классификатор>\n</КоммерческаяИнформация>')
    ).toThrow(/import\.xml:3: XML повреждён/)
    expect(() => parseImportXml('<root/>')).toThrow(/не файл обмена CommerceML/)
  })

  it('decodes UTF-8 with BOM and Windows-1251 declared in the prolog', () => {
    const text = '<?xml version="1.0" encoding="windows-1251"?><a>Насос</a>'
    const cp1251 = Buffer.from(
      [...text].map((c) =>
        c >= 'А' && c <= 'я' ? c.charCodeAt(0) - 0x410 + 0xc0 : c.charCodeAt(0)
      )
    )
    expect(decodeXml(cp1251)).toBe(text)
    expect(decodeXml(Buffer.from('\ufeff<a>Бак</a>'))).toBe('<a>Бак</a>')
  })

  it('finds element lines without counting longer tags', () => {
    expect(elementLines('<Товары>\n<Товар>\n</Товар>\n<Товар x="1">', 'Товар')).toEqual([2, 4])
  })
})

describe('offers.xml', () => {
  const offers = parseOffersXml(
    offersXml([
      {
        id: 'guid-1',
        prices: [
          ['t-retail', '45000.00'],
          ['t-old', '50000.00'],
          ['t-whole', '40000.00'],
        ],
        total: '10',
        stock: [
          ['w-atyrau', '3'],
          ['w-aktobe-1', '2'],
          ['w-aktobe-2', '2.5'],
          ['w-prod', '100'],
        ],
      },
      {
        id: 'guid-2',
        prices: [['t-retail', '12 000,50']],
        notation: 'rests',
        stock: [['w-aktobe-1', '4']],
      },
      { id: 'guid-3', prices: [['t-retail', '0']], total: '0' },
      { id: 'guid-4#var-1', prices: [['t-retail', '1']] },
    ])
  )

  it('reads price types, warehouses and both stock notations', () => {
    expect(offers.priceTypes.map((t) => t.name)).toEqual(['Розничная', 'Старая цена', 'Оптовая'])
    expect(offers.offers[0].stock).toHaveLength(4)
    expect(offers.offers[1].stock).toEqual([{ warehouseId: 'w-aktobe-1', quantity: '4' }])
    expect(offers.offers[2]).toMatchObject({ stock: null, total: '0' })
  })

  it('maps prices by type and sums stock per shop over its warehouses', () => {
    const read = offerDrafts([offers], SAMPLE_CONFIG, SAMPLE_SHOPS)
    expect(read.fileErrors).toEqual([])
    const [first, second, third, variant] = read.drafts
    expect(first).toMatchObject({
      externalId: 'guid-1',
      price: 4_500_000,
      oldPrice: 5_000_000,
      stock: [
        { shop: 'Атырау', count: 3 },
        { shop: 'Актобе', count: 4 },
      ],
      errors: [],
    })
    expect(first.updateOnly).toContain('guid-1')
    // No old-price entry means no discount; a shop fed by warehouses but not listed has 0.
    expect(second).toMatchObject({
      price: 1_200_050,
      oldPrice: null,
      stock: [
        { shop: 'Атырау', count: 0 },
        { shop: 'Актобе', count: 4 },
      ],
    })
    expect(third).toMatchObject({
      price: 0,
      stock: [
        { shop: 'Атырау', count: 0 },
        { shop: 'Актобе', count: 0 },
      ],
    })
    expect(variant.errors[0]).toContain('характеристики товара')
  })

  it('refuses unmapped warehouses and unknown price types for the whole file', () => {
    const config = exchangeConfigSchema.parse({ prices: { current: 'Дилерская' } })
    const read = offerDrafts([offers], config, SAMPLE_SHOPS, [], 'scripts/1c-exchange.json')
    expect(read.fileErrors).toEqual([
      'Тип цены «Дилерская» (prices.current в scripts/1c-exchange.json) не найден. Типы цен в файле: Розничная, Старая цена, Оптовая.',
      'Склад «Актобе, склад 1» (Ид w-aktobe-1) не сопоставлен с магазином: добавьте его в warehouses в scripts/1c-exchange.json (имя магазина или null, чтобы не учитывать).',
      'Склад «Актобе, склад 2» (Ид w-aktobe-2) не сопоставлен с магазином: добавьте его в warehouses в scripts/1c-exchange.json (имя магазина или null, чтобы не учитывать).',
      'Склад «Производство» (Ид w-prod) не сопоставлен с магазином: добавьте его в warehouses в scripts/1c-exchange.json (имя магазина или null, чтобы не учитывать).',
    ])
  })

  it('joins offers to the products of the same exchange by Ид', () => {
    const products = importDrafts([parseImportXml(importXml([PUMP]))], SAMPLE_CONFIG)
    const merged = mergeExchange([products, offerDrafts([offers], SAMPLE_CONFIG, SAMPLE_SHOPS)])
    expect(merged.drafts).toHaveLength(4)
    expect(merged.drafts[0]).toMatchObject({
      externalId: 'guid-1',
      article: '1C-100',
      price: 4_500_000,
      oldPrice: 5_000_000,
    })
    expect(merged.drafts[0].where).toMatch(/^import\.xml:\d+, offers\.xml:\d+$/)
    expect(merged.drafts[0].updateOnly).toBeUndefined()
    expect(merged.drafts[1].updateOnly).toBeDefined()
  })
})

describe('offers.xml: every price type and quantity breaks', () => {
  it('the shipped scripts/1c-exchange.json is a valid config', () => {
    const file = path.join(__dirname, '../../../../../scripts/1c-exchange.json')
    const config = exchangeConfigSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')))
    expect(config.prices.types).toEqual({})
  })

  /** The sample's types (Розничная, Старая цена, Оптовая) and these more. */
  const withTypes = (xml: string, types: [string, string][]) =>
    xml.replace(
      '    </ТипыЦен>',
      types
        .map(
          ([id, name]) =>
            `      <ТипЦены>\n        <Ид>${id}</Ид>\n        <Наименование>${name}</Наименование>\n        <Валюта>KZT</Валюта>\n      </ТипЦены>\n`
        )
        .join('') + '    </ТипыЦен>'
    )
  const read = (xml: string, prices: object = {}, types = SAMPLE_PRICE_TYPES) =>
    offerDrafts(
      [parseOffersXml(xml)],
      exchangeConfigSchema.parse({ prices }),
      SAMPLE_SHOPS,
      [],
      'scripts/1c-exchange.json',
      types
    )

  it('maps a type named like a shop type without config; МинимальноеКоличество makes breaks', () => {
    const xml = offersXml([
      {
        id: 'guid-1',
        prices: [
          ['t-retail', '45000.00'],
          ['t-retail', '43000.00', '5'],
          ['t-old', '50000.00'],
          ['t-whole', '40000.00'],
          ['t-whole', '38000.00', '10.000'],
          ['t-whole', '0', '20'],
        ],
      },
      { id: 'guid-2', prices: [['t-retail', '12000']] },
      { id: 'guid-3' },
    ])
    const result = read(xml)
    expect(result.fileErrors).toEqual([])
    expect(result.warnings).toEqual([])
    const [first, second, third] = result.drafts
    expect(first).toMatchObject({
      price: 4_500_000,
      oldPrice: 5_000_000,
      errors: [],
      typePrices: [
        { type: 'retail', label: 'Цена от 5 шт', minQuantity: 5, price: 4_300_000 },
        { type: 'wholesale', label: 'Цена «Оптовая»', minQuantity: 1, price: 4_000_000 },
        { type: 'wholesale', label: 'Цена «Оптовая» от 10 шт', minQuantity: 10, price: 3_800_000 },
        // 0: no such price.
        { type: 'wholesale', label: 'Цена «Оптовая» от 20 шт', minQuantity: 20, price: null },
      ],
      // The file has breaks: it states breaks of retail and all of wholesale.
      statedPriceTypes: [
        { type: 'retail', base: false, breaks: true },
        { type: 'wholesale', base: true, breaks: true },
      ],
    })
    // No Оптовая price in the offer: it has none (as with the old price).
    expect(second).toMatchObject({ typePrices: [], statedPriceTypes: first.statedPriceTypes })
    // An offer without prices states nothing.
    expect(third.typePrices).toBeUndefined()
    expect(third.statedPriceTypes).toBeUndefined()
    expect(result.priceTypeLinks).toEqual([
      { code: 'retail', externalId: 't-retail', name: 'Розничная' },
      { code: 'wholesale', externalId: 't-whole', name: 'Оптовая' },
    ])
  })

  it('a file without breaks states the types’ own prices only; КоличествоОт is read too', () => {
    const plain = read(offersXml([{ id: 'guid-1', prices: [['t-whole', '40000']] }]))
    expect(plain.drafts[0].statedPriceTypes).toEqual([
      { type: 'wholesale', base: true, breaks: false },
    ])
    const attribute = offersXml([{ id: 'guid-1', prices: [['t-whole', '40000']] }]).replace(
      '<Цена>',
      '<Цена КоличествоОт="3">'
    )
    expect(read(attribute).drafts[0].typePrices).toEqual([
      { type: 'wholesale', label: 'Цена «Оптовая» от 3 шт', minQuantity: 3, price: 4_000_000 },
    ])
  })

  it('maps by prices.types (Ид or name, code or name), ignores null, keeps an Ид already linked', () => {
    const xml = withTypes(
      offersXml([
        {
          id: 'guid-1',
          prices: [
            ['t-whole', '40000'],
            ['t-small', '42000'],
            ['t-buy', '30000'],
            ['t-d', '39000'],
          ],
        },
      ]),
      [
        ['t-small', 'Мелкий опт'],
        ['t-buy', 'Закупочная'],
        ['t-d', 'Дилер 1С'],
      ]
    )
    const types = [
      ...SAMPLE_PRICE_TYPES.slice(0, 2),
      { code: 'dealer', name: 'Дилерская', externalId: 't-d' },
    ]
    const result = read(
      xml,
      { types: { 'мелкий ОПТ': 'wholesale', 't-whole': null, Закупочная: null } },
      types
    )
    expect(result.fileErrors).toEqual([])
    expect(result.warnings).toEqual([])
    expect(result.drafts[0].typePrices).toEqual([
      { type: 'wholesale', label: 'Цена «Мелкий опт»', minQuantity: 1, price: 4_200_000 },
      { type: 'dealer', label: 'Цена «Дилер 1С»', minQuantity: 1, price: 3_900_000 },
    ])
  })

  it('reports unknown types, refuses wrong mappings', () => {
    const xml = withTypes(offersXml([{ id: 'guid-1', prices: [['t-buy', '30000']] }]), [
      ['t-buy', 'Закупочная'],
      ['t-rozn', 'Розничная 2'],
    ])
    const unknown = read(xml)
    expect(unknown.fileErrors).toEqual([])
    expect(unknown.warnings).toEqual([
      'Тип цены 1С «Закупочная» (Ид t-buy) не сопоставлен с типом цен сайта: его цены не загружены. Укажите его в prices.types в scripts/1c-exchange.json ("Закупочная": код типа цен или null, чтобы не учитывать). Типы цен сайта: Розничная (retail), Оптовая (wholesale), Дилерская (dealer).',
      'Тип цены 1С «Розничная 2» (Ид t-rozn) не сопоставлен с типом цен сайта: его цены не загружены. Укажите его в prices.types в scripts/1c-exchange.json ("Розничная 2": код типа цен или null, чтобы не учитывать). Типы цен сайта: Розничная (retail), Оптовая (wholesale), Дилерская (dealer).',
    ])
    expect(unknown.drafts[0].typePrices).toEqual([])

    const wrong = read(xml, {
      types: {
        Закупочная: 'purchase',
        'Розничная 2': 'retail',
        't-whole': 'Дилерская',
        't-rozn': 'retail',
      },
    })
    expect(wrong.fileErrors).toEqual([
      'Тип цены 1С «Закупочная» сопоставлен в scripts/1c-exchange.json типу цен «purchase», а такого типа цен нет. Типы цен: Розничная (retail), Оптовая (wholesale), Дилерская (dealer).',
      'Тип цены 1С «Розничная 2» сопоставлен в scripts/1c-exchange.json розничному типу: розничная цена берётся из prices.current.',
    ])

    const twice = read(withTypes(offersXml([]), [['t-opt2', 'Оптовая 2']]), {
      types: { 'Оптовая 2': 'wholesale' },
    })
    expect(twice.fileErrors).toEqual([
      'Типы цен 1С «Оптовая» и «Оптовая 2» оба сопоставлены типу цен «Оптовая».',
    ])
  })

  it('a bad quantity or a doubled break is the offer’s error; an old price from N pieces is skipped', () => {
    const result = read(
      offersXml([
        {
          id: 'guid-1',
          prices: [
            ['t-retail', '45000'],
            ['t-whole', '40000', '2,5'],
            ['t-whole', '39000', '10'],
            ['t-whole', '38000', '10'],
            ['t-old', '50000', '10'],
          ],
        },
      ])
    )
    expect(result.drafts[0].errors).toEqual([
      'Цена «Оптовая»: МинимальноеКоличество «2,5»: количество для скидки — целое число от 2 до 100 000.',
      'Цена «Оптовая» от 10 шт указана дважды.',
    ])
    expect(result.drafts[0].notes).toEqual([
      'Старая цена от 10 шт не загружена: старая цена бывает только за штуку.',
    ])
  })

  it('joins type prices of offers and prices files: the later file’s replace the earlier’s in scope', () => {
    const offers = read(
      offersXml([
        {
          id: 'guid-1',
          prices: [
            ['t-whole', '40000'],
            ['t-whole', '38000', '10'],
          ],
        },
      ])
    )
    const prices = offerDrafts(
      [parseOffersXml(offersXml([{ id: 'guid-1', prices: [['t-whole', '41000']] }]), 'prices.xml')],
      SAMPLE_CONFIG,
      SAMPLE_SHOPS,
      [],
      undefined,
      SAMPLE_PRICE_TYPES
    )
    const merged = mergeExchange([offers, prices])
    expect(merged.drafts).toHaveLength(1)
    // prices.xml has no breaks: it restates the wholesale price only; the break stays.
    expect(merged.drafts[0]).toMatchObject({
      typePrices: [
        { type: 'wholesale', minQuantity: 10, price: 3_800_000 },
        { type: 'wholesale', minQuantity: 1, price: 4_100_000 },
      ],
      statedPriceTypes: [
        { type: 'retail', base: false, breaks: true },
        { type: 'wholesale', base: true, breaks: true },
      ],
    })
    expect(merged.priceTypeLinks).toEqual([
      { code: 'retail', externalId: 't-retail', name: 'Розничная' },
      { code: 'wholesale', externalId: 't-whole', name: 'Оптовая' },
    ])
  })
})

describe('import.xml: what the exchange endpoint reads', () => {
  it('tells a full catalogue from changes only (absent: changes only, nothing hidden)', () => {
    const full = importXml([PUMP])
    expect(full).toContain('<Каталог СодержитТолькоИзменения="false">')
    expect(parseImportXml(full).changesOnly).toBe(false)
    const changes = full.replace('ТолькоИзменения="false"', 'ТолькоИзменения="true"')
    expect(parseImportXml(changes).changesOnly).toBe(true)
    const unsaid = full.replace(' СодержитТолькоИзменения="false"', '')
    expect(parseImportXml(unsaid).changesOnly).toBe(true)
  })

  it('refuses a DOCTYPE or ENTITY declaration with its line, before any parsing', () => {
    const bomb =
      '<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]>\n' +
      '<КоммерческаяИнформация>&b;</КоммерческаяИнформация>'
    expect(() => parseImportXml(bomb, 'import.xml')).toThrow(
      'import.xml:2: XML с объявлением DOCTYPE/ENTITY не принимается (сущности не раскрываются).'
    )
    expect(() => parseOffersXml(bomb, 'offers.xml')).toThrow(/offers\.xml:2: XML с объявлением/)
  })
})
