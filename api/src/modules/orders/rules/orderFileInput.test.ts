import { INVALID_CHARACTERS_MESSAGE, parseWith } from '../../../lib/domain/inputFields'
import { MAX_FILE_BYTES, TOO_LARGE_MESSAGE } from '../../../lib/domain/orderFileRows'

import { FLAG_MESSAGE, fillOrderInput, orderTextInput, TEXT_MESSAGE } from './orderFileInput'

describe('orderTextInput (a pasted list of an order)', () => {
  it('keeps the text as pasted, tabs and newlines included', () => {
    expect(parseWith(orderTextInput, { text: 'F-7\t4\r\nNS-100 1\n' })).toEqual({
      data: { text: 'F-7\t4\r\nNS-100 1\n' },
    })
  })

  it.each([
    [undefined, TEXT_MESSAGE],
    [null, TEXT_MESSAGE],
    ['', TEXT_MESSAGE],
    [' \n\t', TEXT_MESSAGE],
    [42, TEXT_MESSAGE],
    [['F-7 1'], TEXT_MESSAGE],
    ['F-7\u0000 1', INVALID_CHARACTERS_MESSAGE],
    ['F-7\u001b 1', INVALID_CHARACTERS_MESSAGE],
    ['F-7\ud800 1', INVALID_CHARACTERS_MESSAGE],
    ['\u202eF-7 1', INVALID_CHARACTERS_MESSAGE],
  ])('refuses %p', (text, message) => {
    expect(parseWith(orderTextInput, { text })).toEqual({ fields: { text: [message] } })
  })

  it('refuses a text larger than a file, counted in UTF-8 bytes', () => {
    expect(parseWith(orderTextInput, { text: 'a'.repeat(MAX_FILE_BYTES) })).toHaveProperty('data')
    expect(parseWith(orderTextInput, { text: 'a'.repeat(MAX_FILE_BYTES + 1) })).toEqual({
      fields: { text: [TOO_LARGE_MESSAGE] },
    })
    // Two bytes a letter: half as many letters fit.
    expect(parseWith(orderTextInput, { text: 'я'.repeat(MAX_FILE_BYTES / 2) })).toHaveProperty(
      'data'
    )
    expect(parseWith(orderTextInput, { text: 'я'.repeat(MAX_FILE_BYTES / 2 + 1) })).toEqual({
      fields: { text: [TOO_LARGE_MESSAGE] },
    })
    // A surrogate pair is four bytes.
    expect(parseWith(orderTextInput, { text: '😀'.repeat(MAX_FILE_BYTES / 4 + 1) })).toEqual({
      fields: { text: [TOO_LARGE_MESSAGE] },
    })
  })
})

describe('fillOrderInput (fill a draft from a file)', () => {
  it('reads yes/no as JSON or form values; absent is no', () => {
    expect(parseWith(fillOrderInput, {})).toEqual({ data: { replace: false, force: false } })
    expect(parseWith(fillOrderInput, { replace: true, force: 'true' })).toEqual({
      data: { replace: true, force: true },
    })
    expect(parseWith(fillOrderInput, { replace: 'false', force: null })).toEqual({
      data: { replace: false, force: false },
    })
  })

  it('refuses anything else in the old words', () => {
    for (const value of ['yes', 1, 0, 'True', ' true', {}, [], 'true\u0000']) {
      expect(parseWith(fillOrderInput, { replace: value, force: value })).toEqual({
        fields: { replace: [FLAG_MESSAGE], force: [FLAG_MESSAGE] },
      })
    }
    expect(FLAG_MESSAGE).toBe('Требуется логическое значение.')
  })
})
