import { transformSync } from '@babel/core'
import { parse } from 'graphql/language/parser'

import { operationName, operationType, withTypename } from './documents'
import { precompileDefinitions } from './precompile'
import { printDocument } from './printDocument'
import { precompiledText } from './sentText'

/** A module of web/src as the browser build compiles it, evaluated; its exports. */
function built(source: string, plugins: unknown[] = [precompileDefinitions]) {
  const compiled = transformSync(source, {
    babelrc: false,
    configFile: false,
    plugins: [['babel-plugin-graphql-tag', { strip: true }], ...plugins] as never,
  })?.code
  const commonjs = transformSync(compiled as string, {
    babelrc: false,
    configFile: false,
    plugins: ['@babel/plugin-transform-modules-commonjs'],
  })?.code
  const exports: Record<string, unknown> = {}
  new Function('exports', 'require', commonjs as string)(exports, require)
  return { exports, code: compiled as string }
}

const PRICE = 'fragment Price on Product { price { value currency } }'
const CARD = `fragment Card on Product { id name ...Price images { file alt } }`
const QUERY = `query Products($page: Int = 1, $ids: [Int!]!) {
  products(page: $page, ids: $ids, where: { text: "ёлка \\"ель\\"" }) {
    count
    items { ...Card ...Price }
  }
}`

const MODULE = [
  "import gql from 'graphql-tag'",
  `const PRICE = gql\`${PRICE}\``,
  `const CARD = gql\`${CARD} \${PRICE}\``,
  `export const QUERY = gql\`${QUERY} \${CARD} \${PRICE}\``,
  'export const SAVE = gql`mutation Save($input: SaveInput!) { save(input: $input) { id } }`',
].join('\n')

describe('GraphQL documents precompiled by the browser build', () => {
  const { exports, code } = built(MODULE)
  const query = exports.QUERY as { definitions: unknown[] }

  it('sends what the client printed from the tree, fragments once each', () => {
    const tree = parse(`${QUERY} ${CARD} ${PRICE}`)
    expect(precompiledText(query)).toBe(printDocument(withTypename(tree)))
    expect(precompiledText(query).match(/fragment Price/g)).toHaveLength(1)
    // What the api receives parses as the same document, `__typename` added below the root.
    expect(precompiledText(query)).toContain('images{file alt __typename}')
    expect(precompiledText(query)).toContain('query Products($page:Int=1,$ids:[Int!]!){products(')
  })

  it('keeps what the client and Redwood’s cells read: the operation, its kind and name', () => {
    const document = query as never
    expect(operationName(document)).toBe('Products')
    expect(operationType(document)).toBe('query')
    expect(operationType(exports.SAVE as never)).toBe('mutation')
    // Redwood's getOperationName: the first OperationDefinition with a name.
    expect(query.definitions[0]).toMatchObject({
      kind: 'OperationDefinition',
      name: { kind: 'Name', value: 'Products' },
    })
  })

  it('leaves no tree in the module', () => {
    expect(code).not.toContain('selectionSet')
    expect(code).not.toContain('SelectionSet')
    // Without the plugin the trees are there (the check above can fail).
    expect(built(MODULE, []).code).toContain('selectionSet')
  })

  it('fails the build on a definition it cannot read, instead of shipping a tree', () => {
    expect(() =>
      built("const x = 1; export const D = { kind: 'OperationDefinition', operation: x }")
    ).toThrow('A GraphQL definition the build cannot read')
  })

  it('fails the build on a template it cannot precompile (a string interpolated)', () => {
    const source = [
      "import gql from 'graphql-tag'",
      "const FIELDS = 'id name'",
      'export const Q = gql`query Q { product { ${FIELDS} } }`',
    ].join('\n')
    // babel-plugin-graphql-tag reports the text it could not parse and leaves the call.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => built(source)).toThrow('interpolate fragments only')
    reported.mockRestore()
  })

  it('refuses a document the build did not precompile', () => {
    expect(() => precompiledText(parse(PRICE))).toThrow('without its precompiled text')
  })
})
