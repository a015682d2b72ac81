import { targetPrices } from 'src/modules/pricing/rules/productPrices'

import { planImport } from './plan'
import type { ImportPlan } from './types'
import type { CatalogState, ProductDraft, ProductState } from './types'

const pump: ProductState = {
  id: 10,
  article: 'NS-1',
  externalId: null,
  name: 'Насос циркуляционный',
  slug: 'nasos',
  description: '',
  nameKk: '',
  descriptionKk: '',
  unit: 'шт',
  isActive: true,
  categoryId: 1,
  subcategoryId: 11,
  brandId: 21,
  price: 15_000_000,
  currentPrice: 15_000_000,
  lastPrice: null,
  attributes: [
    { name: 'Мощность, кВт', value: '0,75', valueNumber: 0.75, unit: 'кВт', position: 0 },
    { name: 'Цвет', value: 'красный', valueNumber: null, unit: null, position: 1 },
  ],
  images: [{ file: 'products/ns-1/aaa.jpg', alt: 'Насос циркуляционный', position: 0 }],
  stock: [{ shopId: 1, count: 3 }],
  typePrices: [],
}

const state = (products: ProductState[] = [pump]): CatalogState => ({
  products,
  categories: [
    { id: 1, name: 'Насосное оборудование', slug: 'nasosy' },
    { id: 2, name: 'Сантехника', slug: 'santehnika' },
  ],
  subcategories: [
    { id: 11, name: 'Циркуляционные насосы', slug: 'cirk', categoryId: 1 },
    { id: 12, name: 'Смесители', slug: 'smesiteli', categoryId: 2 },
  ],
  brands: [{ id: 21, name: 'Grundfos', slug: 'grundfos' }],
  shops: [
    { id: 1, name: 'Атырау', nameForGuest: 'Магазин в Атырау', city: 'Атырау' },
    { id: 2, name: 'Актобе', nameForGuest: 'Магазин в Актобе', city: 'Актобе' },
  ],
  priceTypes: [
    { id: 31, code: 'retail', name: 'Розничная', externalId: null },
    { id: 32, code: 'wholesale', name: 'Оптовая', externalId: 't-old-whole' },
    { id: 33, code: 'dealer', name: 'Дилерская', externalId: null },
  ],
  takenProductSlugs: new Set(['nasos-wilo']),
})

let line = 1
const draft = (fields: Partial<ProductDraft>): ProductDraft => {
  line++
  return { where: `строка ${line}`, order: line, errors: [], notes: [], ...fields }
}

const plan = (drafts: ProductDraft[], createSections = false, products?: ProductState[]) =>
  planImport({ drafts, fileErrors: [], warnings: [] }, state(products), { createSections })

const only = (p: ImportPlan) => {
  expect(p.rows).toHaveLength(1)
  return { row: p.rows[0], write: p.writes[0] }
}

