import {
  applyCatalogAction,
  CATALOG_PAGE_SIZES,
  catalogParamsOf,
  catalogViewFromParams,
  orderingsFor,
  pageCount,
  productFilterOf,
  serviceOrderingOf,
  showGoodsText,
} from './catalogView'

describe('catalogViewFromParams', () => {
  it('fills the defaults: page 1, page size 12 (issue 30: full rows of 2, 3 or 4), ordering price', () => {
    expect(catalogViewFromParams({})).toEqual({
      brandNames: [],
      price: {},
      width: {},
      length: {},
      ordering: 'price',
      page: 1,
      pageSize: 12,
      style: 'grid',
      categoryName: undefined,
      subcategoryName: undefined,
      search: undefined,
    })
  })

  it('reads the old API names, comma-joined brands and both range forms', () => {
    const view = catalogViewFromParams({
      category__name: 'Насосное оборудование',
      subcategory__name: 'Циркуляционные насосы',
      brand__name: 'Grundfos,Wilo',
      brand__name__in: 'Wilo,DAB',
      current_price__range: '10000',
      current_price__lte: '90 000',
      characteristic__weight__gte: '100',
      characteristic__length__lte: '250',
      ordering: '-price',
      page: '3',
      page_size: '18',
      style: 'list',
    })
    expect(view).toMatchObject({
      categoryName: 'Насосное оборудование',
      subcategoryName: 'Циркуляционные насосы',
      brandNames: ['Grundfos', 'Wilo', 'DAB'],
      price: { min: 10000, max: 90000 },
      width: { min: 100 },
      length: { max: 250 },
      ordering: '-price',
      page: 3,
      pageSize: 18,
      style: 'list',
    })
  })

  it('ignores nonsense instead of failing', () => {
    const view = catalogViewFromParams({
      page: '-2',
      page_size: '100000',
      ordering: 'DROP TABLE',
      current_price__gte: 'abc',
    })
    expect(view).toMatchObject({ page: 1, pageSize: 100, ordering: 'price', price: {} })
  })
})

describe('catalogParamsOf', () => {
  it('leaves defaults out and round-trips through the parser', () => {
    const view = catalogViewFromParams({
      category__name: 'Сантехника',
      brand__name: 'Grohe,Vitra',
      current_price__gte: '5000',
      page: '2',
    })
    const params = catalogParamsOf(view)
    expect(params).toEqual({
      category__name: 'Сантехника',
      brand__name: 'Grohe,Vitra',
      current_price__gte: '5000',
      page: '2',
    })
    expect(catalogViewFromParams(params)).toEqual(view)
  })
})

describe('CATALOG_PAGE_SIZES', () => {
  it('fill every row of a grid of 2, 3 or 4 cards (issue 30 §5)', () => {
    for (const size of CATALOG_PAGE_SIZES) {
      for (const columns of [2, 3, 4]) expect(size % columns).toBe(0)
    }
    expect(CATALOG_PAGE_SIZES[0]).toBe(catalogViewFromParams({}).pageSize)
  })
})

