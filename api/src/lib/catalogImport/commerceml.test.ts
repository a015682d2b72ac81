import {
  decodeXml,
  elementLines,
  exchangeConfigSchema,
  importDrafts,
  mergeExchange,
  offerDrafts,
  parseImportXml,
  parseOffersXml,
} from './commerceml'
import { importXml, offersXml, SAMPLE_CONFIG, SAMPLE_SHOPS } from './exchange.fixtures'

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
