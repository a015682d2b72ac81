import { planContextOf } from './plan'
import { catalogState, pump, rowDraft } from './plan.fixtures'
import { creationOf, updateOf, type RowParts } from './rowWrite'

const ctx = () => planContextOf(catalogState(), { createSections: false })

const stored: RowParts = {
  name: pump.name,
  place: { category: { id: 1 }, subcategory: { id: 11 }, brand: { id: 21 } },
  prices: null,
  typePrices: null,
  stock: undefined,
  images: undefined,
  attributes: null,
}

describe('creationOf', () => {
  it('every field, the first free slug, counts above 0, and a summary in words', () => {
    const context = ctx()
    const { changes, write } = creationOf(
      rowDraft({ article: 'NW-5', externalId: 'g-5', isActive: false }),
      {
        ...stored,
        name: 'Насос Wilo',
        place: { category: { id: 1 }, subcategory: null, brand: null },
        prices: { price: 11_000_000, currentPrice: 9_900_000, lastPrice: 11_000_000 },
        stock: [
          { shopId: 1, count: 2 },
          { shopId: 2, count: 0 },
        ],
      },
      context
    )
    expect(changes).toEqual([
      '«Насос Wilo»',
      'Насосное оборудование',
      'цена 99 000 ₸',
      'старая цена 110 000 ₸',
      'остаток Атырау 2, Актобе 0',
      'скрыт (удалён в 1С)',
    ])
    expect(write).toEqual({
      where: 'строка 2',
      article: 'NW-5',
      productId: null,
      data: {
        article: 'NW-5',
        externalId: 'g-5',
        name: 'Насос Wilo',
        slug: 'nasos-wilo-nw-5', // «nasos-wilo» is taken
        category: { id: 1 },
        subcategory: null,
        brand: null,
        isActive: false,
        price: 11_000_000,
        currentPrice: 9_900_000,
        lastPrice: 11_000_000,
      },
      stock: [{ shopId: 1, count: 2 }],
    })
    expect(context.takenSlugs.has('nasos-wilo-nw-5')).toBe(true)
  })
})

describe('updateOf', () => {
  const identity = { existing: pump, renames: false }

  it('null when the row says what is stored', () => {
    const same = {
      ...stored,
      stock: [{ shopId: 1, count: 3 }],
      images: [{ ...pump.images[0], source: null }],
    }
    expect(updateOf(rowDraft({ article: 'NS-1' }), identity, same, ctx())).toBeNull()
  })

  it('only what differs, each change in words', () => {
    const planned = updateOf(
      rowDraft({ article: 'NS-2', description: 'Новый текст', unit: 'компл.' }),
      { existing: pump, renames: true },
      {
        ...stored,
        place: { category: { id: 1 }, subcategory: null, brand: { key: 'b:wilo' } },
        stock: [
          { shopId: 1, count: 3 },
          { shopId: 2, count: 4 },
        ],
        images: [],
      },
      ctx()
    )
    expect(planned?.changes).toEqual([
      'артикул: NS-1 → NS-2',
      'описание',
      'единица: шт → компл.',
      'подкатегория: Циркуляционные насосы → —',
      'бренд: Grundfos → b:wilo',
      'изображения: 1 → 0',
      'остаток Актобе: 0 → 4',
    ])
    expect(planned?.write).toEqual({
      where: 'строка 2',
      article: 'NS-2',
      productId: 10,
      data: {
        article: 'NS-2',
        description: 'Новый текст',
        unit: 'компл.',
        subcategory: null,
        brand: { key: 'b:wilo' },
      },
      images: [],
      stock: [{ shopId: 2, count: 4 }],
    })
  })

  it('a price change names what the shopper sees; the old price on its own line', () => {
    const planned = updateOf(
      rowDraft({ article: 'NS-1' }),
      identity,
      { ...stored, prices: { price: 16_000_000, currentPrice: 14_000_000, lastPrice: 16_000_000 } },
      ctx()
    )
    expect(planned?.changes).toEqual(['цена: 150 000 ₸ → 140 000 ₸', 'старая цена: — → 160 000 ₸'])
  })
})