describe('planImport', () => {
  it('creates a product with everything it needs', () => {
    const p = plan([
      draft({
        article: 'NW-5',
        name: 'Насос Wilo',
        category: 'насосное  ОБОРУДОВАНИЕ',
        subcategory: 'Циркуляционные насосы',
        brand: 'Wilo',
        price: 9_900_000,
        oldPrice: 11_000_000,
        stock: [{ shop: 'Магазин в Атырау', count: 2 }],
        attributes: [{ name: 'Напор, м', value: '4', valueNumber: 4, unit: 'м' }],
        images: [{ name: 'w.jpg', file: 'products/nw-5/bbb.jpg', source: '/tmp/w.jpg' }],
      }),
    ])
    expect(p.ok).toBe(true)
    const { row, write } = only(p)
    expect(row.status).toBe('created')
    expect(row.changes).toEqual([
      '«Насос Wilo»',
      'Насосное оборудование / Циркуляционные насосы',
      'бренд Wilo (новый)',
      'цена 99 000 ₸',
      'старая цена 110 000 ₸',
      'остаток Атырау 2',
      'характеристик: 1',
      'изображений: 1',
    ])
    expect(p.newBrands).toEqual([{ key: 'b:wilo', name: 'Wilo', slug: 'wilo' }])
    expect(write).toMatchObject({
      productId: null,
      article: 'NW-5',
      data: {
        name: 'Насос Wilo',
        slug: 'nasos-wilo-nw-5', // «nasos-wilo» is taken
        category: { id: 1 },
        subcategory: { id: 11 },
        brand: { key: 'b:wilo' },
        price: 11_000_000,
        currentPrice: 9_900_000,
        lastPrice: 11_000_000,
      },
      stock: [{ shopId: 1, count: 2 }],
      images: [
        { file: 'products/nw-5/bbb.jpg', alt: 'Насос Wilo', position: 0, source: '/tmp/w.jpg' },
      ],
      attributes: { set: [{ name: 'Напор, м', position: 0 }], remove: [] },
    })
  })

  it('a new product without a price is «Цену уточняйте у менеджера»', () => {
    const { row, write } = only(plan([draft({ article: 'X', name: 'X', category: 'Сантехника' })]))
    expect(row.status).toBe('created')
    expect(row.notes).toContain('Цена не указана: «Цену уточняйте у менеджера».')
    expect(write.data).toMatchObject({ price: 0, currentPrice: 0, lastPrice: null })
  })

  it('unchanged when the row says what the database holds', () => {
    const p = plan([
      draft({
        article: 'NS-1',
        name: 'Насос циркуляционный',
        category: 'Насосное оборудование',
        subcategory: 'Циркуляционные насосы',
        brand: 'grundfos',
        price: 15_000_000,
        oldPrice: null,
        stock: [
          { shop: 'Атырау', count: 3 },
          { shop: 'Актобе', count: 0 }, // no row is 0
        ],
        attributes: [{ name: 'Мощность, кВт', value: '0,75', valueNumber: 0.75, unit: 'кВт' }],
        images: [{ name: 'a.jpg', file: 'products/ns-1/aaa.jpg', source: '/tmp/a.jpg' }],
      }),
    ])
    expect(p.rows[0]).toMatchObject({ status: 'unchanged', changes: [] })
    expect(p.writes).toEqual([])
    expect(p.summary).toEqual({ created: 0, updated: 0, unchanged: 1, rejected: 0 })
  })

  it('updates only what differs, in words', () => {
    const { row, write } = only(
      plan([
        draft({
          article: 'NS-1',
          price: 14_000_000,
          oldPrice: 15_000_000,
          stock: [{ shop: 'Атырау', count: 5 }],
          attributes: [
            { name: 'Мощность, кВт', value: '1', valueNumber: 1, unit: 'кВт' },
            { name: 'Цвет', remove: true },
            { name: 'Напор, м', value: '6', valueNumber: 6, unit: 'м' },
          ],
          images: [],
        }),
      ])
    )
    expect(row.status).toBe('updated')
    expect(row.changes).toEqual([
      'цена: 150 000 ₸ → 140 000 ₸',
      'старая цена: — → 150 000 ₸',
      'характеристики: Мощность, кВт: 0,75 → 1; −Цвет; +Напор, м: 6',
      'изображения: 1 → 0',
      'остаток Атырау: 3 → 5',
    ])
    expect(write.data).toEqual({
      price: 15_000_000,
      currentPrice: 14_000_000,
      lastPrice: 15_000_000,
    })
    expect(write.attributes).toEqual({
      set: [
        { name: 'Мощность, кВт', value: '1', valueNumber: 1, unit: 'кВт', position: 0 },
        { name: 'Напор, м', value: '6', valueNumber: 6, unit: 'м', position: 2 },
      ],
      remove: ['Цвет'],
    })
    expect(write.images).toEqual([])
    expect(write.stock).toEqual([{ shopId: 1, count: 5 }])
  })

  it('sets, changes and clears the Kazakh name and description (issue 33 §3)', () => {
    const set = only(
      plan([draft({ article: 'NS-1', nameKk: 'Айналым сорғысы', descriptionKk: 'Үйге.' })])
    )
    expect(set.row.changes).toEqual(['наименование (каз): — → «Айналым сорғысы»', 'описание (каз)'])
    expect(set.write.data).toEqual({ nameKk: 'Айналым сорғысы', descriptionKk: 'Үйге.' })

    const written = { ...pump, nameKk: 'Айналым сорғысы', descriptionKk: 'Үйге.' }
    const cleared = only(
      plan([draft({ article: 'NS-1', nameKk: 'Сорғы', descriptionKk: '' })], false, [written])
    )
    expect(cleared.row.changes).toEqual([
      'наименование (каз): «Айналым сорғысы» → «Сорғы»',
      'описание (каз) убрано',
    ])
    expect(cleared.write.data).toEqual({ nameKk: 'Сорғы', descriptionKk: '' })

    // A sheet without the columns (or 1C) leaves them as they are.
    const kept = only(plan([draft({ article: 'NS-1', name: 'Насос' })], false, [written]))
    expect(kept.write.data).toEqual({ name: 'Насос' })
    const same = only(
      plan([draft({ article: 'NS-1', nameKk: 'Айналым сорғысы' })], false, [written])
    )
    expect(same.row.status).toBe('unchanged')
  })

  it('a Kazakh twin longer than its Russian field’s limit is the row’s error', () => {
    const { row } = only(plan([draft({ article: 'NS-1', nameKk: 'ә'.repeat(501) })]))
    expect(row.status).toBe('rejected')
    expect(row.errors).toEqual([expect.stringMatching(/^Наименование \(каз\): .*500/)])
  })

  it('moving to another category drops a subcategory of the old one', () => {
    const { row, write } = only(plan([draft({ article: 'NS-1', category: 'Сантехника' })]))
    expect(row.changes).toEqual([
      'категория: Насосное оборудование → Сантехника',
      'подкатегория: Циркуляционные насосы → —',
    ])
    expect(row.notes).toEqual(['Подкатегория снята: она из прежней категории.'])
    expect(write.data).toEqual({ category: { id: 2 }, subcategory: null })
  })

  it('rejects unknown sections unless asked to create them', () => {
    const rows = [
      draft({ article: 'N-1', name: 'Бак', category: 'Баки', subcategory: 'Мембранные' }),
      draft({ article: 'N-2', name: 'Бак 2', category: 'баки', subcategory: 'мембранные' }),
    ]
    const refused = plan(rows)
    expect(refused.ok).toBe(false)
    expect(refused.rows[0]).toMatchObject({
      status: 'rejected',
      errors: ['Категория «Баки» не найдена (новые категории создаёт --create-sections).'],
    })
    const created = plan(rows, true)
    expect(created.ok).toBe(true)
    expect(created.newCategories).toEqual([{ key: 'c:баки', name: 'Баки', slug: 'baki' }])
    expect(created.newSubcategories).toEqual([
      {
        key: 's:c:баки/мембранные',
        name: 'Мембранные',
        slug: 'membrannye',
        category: { key: 'c:баки' },
      },
    ])
    expect(created.writes.map((w) => w.data.subcategory)).toEqual([
      { key: 's:c:баки/мембранные' },
      { key: 's:c:баки/мембранные' },
    ])
  })

  it('rejects bad rows with their reasons and keeps going', () => {
    const p = plan([
      draft({ article: 'NS-1', price: 15_000_000, oldPrice: 10_000_000 }),
      draft({ article: 'NEW', price: 100 }),
      draft({ article: 'NS-1', price: 100 }),
      draft({ article: 'NS-9', errors: ['Цена «сто»: не число'] }),
      draft({ article: 'NS-10', name: 'Ок', category: 'Сантехника' }),
    ])
    expect(p.ok).toBe(false)
    expect(p.summary).toEqual({ created: 1, updated: 0, unchanged: 0, rejected: 4 })
    expect(p.rows.map((r) => r.errors)).toEqual([
      ['Старая цена должна быть больше цены (или оставьте её пустой).'],
      ['Не указана категория.', 'Не указано наименование.'],
      [`Артикул NS-1 уже встречался: ${p.rows[0].where}.`],
      ['Цена «сто»: не число', 'Не указана категория.', 'Не указано наименование.'],
      [],
    ])
  })

  it('reports an unknown shop once for the file', () => {
    const p = plan([
      draft({ article: 'NS-1', stock: [{ shop: 'Алматы', count: 1 }] }),
      draft({
        article: 'NS-2',
        name: 'Два',
        category: 'Сантехника',
        stock: [{ shop: 'Алматы', count: 1 }],
      }),
    ])
    expect(p.ok).toBe(false)
    expect(p.fileErrors).toEqual(['Магазин «Алматы» не найден. Магазины: Атырау, Актобе.'])
  })

  it('1C: finds products by Ид, takes over a product by article, refuses a clash', () => {
    const linked = { ...pump, id: 30, article: 'L-1', slug: 'l-1', externalId: 'guid-L' }
    const p = plan(
      [
        draft({ externalId: 'guid-L', article: 'L-1-new' }), // renamed in 1C
        draft({ externalId: 'guid-N', article: 'NS-1' }), // the CSV product gets its Ид
        draft({ externalId: 'guid-X', article: 'L-1' }), // L-1 belongs to guid-L
      ],
      false,
      [pump, linked]
    )
    expect(p.rows.map((r) => [r.status, r.changes, r.errors])).toEqual([
      ['updated', ['артикул: L-1 → L-1-new'], []],
      ['updated', ['Ид 1С: — → guid-N'], []],
      [
        'rejected',
        [],
        [
          'Артикул L-1 уже у другого товара (Ид 1С guid-L).',
          'Не указана категория.',
          'Не указано наименование.',
        ],
      ],
    ])
  })

  it('offers only update: an unknown Ид is rejected; an offer never renames', () => {
    const linked = { ...pump, externalId: 'guid-1' }
    const p = plan(
      [
        draft({ externalId: 'guid-1', article: 'OTHER', price: 100_00, updateOnly: 'нет товара' }),
        draft({ externalId: 'guid-2', price: 100_00, updateOnly: 'Товар с Ид guid-2 не найден.' }),
      ],
      false,
      [linked]
    )
    expect(p.rows[0]).toMatchObject({
      status: 'updated',
      article: 'NS-1',
      changes: ['цена: 150 000 ₸ → 100 ₸'],
    })
    expect(p.writes[0].data).toEqual({ price: 100_00, currentPrice: 100_00 })
    expect(p.rows[1]).toMatchObject({
      status: 'rejected',
      errors: ['Товар с Ид guid-2 не найден.'],
    })
  })
})