describe('applyCatalogAction (SPEC §4 Catalogue)', () => {
  const start = catalogViewFromParams({
    category__name: 'Сантехника',
    subcategory__name: 'Смесители',
    brand__name: 'Grohe',
    page: '4',
    page_size: '36',
    ordering: '-price',
    current_price__gte: '100',
  })

  it('choosing another category resets subcategory, brands and page', () => {
    expect(applyCatalogAction(start, { type: 'category', name: 'Баки и емкости' })).toMatchObject({
      categoryName: 'Баки и емкости',
      subcategoryName: undefined,
      brandNames: [],
      page: 1,
    })
  })

  it('choosing the same category again clears category and subcategory', () => {
    expect(applyCatalogAction(start, { type: 'category', name: 'Сантехника' })).toMatchObject({
      categoryName: undefined,
      subcategoryName: undefined,
      brandNames: [],
      page: 1,
    })
  })

  it('a subcategory toggles and resets brands', () => {
    const other = applyCatalogAction(start, { type: 'subcategory', name: 'Унитазы' })
    expect(other).toMatchObject({ subcategoryName: 'Унитазы', brandNames: [], page: 1 })
    expect(
      applyCatalogAction(other, { type: 'subcategory', name: 'Унитазы' }).subcategoryName
    ).toBe(undefined)
  })

  it('brands go back to page 1; pages do not touch filters', () => {
    expect(applyCatalogAction(start, { type: 'brands', names: ['Vitra'] })).toMatchObject({
      brandNames: ['Vitra'],
      page: 1,
    })
    expect(applyCatalogAction(start, { type: 'page', page: 5 })).toMatchObject({
      brandNames: ['Grohe'],
      page: 5,
    })
  })

  it('clearing keeps category and subcategory, resets page 1, size 12, ordering price, price, brands', () => {
    expect(applyCatalogAction(start, { type: 'clear' })).toMatchObject({
      categoryName: 'Сантехника',
      subcategoryName: 'Смесители',
      brandNames: [],
      price: {},
      page: 1,
      pageSize: 12,
      ordering: 'price',
    })
  })

  it("applies the filter sheet's choices at once, back on page 1, keeping order and size", () => {
    const chosen = applyCatalogAction(
      applyCatalogAction(start, { type: 'category', name: 'Насосное оборудование' }),
      { type: 'brands', names: ['Wilo', 'Wilo', 'DAB'] }
    )
    expect(
      applyCatalogAction(start, {
        type: 'filters',
        from: { ...chosen, ordering: 'name', pageSize: 12 },
      })
    ).toEqual({
      ...start,
      categoryName: 'Насосное оборудование',
      subcategoryName: undefined,
      brandNames: ['Wilo', 'DAB'],
      page: 1,
    })
  })

  it('refuses an unknown ordering', () => {
    expect(applyCatalogAction(start, { type: 'ordering', value: 'hack' })).toBe(start)
  })
})

describe('productFilterOf', () => {
  it('sends only what is set', () => {
    expect(productFilterOf(catalogViewFromParams({ brand__name: 'Wilo' }))).toEqual({
      categoryName: undefined,
      subcategoryName: undefined,
      brandNames: ['Wilo'],
      price: undefined,
      width: undefined,
      length: undefined,
      search: undefined,
    })
  })
})

it('pageCount', () => {
  expect(pageCount(0, 9)).toBe(1)
  expect(pageCount(19, 9)).toBe(3)
})

describe('a search view orders by relevance (the overlay’s order) until the shopper sorts', () => {
  it('defaults to relevance with a search, to price without', () => {
    expect(catalogViewFromParams({ search: 'насос' }).ordering).toBe('relevance')
    expect(catalogViewFromParams({}).ordering).toBe('price')
    // Relevance means nothing without a search.
    expect(catalogViewFromParams({ ordering: 'relevance' }).ordering).toBe('price')
  })

  it('sends no ordering to the services for relevance, so they rank the matches', () => {
    const view = catalogViewFromParams({ search: 'насос' })
    expect(serviceOrderingOf(view)).toBeUndefined()
    expect(serviceOrderingOf(catalogViewFromParams({ search: 'насос', ordering: '-price' }))).toBe(
      '-price'
    )
    expect(serviceOrderingOf(catalogViewFromParams({}))).toBe('price')
  })

  it('keeps the address short and offers relevance only while searching', () => {
    const view = catalogViewFromParams({ search: 'насос' })
    expect(catalogParamsOf(view)).toEqual({ search: 'насос' })
    const byPrice = applyCatalogAction(view, { type: 'ordering', value: 'price' })
    expect(catalogParamsOf(byPrice)).toEqual({ search: 'насос', ordering: 'price' })
    expect(applyCatalogAction(byPrice, { type: 'clear' }).ordering).toBe('relevance')
    expect(orderingsFor(view).map((o) => o.value)).toEqual([
      'relevance',
      'price',
      '-price',
      'name',
      '-created',
    ])
    expect(orderingsFor({}).map((o) => o.value)).not.toContain('relevance')
    const plain = catalogViewFromParams({})
    expect(applyCatalogAction(plain, { type: 'ordering', value: 'relevance' })).toBe(plain)
  })
})

test("showGoodsText: the filter sheet's button in the count's form (issue 30 §5)", () => {
  expect(showGoodsText(0)).toBe('Показать 0 товаров')
  expect(showGoodsText(1)).toBe('Показать 1 товар')
  expect(showGoodsText(3)).toBe('Показать 3 товара')
  expect(showGoodsText(12)).toBe('Показать 12 товаров')
  expect(showGoodsText(21)).toBe('Показать 21 товар')
})
