import { parseWith } from '../../../lib/domain/inputFields'
import { pictureTypeOf } from '../../../lib/domain/pictureType'
import {
  BREAK_PRICE_MESSAGE,
  BREAK_QUANTITY_MESSAGE,
  OLD_PRICE_MESSAGE,
  OLD_PRICE_ON_REQUEST_MESSAGE,
  PRICE_MESSAGE,
  TYPE_PRICE_MESSAGE,
} from '../../../lib/domain/productFields'

import {
  bulkPriceSchema,
  DUPLICATE_TYPE_MESSAGE,
  duplicateBreakMessage,
  duplicateAttributeMessage,
  pictureAddSchema,
  productEditSchema,
} from './adminCatalog'
import { adminProductListSchema } from './adminProductList'

const product = {
  article: ' NS-100 ',
  name: 'Насосная станция',
  description: '',
  price: '12 500,50',
  oldPrice: '',
  isActive: true,
  isPopular: false,
  isNew: false,
  categoryId: 1,
  subcategoryId: null,
  brandId: null,
  attributes: [{ name: 'Мощность, кВт', value: '0,75' }],
  stock: [{ shopId: 1, count: '3' }],
}

const fieldsOf = (raw: unknown) => {
  const parsed = parseWith(productEditSchema, raw)
  return 'fields' in parsed ? parsed.fields : {}
}

describe('productEditSchema', () => {
  it('reads a form: trimmed texts, prices in tenge from «12 500,50», counts as numbers', () => {
    const parsed = parseWith(productEditSchema, product)
    expect(parsed).toEqual({
      data: expect.objectContaining({
        article: 'NS-100',
        price: 12500.5,
        oldPrice: null,
        stock: [{ shopId: 1, count: 3 }],
      }),
    })
  })

  it('wants an old price above the price, and none for «price on request»', () => {
    expect(fieldsOf({ ...product, oldPrice: 12500.5 }).oldPrice).toEqual([OLD_PRICE_MESSAGE])
    expect(fieldsOf({ ...product, oldPrice: 10000 }).oldPrice).toEqual([OLD_PRICE_MESSAGE])
    expect(fieldsOf({ ...product, price: 0, oldPrice: 100 }).oldPrice).toEqual([
      OLD_PRICE_ON_REQUEST_MESSAGE,
    ])
    expect(fieldsOf({ ...product, oldPrice: 15000 })).toEqual({})
  })

  it('refuses negative, huge, over-precise or missing prices', () => {
    for (const price of [-1, '-5', 1e12, '1.234', 'abc', '', null]) {
      expect(fieldsOf({ ...product, price }).price).toEqual([PRICE_MESSAGE])
    }
  })

  it('refuses negative or fractional stock, a repeated characteristic and hostile text', () => {
    expect(fieldsOf({ ...product, stock: [{ shopId: 1, count: -1 }] }).stock).toBeTruthy()
    expect(fieldsOf({ ...product, stock: [{ shopId: 1, count: 1.5 }] }).stock).toBeTruthy()
    expect(
      fieldsOf({
        ...product,
        attributes: [
          { name: 'Вес', value: '1' },
          { name: 'вес', value: '2' },
        ],
      }).attributes
    ).toEqual([duplicateAttributeMessage('вес')])
    expect(fieldsOf({ ...product, name: 'Насос\u0000' }).name).toBeTruthy()
    expect(fieldsOf({ ...product, name: '\ud800' }).name).toBeTruthy()
  })
})

describe('adminProductListSchema', () => {
  it('takes the filters with the shared paging, and refuses unknown choices', () => {
    const parsed = parseWith(adminProductListSchema, {
      search: ' ns ',
      active: 'yes',
      stock: 'out',
    })
    expect(parsed).toEqual({
      data: expect.objectContaining({
        search: 'ns',
        active: 'yes',
        stock: 'out',
        page: 1,
        pageSize: 25,
        sort: 'updatedAt',
        direction: 'desc',
      }),
    })
    expect('fields' in parseWith(adminProductListSchema, { stock: 'some' })).toBe(true)
    expect('fields' in parseWith(adminProductListSchema, { sort: 'secret' })).toBe(true)
  })
})

describe('bulkPriceSchema', () => {
  const bulk = { filter: {}, mode: 'percent', direction: 'down', value: 10 }
  it('takes a percent up to 100 down (1000 up) or an amount', () => {
    expect('data' in parseWith(bulkPriceSchema, bulk)).toBe(true)
    expect('fields' in parseWith(bulkPriceSchema, { ...bulk, value: 101 })).toBe(true)
    expect('data' in parseWith(bulkPriceSchema, { ...bulk, direction: 'up', value: 101 })).toBe(
      true
    )
    expect('data' in parseWith(bulkPriceSchema, { ...bulk, mode: 'amount', value: 5000 })).toBe(
      true
    )
    expect('fields' in parseWith(bulkPriceSchema, { ...bulk, value: 0 })).toBe(true)
    expect('fields' in parseWith(bulkPriceSchema, { ...bulk, mode: 'half' })).toBe(true)
  })
})

