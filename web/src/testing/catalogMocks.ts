import type { AdminProductsQuery } from 'types/graphql'

import type { CatalogOptions, EditedProduct } from 'src/components/Admin/Catalog/catalogQueries'

/** The catalogue's choices: two sections with subsections, a brand, two shops. */
export const catalogOptions = (): CatalogOptions => ({
  __typename: 'AdminCatalogOptions',
  categories: [
    {
      __typename: 'AdminCategoryOption',
      id: 1,
      name: 'Насосы',
      subcategories: [{ __typename: 'AdminOption', id: 11, name: 'Поверхностные' }],
    },
    {
      __typename: 'AdminCategoryOption',
      id: 2,
      name: 'Фильтры',
      subcategories: [{ __typename: 'AdminOption', id: 21, name: 'Картриджи' }],
    },
  ],
  brands: [{ __typename: 'AdminOption', id: 5, name: 'Grundfos' }],
  shops: [
    { __typename: 'AdminOption', id: 1, name: 'Атырау' },
    { __typename: 'AdminOption', id: 2, name: 'Актобе' },
  ],
  priceTypes: [
    {
      __typename: 'AdminPriceTypeOption',
      id: 1,
      code: 'retail',
      name: 'Розничная',
      isRetail: true,
    },
    {
      __typename: 'AdminPriceTypeOption',
      id: 2,
      code: 'wholesale',
      name: 'Оптовая',
      isRetail: false,
    },
  ],
})

/** A pump as the edit screen gets it. */
export const pumpProduct = (changes: Partial<EditedProduct> = {}): EditedProduct => ({
  __typename: 'AdminProduct',
  id: 7,
  article: 'NS-100',
  name: 'Насосная станция NS-100',
  slug: 'nasosnaya-stanciya-ns-100',
  description: 'Для дачи и дома.',
  nameKk: '',
  descriptionKk: '',
  price: 60000,
  oldPrice: null,
  isActive: true,
  isPopular: true,
  isNew: false,
  onKaspi: false,
  kaspiSku: null,
  categoryId: 1,
  subcategoryId: 11,
  brandId: 5,
  updatedAt: '2026-11-25T10:00:00.000Z',
  attributes: [
    { __typename: 'AdminProductAttribute', name: 'Мощность, кВт', nameKk: '', value: '0,75' },
  ],
  stock: [
    { __typename: 'AdminProductStock', shopId: 1, shopName: 'Атырау', count: 3 },
    { __typename: 'AdminProductStock', shopId: 2, shopName: 'Актобе', count: 0 },
  ],
  pictures: [
    {
      __typename: 'AdminProductPicture',
      id: 31,
      file: 'demo/ns-1.svg',
      url: '/api/media/demo/ns-1.svg',
      alt: '',
    },
    {
      __typename: 'AdminProductPicture',
      id: 32,
      file: 'demo/ns-2.svg',
      url: '/api/media/demo/ns-2.svg',
      alt: 'Сбоку',
    },
  ],
  // Retail from 5 pcs 58 000; «Оптовая» 55 000, from 10 pcs 52 000.
  typePrices: [
    {
      __typename: 'AdminProductTypePrice',
      priceTypeId: 1,
      price: null,
      breaks: [{ __typename: 'AdminPriceBreak', minQuantity: 5, price: 58000 }],
    },
    {
      __typename: 'AdminProductTypePrice',
      priceTypeId: 2,
      price: 55000,
      breaks: [{ __typename: 'AdminPriceBreak', minQuantity: 10, price: 52000 }],
    },
  ],
  ...changes,
})

type Row = AdminProductsQuery['adminProducts']['items'][number]

export const productRows = (): Row[] => [
  {
    __typename: 'AdminProductRow',
    id: 7,
    article: 'NS-100',
    name: 'Насосная станция NS-100',
    price: 60000,
    oldPrice: null,
    stockTotal: 3,
    isActive: true,
    isPopular: true,
    isNew: false,
    categoryName: 'Насосы',
    subcategoryName: 'Поверхностные',
    brandName: 'Grundfos',
  },
  {
    __typename: 'AdminProductRow',
    id: 8,
    article: 'F-7',
    name: 'Фильтр F-7',
    price: 1000,
    oldPrice: 1200,
    stockTotal: 0,
    isActive: false,
    isPopular: false,
    isNew: true,
    categoryName: 'Фильтры',
    subcategoryName: null,
    brandName: null,
  },
]
