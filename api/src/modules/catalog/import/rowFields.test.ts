import { OLD_PRICE_MESSAGE } from 'src/lib/domain/productFields'

import { catalogState, pump, rowDraft } from './plan.fixtures'
import {
  attributeChanges,
  imagesOf,
  placeOf,
  retailAfter,
  retailPricesOf,
  stockOf,
} from './rowFields'
import { RowReport } from './rowReport'
import { Sections, shopsOf } from './sections'
import type { ProductDraft, ProductState } from './types'

const sections = (createSections = false) => new Sections(catalogState(), createSections)

const place = (draft: ProductDraft, existing?: ProductState, createSections = false) => {
  const report = new RowReport(draft)
  const placed = placeOf(draft, existing, sections(createSections), report)
  return { ...placed, errors: report.errors, notes: report.notes }
}

describe('placeOf', () => {
  it('keeps the stored place; finds the row’s sections by name as names compare', () => {
    expect(place(rowDraft(), pump)).toMatchObject({
      category: { id: 1 },
      subcategory: { id: 11 },
      brand: { id: 21 },
    })
    expect(
      place(rowDraft({ category: 'САНТЕХНИКА', subcategory: 'смесители', brand: 'grundfos' }))
    ).toMatchObject({ category: { id: 2 }, subcategory: { id: 12 }, brand: { id: 21 }, errors: [] })
  })

  it('moving to another category drops the old subcategory, with a remark', () => {
    expect(place(rowDraft({ category: 'Сантехника' }), pump)).toMatchObject({
      category: { id: 2 },
      subcategory: null,
      notes: ['Подкатегория снята: она из прежней категории.'],
    })
  })

  it('an unknown category is refused unless sections are created; brands always are', () => {
    expect(place(rowDraft({ category: 'Баки' })).errors).toEqual([
      'Категория «Баки» не найдена (новые категории создаёт --create-sections).',
    ])
    expect(place(rowDraft({ category: 'Баки', brand: 'Wilo' }), undefined, true)).toMatchObject({
      category: { key: 'c:баки' },
      brand: { key: 'b:wilo' },
      errors: [],
    })
    expect(place(rowDraft({ brand: null }), pump).brand).toBeNull()
  })

  it('a new product needs a category', () => {
    expect(place(rowDraft({ article: 'X' })).errors).toEqual(['Не указана категория.'])
  })
})

describe('retailPricesOf', () => {
  const prices = (draft: ProductDraft, existing?: ProductState) => {
    const report = new RowReport(draft)
    return { prices: retailPricesOf(draft, existing, report), ...report }
  }

  it('nothing for a stored product without prices; «on request» for a new one', () => {
    expect(prices(rowDraft(), pump).prices).toBeNull()
    expect(prices(rowDraft())).toMatchObject({
      prices: { price: 0, currentPrice: 0, lastPrice: null },
      notes: ['Цена не указана: «Цену уточняйте у менеджера».'],
    })
  })

  it('an old price above the price is the list price; below it is a mistake', () => {
    expect(prices(rowDraft({ price: 9_000_000, oldPrice: 11_000_000 })).prices).toEqual({
      price: 11_000_000,
      currentPrice: 9_000_000,
      lastPrice: 11_000_000,
    })
    for (const oldPrice of [10_000_000, 0]) {
      expect(prices(rowDraft({ oldPrice }), pump).errors).toEqual([OLD_PRICE_MESSAGE])
    }
    // A price list's old price equal to the price: no discount.
    expect(prices(rowDraft({ oldPrice: 15_000_000 }), pump)).toMatchObject({
      prices: { price: 15_000_000, currentPrice: 15_000_000, lastPrice: null },
      errors: [],
    })
    expect(prices(rowDraft({ price: -100, oldPrice: 10_000_000 }), pump)).toMatchObject({
      prices: { price: -100, currentPrice: 0, lastPrice: null },
      notes: ['Старая цена не показывается: цена по запросу.'],
    })
  })

  it('the retail price after the row, and whether it moves', () => {
    expect(retailAfter(null, pump)).toEqual({
      price: { currentPrice: 15_000_000, lastPrice: null },
      changed: false,
    })
    const lower = { price: 14_000_000, currentPrice: 14_000_000, lastPrice: null }
    expect(retailAfter(lower, pump).changed).toBe(true)
    expect(retailAfter(null, undefined).changed).toBe(true)
  })
})

describe('stock, pictures and characteristics', () => {
  it('counts per shop named by name, guest name or city; the last count of a shop wins', () => {
    const shops = shopsOf(catalogState())
    expect(
      stockOf(
        [
          { shop: 'Магазин в Атырау', count: 2 },
          { shop: 'актобе', count: 0 },
          { shop: 'Атырау', count: 5 },
        ],
        shops
      )
    ).toEqual([
      { shopId: 1, count: 5 },
      { shopId: 2, count: 0 },
    ])
  })

  it('pictures found, each file once, alt texts from the name', () => {
    expect(
      imagesOf(
        [
          { name: 'a.jpg', file: 'p/a.jpg', source: '/tmp/a.jpg' },
          { name: 'a-copy.jpg', file: 'p/a.jpg' },
          { name: 'missing.jpg' },
          { name: 'b.jpg', file: 'p/b.jpg' },
        ],
        'Насос'
      )
    ).toEqual([
      { file: 'p/a.jpg', alt: 'Насос', position: 0, source: '/tmp/a.jpg' },
      { file: 'p/b.jpg', alt: 'Насос — фото 2', position: 1, source: null },
    ])
  })

  it('characteristics one by one: the last of a repeat, removals, renames by case, new ones last', () => {
    const report = new RowReport(rowDraft())
    const changes = attributeChanges(
      [
        { name: 'мощность, кВт', value: '1', valueNumber: 1, unit: 'кВт' },
        { name: 'Цвет', remove: true },
        { name: 'Напор, м', value: '4', valueNumber: 4, unit: 'м' },
        { name: 'Напор, м', value: '6', valueNumber: 6, unit: 'м' },
        { name: 'Вес', remove: true },
      ],
      pump,
      report
    )
    expect(changes).toEqual({
      set: [
        { name: 'мощность, кВт', value: '1', valueNumber: 1, unit: 'кВт', position: 0 },
        { name: 'Напор, м', value: '6', valueNumber: 6, unit: 'м', position: 2 },
      ],
      remove: ['Мощность, кВт', 'Цвет'],
      words: ['мощность, кВт: 0,75 → 1', '−Цвет', '+Напор, м: 6'],
    })
    expect(report.notes).toEqual(['Характеристика «Напор, м» указана дважды: взята последняя.'])
  })
})
