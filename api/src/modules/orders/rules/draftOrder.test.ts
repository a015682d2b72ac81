import { parseWith } from '../../../lib/domain/inputFields'

import {
  addOrderItemsInput,
  draftOrderInput,
  orderItemQuantityInput,
  orderStatusInput,
  placeOrderInput,
  removeOrderItemsInput,
} from './draftOrder'

const QUANTITY = 'Введите целое число от 1 до 100 000.'
const SHAPE = 'Каждая позиция — объект {product: артикул, quantity: количество}.'

describe('order line inputs', () => {
  it('takes lines with a quantity, one piece when it is left out, digits as text', () => {
    expect(
      parseWith(addOrderItemsInput, {
        items: [{ product: ' NS-1 ' }, { product: 'NS-2', quantity: '3' }],
      })
    ).toEqual({
      data: {
        items: [
          { product: 'NS-1', quantity: 1 },
          { product: 'NS-2', quantity: 3 },
        ],
      },
    })
    // The old site's one-line form.
    expect(parseWith(addOrderItemsInput, { product: 'NS-1', quantity: 2 })).toEqual({
      data: { items: [{ product: 'NS-1', quantity: 2 }] },
    })
  })

  it.each([
    [1.5, QUANTITY],
    [0, QUANTITY],
    [100_001, QUANTITY],
    [2 ** 31, QUANTITY],
    [2 ** 53 + 2, QUANTITY],
    ['1e3', QUANTITY],
    [true, QUANTITY],
    [{}, QUANTITY],
  ])('refuses the quantity %p', (quantity, message) => {
    expect(parseWith(orderItemQuantityInput, { quantity })).toEqual({
      fields: { quantity: [message] },
    })
    expect(parseWith(addOrderItemsInput, { items: [{ product: 'A', quantity }] })).toEqual({
      fields: { items: [message] },
    })
  })

  it('refuses lines that are not lines, and hostile articles', () => {
    for (const items of [[1], ['NS-1'], [{ product: 1.5 }], [{ product: '' }], [null], 'NS-1']) {
      expect(parseWith(addOrderItemsInput, { items })).toEqual({ fields: { items: [SHAPE] } })
    }
    for (const product of ['A\u0000', 'A\ud800', '\u202eA', 'A\nB', 'A'.repeat(101)]) {
      expect(parseWith(addOrderItemsInput, { items: [{ product }] })).toHaveProperty('fields.items')
    }
    expect(parseWith(addOrderItemsInput, {})).toEqual({
      fields: { items: ['Добавьте в заказ хотя бы один товар.'] },
    })
    expect(
      parseWith(addOrderItemsInput, {
        items: Array.from({ length: 301 }, () => ({ product: 'A' })),
      })
    ).toEqual({ fields: { items: ['В заказе может быть не больше 300 позиций.'] } })
  })

  it('makes a draft from lines, or from the cart when items are left out', () => {
    expect(parseWith(draftOrderInput, {})).toEqual({ data: { items: null, comment: '' } })
    expect(parseWith(draftOrderInput, { items: [], comment: ' к ' })).toEqual({
      data: { items: [], comment: 'к' },
    })
    expect(parseWith(draftOrderInput, { comment: 5 })).toEqual({
      fields: { comment: ['Введите текст.'] },
    })
  })

  it('removes lines by id within the database range', () => {
    expect(parseWith(removeOrderItemsInput, { itemIds: [1, '2'] })).toEqual({
      data: { itemIds: [1, 2] },
    })
    for (const itemIds of [[], [0], [2 ** 31], [1.5], 'x', null, undefined]) {
      expect(parseWith(removeOrderItemsInput, { itemIds })).toEqual({
        fields: { itemIds: ['Передайте список id позиций заказа.'] },
      })
    }
  })

  it('places with an optional shop and comment; left out, they stay', () => {
    expect(parseWith(placeOrderInput, {})).toEqual({ data: { shop: null, comment: null } })
    expect(parseWith(placeOrderInput, { shop: '2', comment: '' })).toEqual({
      data: { shop: 2, comment: '' },
    })
    expect(parseWith(placeOrderInput, { shop: 2 ** 31 })).toEqual({
      fields: { shop: ['Магазин не найден.'] },
    })
  })

  it('changes a status only to one of the lifecycle table', () => {
    expect(parseWith(orderStatusInput, { status: 'confirmed' })).toEqual({
      data: { status: 'confirmed', comment: '' },
    })
    expect(parseWith(orderStatusInput, { status: 'shipped' })).toEqual({
      fields: { status: ['Неизвестный статус «shipped».'] },
    })
    // Not text: nothing to quote (an object without a prototype cannot even be printed).
    for (const status of [[Object.create(null)], { a: 1 }, null]) {
      expect(parseWith(orderStatusInput, { status })).toEqual({
        fields: { status: ['Выберите значение из списка.'] },
      })
    }
  })
})
