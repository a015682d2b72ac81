import { parse } from 'graphql/language/parser'
import { print } from 'graphql/language/printer'

import { printDocument } from './printDocument'

const samePrinted = (text: string) => {
  const document = parse(text)
  expect(print(parse(printDocument(document)))).toBe(print(document))
}

describe('printDocument', () => {
  it('prints what graphql-js prints, compact (compared through its parser)', () => {
    samePrinted(`
      query Catalogue($page: Int = 1, $filter: ProductFilter!, $ids: [Int!]!) @cached {
        products(page: $page, filter: $filter, ordering: CURRENT_PRICE_DESC, flags: [A, B]) {
          count
          list: results { id ...Card ... on Product @include(if: true) { slug } }
        }
        byIds: productsByIds(ids: $ids, where: {price: {gte: 1.5, lte: null}, text: "ёлка \\"ель\\"\\n"}) { id }
      }
      fragment Card on Product { name images { file alt } }
    `)
    samePrinted('mutation Save($input: SaveInput!) { save(input: $input) { id updatedAt } }')
    samePrinted('{ shops { id } }')
  })

  it('sends a block string as the same value', () => {
    const document = parse('query Q { a(text: """line\n  two""") }')
    expect(printDocument(document)).toBe('query Q{a(text:"line\\ntwo")}')
  })

  it('is compact: no indentation sent with every request', () => {
    expect(printDocument(parse('query Q($id: Int!) {\n  product(id: $id) {\n    id\n  }\n}'))).toBe(
      'query Q($id:Int!){product(id:$id){id}}'
    )
  })
})