describe('pictureAddSchema', () => {
  it('takes only paths the upload gives', () => {
    expect('data' in parseWith(pictureAddSchema, { productId: 1, file: 'uploads/ab12.png' })).toBe(
      true
    )
    for (const file of ['../etc/passwd', 'uploads/../x.png', '/uploads/a.png', 'demo/a.png']) {
      expect('fields' in parseWith(pictureAddSchema, { productId: 1, file })).toBe(true)
    }
  })
})

describe('pictureTypeOf', () => {
  it('knows a picture by its bytes, not its name, and refuses SVG and other files', () => {
    expect(pictureTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg')
    expect(pictureTypeOf(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('png')
    expect(pictureTypeOf(Buffer.from('GIF89a...'))).toBe('gif')
    expect(pictureTypeOf(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp')
    expect(pictureTypeOf(Buffer.from('\0\0\0\x1cftypavif'))).toBe('avif')
    expect(pictureTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(pictureTypeOf(Buffer.from('PK\x03\x04'))).toBeNull()
    expect(pictureTypeOf(Buffer.alloc(0))).toBeNull()
  })
})

describe('productEditSchema: prices by type', () => {
  const withTypes = (typePrices: unknown) => ({ ...product, typePrices })

  it('leaves the stored type prices alone when none are sent', () => {
    const parsed = parseWith(productEditSchema, product)
    expect('data' in parsed && parsed.data.typePrices).toBeUndefined()
  })

  it('reads a type’s price and breaks from the form’s text; empty is none', () => {
    const parsed = parseWith(
      productEditSchema,
      withTypes([
        {
          priceTypeId: '2',
          price: '10 000,50',
          breaks: [{ minQuantity: ' 10 ', price: '9 000' }],
        },
        { priceTypeId: 1, price: '', breaks: [] },
      ])
    )
    expect('data' in parsed && parsed.data.typePrices).toEqual([
      { priceTypeId: 2, price: 10000.5, breaks: [{ minQuantity: 10, price: 9000 }] },
      { priceTypeId: 1, price: null, breaks: [] },
    ])
  })

  it('wants prices above 0, whole quantities from 2 to 100 000, each once', () => {
    const fields = (typePrices: unknown) => fieldsOf(withTypes(typePrices)).typePrices
    expect(fields([{ priceTypeId: 2, price: '0', breaks: [] }])).toEqual([TYPE_PRICE_MESSAGE])
    expect(fields([{ priceTypeId: 2, price: '-5', breaks: [] }])).toEqual([TYPE_PRICE_MESSAGE])
    for (const minQuantity of ['1', '100001', '2,5', '']) {
      expect(fields([{ priceTypeId: 2, breaks: [{ minQuantity, price: 100 }] }])).toEqual([
        BREAK_QUANTITY_MESSAGE,
      ])
    }
    expect(
      fields([{ priceTypeId: 2, breaks: [{ minQuantity: 100000, price: 100 }] }])
    ).toBeUndefined()
    expect(fields([{ priceTypeId: 2, breaks: [{ minQuantity: 5, price: '' }] }])).toEqual([
      BREAK_PRICE_MESSAGE,
    ])
    expect(fields([{ priceTypeId: 2, breaks: [{ minQuantity: 5, price: 0 }] }])).toEqual([
      BREAK_PRICE_MESSAGE,
    ])
    expect(
      fields([
        {
          priceTypeId: 2,
          breaks: [
            { minQuantity: 5, price: 100 },
            { minQuantity: '5', price: 90 },
          ],
        },
      ])
    ).toEqual([duplicateBreakMessage(5)])
    // The same quantity in two types is two breaks; the same type twice is not.
    expect(
      fields([
        { priceTypeId: 1, breaks: [{ minQuantity: 5, price: 100 }] },
        { priceTypeId: 2, breaks: [{ minQuantity: 5, price: 90 }] },
      ])
    ).toBeUndefined()
    expect(fields([{ priceTypeId: 2 }, { priceTypeId: 2 }])).toEqual([DUPLICATE_TYPE_MESSAGE])
  })

  it('allows a type price above retail (the shopper then pays retail)', () => {
    expect(fieldsOf(withTypes([{ priceTypeId: 2, price: 99999, breaks: [] }]))).toEqual({})
  })
})
