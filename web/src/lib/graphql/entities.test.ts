import {
  collectEntities,
  entityKey,
  keepEqualParts,
  mergeEntities,
  type KeyFields,
} from './entities'

// Loosely typed on purpose: the answers here are whatever a query asked for.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const product = (fields: Record<string, unknown>): any => ({
  __typename: 'Product',
  id: 7,
  ...fields,
})

const KEYS: KeyFields = { ContentBlock: 'key', PriceScreen: null }

describe('entityKey', () => {
  it('names an object by type and id, or by the key field its type is given', () => {
    expect(entityKey(product({}))).toBe('Product:7')
    expect(entityKey({ __typename: 'ContentBlock', key: 'contacts', id: 3 }, KEYS)).toBe(
      'ContentBlock:contacts'
    )
    expect(entityKey({ __typename: 'ContentBlock', key: 'contacts', id: 3 })).toBe('ContentBlock:3')
    expect(entityKey({ id: 7 })).toBeNull()
    expect(entityKey({ __typename: 'Cart', count: 1 })).toBeNull()
    expect(entityKey([product({})])).toBeNull()
  })

  it('names the one object of a type given no key field by its type alone', () => {
    expect(entityKey({ __typename: 'PriceScreen', types: [] }, KEYS)).toBe('PriceScreen')
    expect(entityKey({ __typename: 'PriceScreen', types: [] })).toBeNull()
  })
})

describe('mergeEntities', () => {
  const list = {
    products: {
      count: 2,
      results: [
        product({
          name: 'Насос',
          currentPrice: '100.00',
          category: { __typename: 'Category', id: 1, name: 'Насосы' },
        }),
        { __typename: 'Product', id: 8, name: 'Котёл', currentPrice: '5.00' },
      ],
    },
  }

  it('brings a saved product’s new values into a list that holds it, and leaves the rest as they were', () => {
    const saved = collectEntities({
      saveProduct: product({ name: 'Насос НС-1', currentPrice: '120.00', updatedAt: 'x' }),
    })
    const merged = mergeEntities(list, saved)
    expect(merged.products.results[0]).toMatchObject({ name: 'Насос НС-1', currentPrice: '120.00' })
    // Only the fields this answer asked for stay in it.
    expect(merged.products.results[0]).not.toHaveProperty('updatedAt')
    expect(merged.products.results[1]).toBe(list.products.results[1])
    expect(list.products.results[0].name).toBe('Насос')
  })

  it('returns the same object when nothing it holds changed (no needless redraw)', () => {
    expect(mergeEntities(list, collectEntities({ other: product({ id: 99, name: 'x' }) }))).toBe(
      list
    )
    expect(mergeEntities(list, new Map())).toBe(list)
  })

  it('keeps a nested object’s fields that the newer answer did not ask for', () => {
    const newer = collectEntities({ p: product({ category: { __typename: 'Category', id: 1 } }) })
    const merged = mergeEntities(list, newer)
    expect(merged.products.results[0].category).toEqual({
      __typename: 'Category',
      id: 1,
      name: 'Насосы',
    })
  })

  it('does not replace a list with one whose items lack fields this answer shows', () => {
    const cached = { product: product({ images: [{ file: 'a.webp', alt: 'A' }] }) }
    const thin = collectEntities({ p: product({ images: [{ file: 'b.webp' }] }) })
    expect(mergeEntities(cached, thin)).toBe(cached)
    const full = collectEntities({ p: product({ images: [{ file: 'b.webp', alt: 'B' }] }) })
    expect(mergeEntities(cached, full).product.images).toEqual([{ file: 'b.webp', alt: 'B' }])
  })

  it('lets a value become null (a cleared old price)', () => {
    const cached = { product: product({ lastPrice: '200.00' }) }
    expect(
      mergeEntities(cached, collectEntities({ p: product({ lastPrice: null }) })).product.lastPrice
    ).toBeNull()
  })

  it('merges one content block read with different fields by the frame and a page', () => {
    const frame = {
      contacts: {
        __typename: 'ContentBlock',
        key: 'contacts',
        title: 'Контакты',
        validUntil: null,
      },
    }
    const page = collectEntities(
      {
        contentBlock: {
          __typename: 'ContentBlock',
          key: 'contacts',
          title: 'Наши контакты',
          data: {},
        },
      },
      KEYS
    )
    expect(mergeEntities(frame, page, KEYS).contacts).toEqual({
      __typename: 'ContentBlock',
      key: 'contacts',
      title: 'Наши контакты',
      validUntil: null,
    })
  })

  it('replaces a one-of-its-kind screen with the one a mutation answered: an added row appears', () => {
    const row = (id: number, name: string) => ({ __typename: 'PriceRow', id, name })
    const cached = { priceScreen: { __typename: 'PriceScreen', rows: [row(1, 'Розничная')] } }
    const saved = collectEntities(
      { savePrice: { __typename: 'PriceScreen', rows: [row(1, 'Розничная'), row(2, 'VIP')] } },
      KEYS
    )
    expect(mergeEntities(cached, saved, KEYS).priceScreen.rows).toEqual([
      row(1, 'Розничная'),
      row(2, 'VIP'),
    ])
    // Without the key the screen is no entity: only the rows it holds change.
    expect(mergeEntities(cached, collectEntities({ s: saved.get('PriceScreen') }))).toBe(cached)
  })
})

