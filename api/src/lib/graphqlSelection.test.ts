import { Kind, parse, type FragmentDefinitionNode, type GraphQLResolveInfo } from 'graphql'

import { asksForAnyField } from './graphqlSelection'

/** The resolve info of the query's first root field, as GraphQL hands it to a resolver. */
function infoOf(query: string): GraphQLResolveInfo {
  const document = parse(query)
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) throw new Error('no operation')
  const [field] = operation.selectionSet.selections
  if (field.kind !== Kind.FIELD) throw new Error('not a field')
  const fragments = Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d])
  )
  return { fieldNodes: [field], fragments } as unknown as GraphQLResolveInfo
}

const DETAILS = ['description', 'characteristics'] as const
const asks = (query: string) => asksForAnyField(infoOf(query), ['results'], DETAILS)

describe('asksForAnyField', () => {
  it('finds a field asked for under the path', () => {
    expect(asks('{ products { count results { id description } } }')).toBe(true)
    expect(asks('{ products { results { characteristics { name value } } } }')).toBe(true)
  })

  it('does not find one asked for elsewhere, or not at all', () => {
    expect(asks('{ products { count results { id name images { file } } } }')).toBe(false)
    // Beside the path, or deeper than its fields: not the goods' own field.
    expect(asks('{ products { description results { id } } }')).toBe(false)
    expect(asks('{ products { results { brand { description } } } }')).toBe(false)
    expect(asks('{ products { count } }')).toBe(false)
  })

  it('opens named and inline fragments, at any level', () => {
    expect(
      asks(`query { products { ...Page } }
        fragment Page on ProductPage { results { ...Card } }
        fragment Card on Product { id ... on Product { description } }`)
    ).toBe(true)
    expect(
      asks(`query { products { ...Page } }
        fragment Page on ProductPage { results { ...Card } }
        fragment Card on Product { id name }`)
    ).toBe(false)
    expect(
      asks('{ products { ... on ProductPage { results { characteristics { name } } } } }')
    ).toBe(true)
  })

  it('counts a field under @skip or @include as asked: an answer never lacks it', () => {
    expect(
      asks('query ($x: Boolean!) { products { results { description @include(if: $x) } } }')
    ).toBe(true)
  })

  it('reads an aliased field by its name', () => {
    expect(asks('{ products { goods: results { text: description } } }')).toBe(true)
  })
})
