import { tooLongMessage } from './contactFields'
import { favoriteInput } from './favorite'
import { INVALID_CHARACTERS_MESSAGE, MAX_DB_INTEGER, parseWith } from './inputFields'

const NOT_FOUND = 'Товар не найден.'
const REQUIRED = 'Обязательное поле.'

describe('favoriteInput (POST /favorites/, addFavorite)', () => {
  it('takes an article, an id, or digits that may be either', () => {
    expect(parseWith(favoriteInput, { product: ' NS-100 ' })).toEqual({
      data: { product: { id: null, article: 'NS-100' } },
    })
    expect(parseWith(favoriteInput, { product: 12 })).toEqual({
      data: { product: { id: 12, article: null } },
    })
    expect(parseWith(favoriteInput, { product: ' 12' })).toEqual({
      data: { product: { id: 12, article: '12' } },
    })
    // Too many digits for an id: only an article.
    expect(parseWith(favoriteInput, { product: '1234567890' })).toEqual({
      data: { product: { id: null, article: '1234567890' } },
    })
  })

  it.each([
    [undefined, REQUIRED],
    [null, REQUIRED],
    ['', REQUIRED],
    ['   ', REQUIRED],
    [0, NOT_FOUND],
    [-1, NOT_FOUND],
    [1.5, NOT_FOUND],
    [MAX_DB_INTEGER + 1, NOT_FOUND],
    [2 ** 53 + 2, NOT_FOUND],
    [NaN, NOT_FOUND],
    [true, NOT_FOUND],
    [{}, NOT_FOUND],
    [['NS-100'], NOT_FOUND],
  ])('refuses the product %p', (product, message) => {
    expect(parseWith(favoriteInput, { product })).toEqual({ fields: { product: [message] } })
  })

  it('refuses hostile text', () => {
    for (const product of ['A\u0000', 'A\u001b', 'A\u009f', 'A\ud800', '\u202eA', 'A\nB']) {
      expect(parseWith(favoriteInput, { product })).toEqual({
        fields: { product: [INVALID_CHARACTERS_MESSAGE] },
      })
    }
    expect(parseWith(favoriteInput, { product: 'я'.repeat(101) })).toEqual({
      fields: { product: [tooLongMessage(100)] },
    })
  })
})
