import { InvalidInputError } from '../errors'

import {
  assertPageInRange,
  INVALID_PAGE_MESSAGE,
  MAX_ROW_OFFSET,
  maxPage,
  pageCount,
  pageWindow,
  parsePageRequest,
} from './pagination'

const rules = { defaultPageSize: 9, maxPageSize: 100 }

describe('parsePageRequest', () => {
  it('fills missing page and size with defaults', () => {
    expect(parsePageRequest({}, rules)).toEqual({ page: 1, pageSize: 9 })
    expect(parsePageRequest({ page: '', pageSize: '' }, rules)).toEqual({ page: 1, pageSize: 9 })
  })

  it('accepts page_size=100, the size the old site asks for', () => {
    expect(parsePageRequest({ page: '3', pageSize: '100' }, rules)).toEqual({
      page: 3,
      pageSize: 100,
    })
  })

  it('caps page_size at the maximum instead of failing', () => {
    expect(parsePageRequest({ pageSize: 5000 }, rules).pageSize).toBe(100)
  })

  it('falls back to the default size for nonsense sizes', () => {
    for (const pageSize of ['abc', '0', '-3', '2.5']) {
      expect(parsePageRequest({ pageSize }, rules).pageSize).toBe(9)
    }
  })

  it.each(['0', '-1', 'abc', '1.5', 'last'])('rejects page=%s as an invalid page', (page) => {
    expect(() => parsePageRequest({ page }, rules)).toThrow(INVALID_PAGE_MESSAGE)
  })
})

describe('pages too far to offset to', () => {
  const last = maxPage(rules.maxPageSize)

  it('keeps every allowed page within a 32-bit row offset, at any page size', () => {
    expect(last).toBe(21_474_837)
    for (const pageSize of [1, 9, 100]) {
      expect(
        pageWindow(parsePageRequest({ page: last, pageSize }, rules)).skip
      ).toBeLessThanOrEqual(MAX_ROW_OFFSET)
    }
  })

  it.each([last + 1, 2_147_483_647, String(2 ** 53), '9'.repeat(30)])(
    'refuses page %p as bad input (400 / BAD_USER_INPUT), in Russian',
    (page) => {
      let thrown: unknown
      try {
        parsePageRequest({ page, pageSize: 1 }, rules)
      } catch (error) {
        thrown = error
      }
      expect(thrown).toBeInstanceOf(InvalidInputError)
      expect((thrown as InvalidInputError).fields).toEqual({
        page: [`Номер страницы должен быть не больше ${last}.`],
      })
      expect((thrown as InvalidInputError).extensions?.code).toBe('BAD_USER_INPUT')
    }
  )
})

describe('page arithmetic', () => {
  it('turns a page into offset and limit', () => {
    expect(pageWindow({ page: 3, pageSize: 9 })).toEqual({ skip: 18, take: 9 })
  })

  it('counts pages, an empty list having one', () => {
    expect(pageCount(0, 9)).toBe(1)
    expect(pageCount(9, 9)).toBe(1)
    expect(pageCount(10, 9)).toBe(2)
  })

  it('allows page 1 of an empty list and refuses pages past the end', () => {
    expect(() => assertPageInRange(0, { page: 1, pageSize: 9 })).not.toThrow()
    expect(() => assertPageInRange(10, { page: 2, pageSize: 9 })).not.toThrow()
    expect(() => assertPageInRange(10, { page: 3, pageSize: 9 })).toThrow(INVALID_PAGE_MESSAGE)
  })
})
