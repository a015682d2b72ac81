import type { NodePath, PluginObj, types as BabelTypes } from '@babel/core'
import type { DefinitionNode } from 'graphql'

import { definitionWithTypename } from './documents'
import { printDefinition } from './printDocument'
import type { PrecompiledDefinition } from './sentText'

/**
 * Build time only (web/vite.config.ts, `precompileGraphQL`, after
 * babel-plugin-graphql-tag): each operation and fragment of a `gql` template,
 * a graphql-js tree until here, becomes the text the client sends (compact,
 * `__typename` added) beside the kind, operation and name that Redwood's cells
 * and the client read. A tree is ~3× its text in the bundle, and printing it
 * was the browser's work on every first request.
 */
export function precompiledDefinition(definition: DefinitionNode): PrecompiledDefinition {
  if (definition.kind !== 'OperationDefinition' && definition.kind !== 'FragmentDefinition') {
    throw new Error(`precompile: ${definition.kind} is not sent by the shop`)
  }
  const text = printDefinition(definitionWithTypename(definition))
  const name = definition.name ? { kind: 'Name' as const, value: definition.name.value } : undefined
  return definition.kind === 'OperationDefinition'
    ? { kind: definition.kind, operation: definition.operation, ...(name ? { name } : {}), text }
    : { kind: definition.kind, name: name as NonNullable<typeof name>, text }
}

type Literal = string | number | boolean | null | Literal[] | { [key: string]: Literal }

class NotALiteral extends Error {}

/** The value of an object literal made only of literals (what babel-plugin-graphql-tag writes). */
function literalOf(node: BabelTypes.Node | null): Literal {
  switch (node?.type) {
    case 'StringLiteral':
    case 'NumericLiteral':
    case 'BooleanLiteral':
      return node.value
    case 'NullLiteral':
      return null
    case 'ArrayExpression':
      return node.elements.map((element) => literalOf(element))
    case 'ObjectExpression': {
      const value: { [key: string]: Literal } = {}
      for (const property of node.properties) {
        if (property.type !== 'ObjectProperty' || property.computed) throw new NotALiteral()
        const key = propertyName(property.key)
        if (key === null) throw new NotALiteral()
        value[key] = literalOf(property.value)
      }
      return value
    }
    default:
      throw new NotALiteral()
  }
}

const DEFINITION_KINDS = new Set(['OperationDefinition', 'FragmentDefinition'])

/** A property's name, written `kind` or `"kind"` (babel-plugin-graphql-tag writes JSON). */
export const propertyName = (key: BabelTypes.ObjectProperty['key']) =>
  key.type === 'Identifier' ? key.name : key.type === 'StringLiteral' ? key.value : null

const isDefinition = (node: BabelTypes.ObjectExpression) =>
  node.properties.some(
    (property) =>
      property.type === 'ObjectProperty' &&
      !property.computed &&
      propertyName(property.key) === 'kind' &&
      property.value.type === 'StringLiteral' &&
      DEFINITION_KINDS.has(property.value.value)
  )

/** The Babel plugin: every literal operation or fragment tree in the module becomes its text. */
export const precompileDefinitions = ({ types: t }: { types: typeof BabelTypes }): PluginObj => ({
  name: 'akvatoria:precompile-graphql-definitions',
  visitor: {
    Program: {
      // babel-plugin-graphql-tag has written its trees by the time the program is left.
      exit(program) {
        program.traverse({
          // babel-plugin-graphql-tag leaves a template it cannot read (an interpolated
          // string, not a fragment) as a call parsed in the browser, which has no printer.
          TaggedTemplateExpression(path: NodePath<BabelTypes.TaggedTemplateExpression>) {
            const { tag } = path.node
            const binding = tag.type === 'Identifier' ? path.scope.getBinding(tag.name) : null
            const from = binding?.path.parentPath?.node
            if (from?.type === 'ImportDeclaration' && from.source.value === 'graphql-tag') {
              throw path.buildCodeFrameError(
                'A gql template the build cannot precompile: interpolate fragments only'
              )
            }
          },
          ObjectExpression(path: NodePath<BabelTypes.ObjectExpression>) {
            if (!isDefinition(path.node)) return
            let definition: Literal
            try {
              definition = literalOf(path.node)
            } catch (error) {
              if (!(error instanceof NotALiteral)) throw error
              // The browser build has no printer: a tree left here could not be sent.
              throw path.buildCodeFrameError('A GraphQL definition the build cannot read')
            }
            const precompiled = precompiledDefinition(definition as unknown as DefinitionNode)
            path.replaceWith(t.valueToNode(precompiled))
            path.skip()
          },
        })
      },
    },
  },
})
