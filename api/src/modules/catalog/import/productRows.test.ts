import { parseDelimited, type SheetRow } from 'src/lib/domain/orderFileRows'

import {
  columnOf,
  FIELD_KINDS,
  imageNames,
  NO_HEADER_MESSAGE,
  productCsvDelimiter,
  productTemplateRows,
  readProductSheet,
  TEMPLATE_FIELDS,
} from './productRows'

const sheet = (...rows: string[][]): SheetRow[] => rows.map((cells, i) => ({ line: i + 1, cells }))

describe('columnOf', () => {
  it('reads the Russian headers', () => {
    expect(columnOf('Артикул')).toEqual({ kind: 'article' })
    expect(columnOf(' наименование ')).toEqual({ kind: 'name' })
    expect(columnOf('Цена, ₸')).toEqual({ kind: 'price' })
    expect(columnOf('Цена (тг)')).toEqual({ kind: 'price' })
    expect(columnOf('Старая цена')).toEqual({ kind: 'oldPrice' })
    expect(columnOf('Остаток Атырау')).toEqual({ kind: 'stock', shop: 'Атырау' })
    expect(columnOf('Остаток: Актобе')).toEqual({ kind: 'stock', shop: 'Актобе' })
    expect(columnOf('Остаток (Магазин в Атырау)')).toEqual({
      kind: 'stock',
      shop: 'Магазин в Атырау',
    })
    expect(columnOf('Характеристика: Мощность, кВт')).toEqual({
      kind: 'attribute',
      name: 'Мощность, кВт',
    })
    expect(columnOf('Изображения')).toEqual({ kind: 'images' })
    expect(columnOf('Закупка')).toBeNull()
  })

  it('reads the Kazakh twins «Наименование (каз)», «Описание (каз)» as their own columns', () => {
    for (const header of [
      'Наименование (каз)',
      'наименование(каз)',
      'Название (қаз)',
      'Наименование (kk)',
      'Наименование, каз',
    ]) {
      expect({ header, column: columnOf(header) }).toEqual({ header, column: { kind: 'nameKk' } })
    }
    expect(columnOf('Описание (каз)')).toEqual({ kind: 'descriptionKk' })
    expect(columnOf('Описание (KK)')).toEqual({ kind: 'descriptionKk' })
    // Not «Наименование» with a note, and no Kazakh twin of other columns (yet).
    expect(columnOf('Наименование (полное)')).toEqual({ kind: 'name' })
    expect(columnOf('Категория (каз)')).toBeNull()
  })

  it('reads prices of other types and quantity breaks', () => {
    const typed = (header: string, type: string, minQuantity: number) => ({
      kind: 'typePrice',
      type,
      minQuantity,
      header,
    })
    expect(columnOf('Цена Оптовая')).toEqual(typed('Цена Оптовая', 'Оптовая', 1))
    expect(columnOf('Цена: Оптовая, ₸')).toEqual(typed('Цена: Оптовая, ₸', 'Оптовая', 1))
    expect(columnOf('Оптовая цена')).toEqual(typed('Оптовая цена', 'Оптовая', 1))
    expect(columnOf('Цена wholesale')).toEqual(typed('Цена wholesale', 'wholesale', 1))
    expect(columnOf('Цена Оптовая от 10')).toEqual(typed('Цена Оптовая от 10', 'Оптовая', 10))
    expect(columnOf('цена оптовая от 10 шт. (тг)')).toEqual(
      typed('цена оптовая от 10 шт. (тг)', 'оптовая', 10)
    )
    // Retail: its breaks; its price for one piece is «Цена».
    expect(columnOf('Цена от 5')).toEqual(typed('Цена от 5', 'retail', 5))
    expect(columnOf('Цена Розничная от 5 шт')).toEqual(typed('Цена Розничная от 5 шт', 'retail', 5))
    expect(columnOf('Цена розничная')).toEqual({ kind: 'price' })
    expect(columnOf('Цена retail')).toEqual({ kind: 'price' })
    // Unknown types are the plan's to report: the sheet does not know the shop's types.
    expect(columnOf('Цена закупки')).toEqual(typed('Цена закупки', 'закупки', 1))
    for (const bad of ['Цена от 1', 'Цена Оптовая от 2,5', 'Цена Оптовая от десяти']) {
      expect(columnOf(bad)).toEqual({
        kind: 'invalid',
        error: `Колонка «${bad}»: количество для скидки — целое число от 2 до 100 000.`,
      })
    }
  })
})

