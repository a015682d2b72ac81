import { adminListSchema, pageWindowOf } from './adminList'
import { parseWith } from './inputFields'

const schema = adminListSchema(['number', 'placedAt', 'total'], {
  sort: 'placedAt',
  direction: 'desc',
})

describe('adminListSchema', () => {
  it('fills the defaults', () => {
    expect(parseWith(schema, {})).toEqual({
      data: { page: 1, pageSize: 25, sort: 'placedAt', direction: 'desc' },
    })
  })

  it('takes the values an address bar sends as text', () => {
    expect(
      parseWith(schema, { page: '3', pageSize: '50', sort: 'total', direction: 'asc' })
    ).toEqual({
      data: { page: 3, pageSize: 50, sort: 'total', direction: 'asc' },
    })
  })

  it('refuses unknown sort keys, odd page sizes and pages PostgreSQL cannot offset to', () => {
    expect(parseWith(schema, { sort: 'hashedPassword' })).toEqual({
      fields: { sort: ['Выберите значение из списка.'] },
    })
    expect(parseWith(schema, { pageSize: 30 })).toEqual({
      fields: { pageSize: ['Выберите значение из списка.'] },
    })
    expect(parseWith(schema, { pageSize: 1000 })).toHaveProperty('fields.pageSize')
    expect(parseWith(schema, { page: 2 ** 53 })).toHaveProperty('fields.page')
    expect(parseWith(schema, { page: 0 })).toHaveProperty('fields.page')
  })
})

describe('pageWindowOf', () => {
  it('turns a page into skip and take', () => {
    expect(pageWindowOf({ page: 3, pageSize: 25 })).toEqual({ skip: 50, take: 25 })
  })
})
