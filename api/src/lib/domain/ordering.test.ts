import { InvalidInputError } from '../errors'

import { invalidOrderingMessage, parseOrdering, toOrderBy } from './ordering'

const allowed = { name: 'name', price: 'currentPrice' }

function fieldsOf(fn: () => unknown): Record<string, string[]> | undefined {
  try {
    fn()
  } catch (error) {
    if (error instanceof InvalidInputError) return error.fields
    throw error
  }
  return undefined
}

describe('parseOrdering', () => {
  it('uses the fallback when the parameter is missing or empty', () => {
    for (const raw of [undefined, '', '   ', ',', ' , ']) {
      expect(parseOrdering(raw, allowed, 'name')).toEqual([{ field: 'name', direction: 'asc' }])
    }
  })

  it('accepts a descending fallback', () => {
    expect(parseOrdering(undefined, allowed, '-price')).toEqual([
      { field: 'currentPrice', direction: 'desc' },
    ])
  })

  it('reads -, + and no sign', () => {
    expect(parseOrdering('-name', allowed, 'name')).toEqual([{ field: 'name', direction: 'desc' }])
    expect(parseOrdering('+name', allowed, 'name')).toEqual([{ field: 'name', direction: 'asc' }])
    expect(parseOrdering('name', allowed, '-name')).toEqual([{ field: 'name', direction: 'asc' }])
  })

  it('treats a URL-decoded "+" (a space) as ascending', () => {
    expect(parseOrdering(' name', allowed, '-name')).toEqual([{ field: 'name', direction: 'asc' }])
  })

  it('maps public terms to fields', () => {
    expect(parseOrdering('-price', allowed, 'name')).toEqual([
      { field: 'currentPrice', direction: 'desc' },
    ])
  })

  it('reads several comma-separated terms in order, skipping empty ones', () => {
    expect(parseOrdering('-price, name,', allowed, 'name')).toEqual([
      { field: 'currentPrice', direction: 'desc' },
      { field: 'name', direction: 'asc' },
    ])
  })

  it('keeps the first direction of a repeated field', () => {
    expect(parseOrdering('name,-name', allowed, 'price')).toEqual([
      { field: 'name', direction: 'asc' },
    ])
  })

  it.each([
    'rating',
    '-rating',
    'Name',
    '--name',
    'name,rating',
    '-',
    'currentPrice',
    'constructor',
  ])('rejects %s with a 400 on the ordering field', (raw) => {
    const fields = fieldsOf(() => parseOrdering(raw, allowed, 'name'))
    expect(fields).toBeDefined()
    expect(Object.keys(fields!)).toEqual(['ordering'])
    expect(fields!.ordering[0]).toMatch(
      /^Недопустимое значение сортировки «.+»\. Допустимо: name, price\.$/
    )
  })

  it('names the offending term in the message', () => {
    expect(fieldsOf(() => parseOrdering('name, -rating', allowed, 'name'))).toEqual({
      ordering: ['Недопустимое значение сортировки «-rating». Допустимо: name, price.'],
    })
    expect(invalidOrderingMessage('x', { a: 'a', b: 'b' })).toBe(
      'Недопустимое значение сортировки «x». Допустимо: a, b.'
    )
  })

  it('refuses a fallback that is not allowed (a programming error)', () => {
    expect(() => parseOrdering(undefined, allowed, 'rating')).toThrow(/fallback/)
    expect(() => parseOrdering(undefined, allowed, 'rating')).not.toThrow(InvalidInputError)
  })
})

describe('toOrderBy', () => {
  it('builds a Prisma orderBy list', () => {
    expect(
      toOrderBy([
        { field: 'currentPrice', direction: 'desc' },
        { field: 'name', direction: 'asc' },
      ])
    ).toEqual([{ currentPrice: 'desc' }, { name: 'asc' }])
  })
})
