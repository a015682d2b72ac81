import type { CatalogState, ProductDraft, ProductState } from './types'

/** A stored pump: category 1 / subcategory 11, brand 21, 150 000 ₸, 3 in Atyrau. */
export const pump: ProductState = {
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

/** Two categories with a subcategory each, one brand, two shops, three price types. */
export const catalogState = (products: ProductState[] = [pump]): CatalogState => ({
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
    { id: 32, code: 'wholesale', name: 'Оптовая', externalId: null },
    { id: 33, code: 'dealer', name: 'Дилерская', externalId: null },
  ],
  takenProductSlugs: new Set(['nasos-wilo']),
})

/** A row of a file: «строка 2» unless told. */
export const rowDraft = (fields: Partial<ProductDraft> = {}): ProductDraft => ({
  where: 'строка 2',
  order: 2,
  errors: [],
  notes: [],
  ...fields,
})