describe('planImport: prices of other types and quantity breaks', () => {
  const RETAIL = 31
  const WHOLESALE = 32
  const DEALER = 33
  /** NS-1 at 150 000 ₸ retail; wholesale 140 000 ₸, from 10 pcs 130 000 ₸; dealer 135 000 ₸. */
  const priced: ProductState = {
    ...pump,
    typePrices: [
      { priceTypeId: WHOLESALE, minQuantity: 1, price: 14_000_000 },
      { priceTypeId: WHOLESALE, minQuantity: 10, price: 13_000_000 },
      { priceTypeId: DEALER, minQuantity: 1, price: 13_500_000 },
    ],
  }
  const tier = (type: string, minQuantity: number, price: number | null, label = type) => ({
    type,
    label,
    minQuantity,
    price,
  })

  it('sets and removes rows one by one; a type the row does not name keeps its rows', () => {
    const p = plan(
      [
        draft({
          article: 'NS-1',
          typePrices: [
            tier('Оптовая', 1, 13_900_000),
            tier('оптовая', 10, null),
            tier('wholesale', 20, 12_000_000),
            tier('retail', 5, 14_500_000, 'Цена от 5'),
          ],
        }),
      ],
      false,
      [priced]
    )
    expect(p.ok).toBe(true)
    const { row, write } = only(p)
    expect(row).toMatchObject({
      status: 'updated',
      changes: [
        'цена «Розничная» от 5 шт: — → 145 000 ₸',
        'цена «Оптовая»: 140 000 ₸ → 139 000 ₸',
        'цена «Оптовая» от 10 шт: 130 000 ₸ → —',
        'цена «Оптовая» от 20 шт: — → 120 000 ₸',
      ],
      notes: [],
    })
    expect(write.data).toEqual({})
    expect(write.typePrices).toEqual({
      set: [
        { priceTypeId: WHOLESALE, minQuantity: 1, price: 13_900_000 },
        { priceTypeId: WHOLESALE, minQuantity: 20, price: 12_000_000 },
        { priceTypeId: RETAIL, minQuantity: 5, price: 14_500_000 },
      ],
      remove: [{ priceTypeId: WHOLESALE, minQuantity: 10 }],
    })
  })

  it('a type given whole (1C) loses the rows the file does not list, only in its scope', () => {
    const p = plan(
      [
        draft({
          externalId: 'guid-1',
          updateOnly: 'нет',
          typePrices: [tier('wholesale', 1, 14_000_000)],
          statedPriceTypes: [
            { type: 'wholesale', base: true, breaks: true },
            { type: 'dealer', base: false, breaks: true },
          ],
        }),
      ],
      false,
      [{ ...priced, externalId: 'guid-1' }]
    )
    const { row, write } = only(p)
    expect(row.changes).toEqual(['цена «Оптовая» от 10 шт: 130 000 ₸ → —'])
    // The dealer's own price is out of scope (breaks only): it stays.
    expect(write.typePrices).toEqual({
      set: [],
      remove: [{ priceTypeId: WHOLESALE, minQuantity: 10 }],
    })
  })

  it('the same prices again change nothing', () => {
    const p = plan(
      [
        draft({
          article: 'NS-1',
          typePrices: [tier('Оптовая', 1, 14_000_000), tier('Оптовая', 10, 13_000_000)],
          statedPriceTypes: [{ type: 'wholesale', base: true, breaks: true }],
        }),
      ],
      false,
      [priced]
    )
    expect(p.rows[0]).toMatchObject({ status: 'unchanged', changes: [], notes: [] })
    expect(p.writes).toEqual([])
  })

  it('a new product gets its type prices in the summary and the write', () => {
    const p = plan([
      draft({
        article: 'NW-7',
        name: 'Насос Wilo',
        category: 'Сантехника',
        price: 10_000_00,
        typePrices: [tier('Оптовая', 1, 9_000_00), tier('Оптовая', 10, 8_500_00)],
      }),
    ])
    const { row, write } = only(p)
    expect(row.changes).toEqual([
      '«Насос Wilo»',
      'Сантехника',
      'цена 10 000 ₸',
      'цена «Оптовая» 9 000 ₸',
      'цена «Оптовая» от 10 шт 8 500 ₸',
    ])
    expect(write.typePrices).toEqual({
      set: [
        { priceTypeId: WHOLESALE, minQuantity: 1, price: 9_000_00 },
        { priceTypeId: WHOLESALE, minQuantity: 10, price: 8_500_00 },
      ],
      remove: [],
    })
  })

  it('remarks on prices the shopper will not pay', () => {
    const p = plan(
      [
        draft({
          article: 'NS-1',
          typePrices: [
            tier('Оптовая', 1, 16_000_000),
            tier('Оптовая', 10, 15_500_000),
            tier('retail', 5, 15_000_000, 'Цена от 5'),
          ],
        }),
      ],
      false,
      [priced]
    )
    expect(p.ok).toBe(true)
    expect(p.rows[0].notes).toEqual([
      'Цена «Розничная» от 5 шт 150 000 ₸ не ниже цены за меньшее количество: не действует.',
      'Цена «Оптовая» 160 000 ₸ выше розничной 150 000 ₸: покупатели этого типа платят розничную.',
      // Measured against what they pay for one piece: retail.
      'Цена «Оптовая» от 10 шт 155 000 ₸ не ниже цены за меньшее количество: не действует.',
    ])
  })

  it('a retail price change checks the types it now undercuts', () => {
    const p = plan([draft({ article: 'NS-1', price: 13_000_000 })], false, [priced])
    expect(p.rows[0].changes).toEqual(['цена: 150 000 ₸ → 130 000 ₸'])
    expect(p.rows[0].notes).toEqual([
      'Цена «Оптовая» 140 000 ₸ выше розничной 130 000 ₸: покупатели этого типа платят розничную.',
      'Цена «Оптовая» от 10 шт 130 000 ₸ не ниже цены за меньшее количество: не действует.',
      'Цена «Дилерская» 135 000 ₸ выше розничной 130 000 ₸: покупатели этого типа платят розничную.',
    ])
  })

  it('rejects retail rows for one piece, bad quantities, non-positive prices and doubles', () => {
    const p = plan([
      draft({
        article: 'NS-1',
        typePrices: [
          tier('retail', 1, 100_00, 'Цена retail'),
          tier('Оптовая', 0, 100_00, 'Цена Оптовая от 0'),
          tier('Оптовая', 2.5, 100_00, 'Цена Оптовая от 2,5'),
          tier('Оптовая', 3, 0, 'Оптовая от 3'),
          tier('Оптовая', 4, 100_00, 'Цена Оптовая от 4'),
          tier('wholesale', 4, 90_00, 'Цена wholesale от 4'),
        ],
      }),
    ])
    expect(p.ok).toBe(false)
    expect(p.rows[0].errors).toEqual([
      'Цена retail: розничная цена за штуку — это «Цена» товара; для розничного типа задаются только скидки за количество.',
      'Цена Оптовая от 0: количество для скидки — целое число от 2 до 100 000.',
      'Цена Оптовая от 2,5: количество для скидки — целое число от 2 до 100 000.',
      'Оптовая от 3: цена скидки за количество — число больше 0, до двух знаков после запятой.',
      'Цена wholesale от 4: цена «Оптовая» от 4 шт уже указана (Цена Оптовая от 4).',
    ])
  })

  it('an unknown price type is a warning and skipped; 1C Ид are kept on the matched types', () => {
    const p = planImport(
      {
        drafts: [
          draft({
            article: 'NS-1',
            typePrices: [
              tier('Мелкооптовая', 1, 100_00, 'Цена Мелкооптовая'),
              tier('Оптовая', 1, 13_000_000, 'Цена Оптовая'),
            ],
          }),
        ],
        fileErrors: [],
        warnings: [],
        priceTypeLinks: [
          { code: 'wholesale', externalId: 't-whole', name: 'Оптовая (1С)' },
          { code: 'dealer', externalId: 't-dealer', name: 'Дилерская' },
          { code: 'absent', externalId: 't-x', name: 'Другая' },
        ],
      },
      state([priced]),
      { createSections: false }
    )
    expect(p.ok).toBe(true)
    expect(p.warnings).toEqual([
      'Тип цен «Мелкооптовая» не найден («Цена Мелкооптовая»): эти цены пропущены. Типы цен: Розничная (retail), Оптовая (wholesale), Дилерская (dealer).',
    ])
    expect(p.rows[0].changes).toEqual(['цена «Оптовая»: 140 000 ₸ → 130 000 ₸'])
    expect(p.priceTypeLinks).toEqual([
      { id: WHOLESALE, name: 'Оптовая', externalId: 't-whole', externalName: 'Оптовая (1С)' },
      { id: DEALER, name: 'Дилерская', externalId: 't-dealer', externalName: 'Дилерская' },
    ])
  })
})

describe('targetPrices', () => {
  it('keeps the three price columns consistent', () => {
    expect(targetPrices(100, null)).toEqual({ price: 100, currentPrice: 100, lastPrice: null })
    expect(targetPrices(100, 150)).toEqual({ price: 150, currentPrice: 100, lastPrice: 150 })
    expect(targetPrices(100, 100)).toEqual({ price: 100, currentPrice: 100, lastPrice: null })
    expect(targetPrices(0, 150)).toEqual({ price: 0, currentPrice: 0, lastPrice: null })
    expect(targetPrices(-100, null)).toEqual({ price: -100, currentPrice: 0, lastPrice: null })
  })
})