describe('readProductSheet', () => {
  const header = [
    'Артикул',
    'Наименование',
    'Бренд',
    'Категория',
    'Подкатегория',
    'Цена',
    'Старая цена',
    'Остаток Атырау',
    'Характеристика: Мощность, кВт',
    'Изображения',
  ]

  it('turns rows into drafts with their line numbers', () => {
    const read = readProductSheet(
      sheet(
        ['Прайс на 01.12'],
        header,
        [
          'NS-1',
          'Насос',
          'Grundfos',
          'Насосное оборудование',
          'Циркуляционные насосы',
          '150 000,50',
          '160 000',
          '3',
          '0.75',
          'a.jpg; b.png',
        ],
        [],
        ['NS-2', '', '-', '', '-', '', '', '', '-', '-']
      )
    )
    expect(read.fileErrors).toEqual([])
    expect(read.drafts).toHaveLength(2)
    expect(read.drafts[0]).toMatchObject({
      where: 'строка 3',
      order: 3,
      article: 'NS-1',
      name: 'Насос',
      brand: 'Grundfos',
      category: 'Насосное оборудование',
      subcategory: 'Циркуляционные насосы',
      price: 15_000_050,
      oldPrice: 16_000_000,
      stock: [{ shop: 'Атырау', count: 3 }],
      attributes: [{ name: 'Мощность, кВт', value: '0,75', valueNumber: 0.75, unit: 'кВт' }],
      images: [{ name: 'a.jpg' }, { name: 'b.png' }],
      errors: [],
    })
    // Empty = keep, «-» = clear; an empty «Старая цена» = no discount.
    const second = read.drafts[1]
    expect(second.where).toBe('строка 5')
    expect(second).not.toHaveProperty('name')
    expect(second).not.toHaveProperty('price')
    expect(second).not.toHaveProperty('stock')
    expect(second.brand).toBeNull()
    expect(second.subcategory).toBeNull()
    expect(second.oldPrice).toBeNull()
    expect(second.attributes).toEqual([{ name: 'Мощность, кВт', remove: true }])
    expect(second.images).toEqual([])
  })

  it('reports bad cells of a row as its errors', () => {
    const read = readProductSheet(
      sheet(
        ['Артикул', 'Цена', 'Старая цена', 'Остаток Атырау'],
        ['NS-1', 'сто', '-1', '2,5'],
        ['', '100', '', ''],
        ['NS-3', '100', '', '', 'лишнее']
      )
    )
    expect(read.drafts[0].errors).toEqual([
      'Цена «сто»: не число',
      // -1 marks a price «on request»; an old price has no such marker.
      'Старая цена «-1»: старая цена должна быть больше цены (или оставьте её пустой).',
      'Остаток Атырау «2,5»: нужно целое число от 0 до 999 999 999.',
    ])
    expect(read.drafts[1].errors).toEqual(['Не указан артикул.'])
    expect(read.drafts[2].errors[0]).toContain('правее последней колонки')
  })

  it('needs a header with «Артикул»; warns of unknown columns; refuses doubled ones', () => {
    expect(readProductSheet(sheet(['Код', 'Цена'], ['1', '2'])).fileErrors).toEqual([
      NO_HEADER_MESSAGE,
    ])
    const read = readProductSheet(
      sheet(['Артикул', 'Цена', 'Цена, ₸', 'Закупка'], ['NS-1', '1', '1', '1'])
    )
    expect(read.fileErrors).toEqual(['Колонки «Цена» и «Цена, ₸» означают одно и то же.'])
    expect(read.warnings).toEqual(['Колонка «Закупка» (строка 1) не распознана и пропущена.'])
  })

  it('reads type prices: empty, «-» and 0 remove, -1 and text are errors', () => {
    const read = readProductSheet(
      sheet(
        ['Артикул', 'Цена', 'Цена Оптовая', 'Цена Оптовая от 10', 'Цена от 5'],
        ['NS-1', '150 000', '140 000,50', '130 000', '145 000 ₸'],
        ['NS-2', '', '', '-', '0'],
        ['NS-3', '', '-1', 'дёшево', '']
      )
    )
    expect(read.fileErrors).toEqual([])
    expect(read.drafts[0]).toMatchObject({
      price: 15_000_000,
      errors: [],
      typePrices: [
        { type: 'Оптовая', label: 'Цена Оптовая', minQuantity: 1, price: 14_000_050 },
        { type: 'Оптовая', label: 'Цена Оптовая от 10', minQuantity: 10, price: 13_000_000 },
        { type: 'retail', label: 'Цена от 5', minQuantity: 5, price: 14_500_000 },
      ],
    })
    expect(read.drafts[1].typePrices).toEqual([
      { type: 'Оптовая', label: 'Цена Оптовая', minQuantity: 1, price: null },
      { type: 'Оптовая', label: 'Цена Оптовая от 10', minQuantity: 10, price: null },
      { type: 'retail', label: 'Цена от 5', minQuantity: 5, price: null },
    ])
    expect(read.drafts[2].errors).toEqual([
      'Цена Оптовая «-1»: цена типа — число больше 0, до двух знаков после запятой (пусто — действует розничная).',
      'Цена Оптовая от 10 «дёшево»: не число',
    ])
  })

  it('refuses a bad break header and the same type price twice', () => {
    const read = readProductSheet(
      sheet(
        ['Артикул', 'Цена Оптовая', 'Оптовая цена', 'Цена от 1', 'Цена Розничная'],
        ['NS-1', '1', '1', '1', '1']
      )
    )
    expect(read.fileErrors).toEqual([
      'Колонки «Цена Оптовая» и «Оптовая цена» означают одно и то же.',
      'Колонка «Цена от 1»: количество для скидки — целое число от 2 до 100 000.',
    ])
  })

  it('takes the Kazakh twins; an empty cell or «-» clears them, no column leaves them', () => {
    const read = readProductSheet(
      sheet(
        ['Артикул', 'Наименование', 'Наименование (каз)', 'Описание (каз)'],
        ['NS-1', 'Насос', ' NS-1 сорғысы ', 'Бірінші жол\nекінші жол'],
        ['NS-2', 'Насос 2', '', '-'],
        ['NS-3', '', '—', '']
      )
    )
    expect(read.fileErrors).toEqual([])
    expect(read.warnings).toEqual([])
    expect(
      read.drafts.map(({ article, nameKk, descriptionKk }) => ({ article, nameKk, descriptionKk }))
    ).toEqual([
      { article: 'NS-1', nameKk: 'NS-1 сорғысы', descriptionKk: 'Бірінші жол\nекінші жол' },
      { article: 'NS-2', nameKk: '', descriptionKk: '' },
      { article: 'NS-3', nameKk: '', descriptionKk: '' },
    ])
    const russianOnly = readProductSheet(sheet(['Артикул', 'Наименование'], ['NS-1', 'Насос']))
    expect(russianOnly.drafts[0]).not.toHaveProperty('nameKk')
    expect(russianOnly.drafts[0]).not.toHaveProperty('descriptionKk')
  })

  it('refuses «Наименование» and «Наименование (каз)» only when one is named twice', () => {
    const read = readProductSheet(
      sheet(['Артикул', 'Наименование (каз)', 'Название (каз)'], ['NS-1', 'а', 'б'])
    )
    expect(read.fileErrors).toEqual([
      'Колонки «Наименование (каз)» и «Название (каз)» означают одно и то же.',
    ])
  })

  it('splits picture names by «;», «,» and line breaks', () => {
    expect(imageNames('a.jpg; b.jpg,c.jpg\nd.jpg;')).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'])
  })
})