describe('keepEqualParts', () => {
  it('gives the older answer back when the newer one equals it', () => {
    const older = { products: { count: 2, results: [product({ name: 'A' }), product({ id: 8 })] } }
    expect(keepEqualParts(older, structuredClone(older))).toBe(older)
    expect(keepEqualParts(null, null)).toBeNull()
    expect(keepEqualParts(3, 3)).toBe(3)
  })

  it('keeps every equal part and takes the newer value of every other', () => {
    const a = product({ name: 'A', tags: ['x'] })
    const b = product({ id: 8, name: 'B' })
    const older = { products: { count: 2, results: [a, b] } }
    const newer = structuredClone(older)
    newer.products.results[1].name = 'B2'
    const kept = keepEqualParts(older, newer)
    expect(kept).toEqual(newer)
    expect(kept.products.results[0]).toBe(a)
    expect(kept.products.results[1]).not.toBe(b)
    expect(kept.products.results[1]).toEqual(product({ id: 8, name: 'B2' }))
  })

  it('takes the newer value where the shape changed: a key added or gone, a longer list, another type', () => {
    const older = { list: [1, 2], item: { a: 1, b: 2 }, value: { a: 1 } as unknown }
    expect(keepEqualParts(older, { ...older, list: [1, 2, 3] }).list).toEqual([1, 2, 3])
    expect(keepEqualParts(older, { ...older, item: { a: 1 } }).item).toEqual({ a: 1 })
    expect(keepEqualParts(older, { ...older, item: { a: 1, b: 2, c: 3 } }).item).toEqual({
      a: 1,
      b: 2,
      c: 3,
    })
    expect(keepEqualParts(older, { ...older, value: [1] }).value).toEqual([1])
    expect(keepEqualParts({ a: undefined }, { b: undefined })).toEqual({ b: undefined })
    expect(keepEqualParts(older, { ...older, value: null }).value).toBeNull()
  })

  it('always equals the newer answer (generated answers)', () => {
    let seed = 7
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const generate = (depth: number): unknown => {
      const pick = random()
      if (depth > 3 || pick < 0.3) return [null, 0, 1, 'a', 'b', true][Math.floor(random() * 6)]
      if (pick < 0.6)
        return Array.from({ length: Math.floor(random() * 3) }, () => generate(depth + 1))
      return Object.fromEntries(
        ['a', 'b', 'c'].filter(() => random() < 0.6).map((key) => [key, generate(depth + 1)])
      )
    }
    for (let i = 0; i < 2000; i++) {
      const older = generate(0)
      const newer = random() < 0.3 ? structuredClone(older) : generate(0)
      const kept = keepEqualParts(older, newer)
      expect(kept).toStrictEqual(newer)
      if (JSON.stringify(older) === JSON.stringify(newer)) expect(kept).toBe(older)
    }
  })
})
