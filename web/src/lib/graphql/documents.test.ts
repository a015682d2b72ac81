import { parse } from 'graphql/language/parser'
import { print } from 'graphql/language/printer'

import { operationName, operationType, queryKey, stableStringify, withTypename } from './documents'

const PRODUCTS = parse(`
  query ProbeProducts($page: Int) {
    products(page: $page) {
      count
      results {
        id
        name
        ...Prices
        ... on Product {
          category {
            name
          }
        }
      }
    }
  }
  fragment Prices on Product {
    currentPrice
    images {
      file
    }
  }
`)

describe('documents', () => {
  it('names the operation and its kind', () => {
    expect(operationName(PRODUCTS)).toBe('ProbeProducts')
    expect(operationType(PRODUCTS)).toBe('query')
    expect(
      operationType(
        parse(`
        mutation Save {
          save
        }
      `)
      )
    ).toBe('mutation')
  })

  it('asks __typename of every object below the root, once, as Apollo did', () => {
    const printed = print(withTypename(PRODUCTS))
    // The root selection stays as written (the api has no Query.__typename to send back needlessly).
    expect(printed).toMatch(/query ProbeProducts\(\$page: Int\) \{\n {2}products/)
    expect(printed.match(/__typename/g)).toHaveLength(6)
    expect(print(withTypename(withTypename(PRODUCTS))).match(/__typename/g)).toHaveLength(6)
    expect(withTypename(PRODUCTS)).toBe(withTypename(PRODUCTS))
  })

  it('keys an operation by its variables, whatever their order; undefined members left out', () => {
    expect(queryKey('Q', { b: 1, a: [2, { d: 1, c: 2 }] })).toBe(
      queryKey('Q', { a: [2, { c: 2, d: 1 }], b: 1 })
    )
    expect(queryKey('Q', { a: 1, b: undefined })).toBe(queryKey('Q', { a: 1 }))
    expect(queryKey('Q', undefined)).toBe(queryKey('Q', {}))
    expect(queryKey('Q', { a: 1 })).not.toBe(queryKey('Q', { a: '1' }))
    expect(stableStringify({ z: null, a: 'ё' })).toBe('{"a":"ё","z":null}')
  })

  it('leaves out what JSON leaves out: a cell’s callback prop is not a variable', () => {
    const onCallback = () => undefined
    expect(queryKey('ContactsPageQuery', { onCallback })).toBe(
      queryKey('ContactsPageQuery', JSON.parse(JSON.stringify({ onCallback })))
    )
    expect(stableStringify([1, undefined, onCallback])).toBe(
      JSON.stringify([1, undefined, onCallback])
    )
    expect(stableStringify({ a: [{ b: 1, f: onCallback }] })).toBe('{"a":[{"b":1}]}')
    const day = new Date('2026-11-26T00:00:00Z')
    expect(stableStringify({ day })).toBe(JSON.stringify({ day }))
  })
})