describe('productCsvDelimiter', () => {
  it('finds «;» even when headers and prices are full of commas', () => {
    const text =
      'Артикул;Цена;Характеристика: Мощность, кВт;Характеристика: Напор, м;Характеристика: Расход, м³/ч\n' +
      'NS-1;150 000,50;0,75;4,5;2,5\n'
    expect(productCsvDelimiter(text)).toBe(';')
    const rows = parseDelimited(text, ';')
    expect(readProductSheet(rows).drafts[0].price).toBe(15_000_050)
  })

  it('finds «,» with quoted values', () => {
    const text = 'Артикул,Наименование,Цена\nNS-1,"Насос, 220 В","150 000,50"\n'
    expect(productCsvDelimiter(text)).toBe(',')
    const draft = readProductSheet(parseDelimited(text, ',')).drafts[0]
    expect(draft).toMatchObject({ name: 'Насос, 220 В', price: 15_000_050 })
  })
})

describe("productTemplateRows (the back office's «Скачать шаблон»)", () => {
  it('heads each column as the importer reads it, every field but pictures', () => {
    for (const field of TEMPLATE_FIELDS)
      expect(columnOf(field.header)).toEqual({ kind: field.kind })
    expect(TEMPLATE_FIELDS.map((field) => field.kind).sort()).toEqual(
      FIELD_KINDS.filter((kind) => kind !== 'images').sort()
    )
  })

  it('has a stock column per shop and a characteristic, one example row the importer takes', () => {
    const [header, example] = productTemplateRows(['Атырау', 'Актобе'])
    expect(header.slice(-3)).toEqual([
      'Остаток Атырау',
      'Остаток Актобе',
      'Характеристика: Мощность, кВт',
    ])
    expect(example).toHaveLength(header.length)
    const read = readProductSheet(sheet(header, example))
    expect(read.fileErrors).toEqual([])
    expect(read.warnings).toEqual([])
    expect(read.drafts).toHaveLength(1)
    expect(read.drafts[0]).toMatchObject({
      where: 'строка 2',
      article: 'GR-JP-5-24',
      name: 'Насосная станция Grundfos JP 5-24',
      category: 'Насосное оборудование',
      subcategory: 'Насосные станции',
      brand: 'Grundfos',
      // Tenge as typed, stored in tiyn.
      price: 18_500_000,
      oldPrice: 19_900_000,
      unit: 'шт',
      nameKk: 'Grundfos JP 5-24 сорғы станциясы',
      descriptionKk: 'Үй мен саяжайға, 3 м³/сағ дейін.',
      errors: [],
      stock: [
        { shop: 'Атырау', count: 3 },
        { shop: 'Актобе', count: 3 },
      ],
    })
    expect(read.drafts[0].attributes).toHaveLength(1)
  })
})
