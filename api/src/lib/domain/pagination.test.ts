import {
  assertPageInRange,
  INVALID_PAGE_MESSAGE,
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
