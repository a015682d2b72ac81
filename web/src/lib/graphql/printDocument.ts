import type {
  ArgumentNode,
  DirectiveNode,
  DocumentNode,
  SelectionSetNode,
  TypeNode,
  ValueNode,
  VariableDefinitionNode,
} from 'graphql'

/**
 * A document as the text sent to the api, compact. graphql-js's printer
 * (~4 kB gzip with its visitor) was the last piece of graphql-js in the first
 * bundle; the shop's documents are parsed at build time and need only this.
 * The api parses the text again, so the test compares both printers' output
 * through graphql-js's own parser.
 */
export function printDocument(document: DocumentNode): string {
  return document.definitions.map(printDefinition).join(' ')
}

/** One operation or fragment as sent (the build precompiles each to this text). */
export function printDefinition(definition: DocumentNode['definitions'][number]): string {
  switch (definition.kind) {
    case 'OperationDefinition': {
      const variables = definition.variableDefinitions?.length
        ? `(${definition.variableDefinitions.map(variableDefinition).join(',')})`
        : ''
      const name = definition.name ? ` ${definition.name.value}` : ''
      return `${definition.operation}${name}${variables}${directives(definition.directives)}${selectionSet(definition.selectionSet)}`
    }
    case 'FragmentDefinition':
      return `fragment ${definition.name.value} on ${definition.typeCondition.name.value}${directives(definition.directives)}${selectionSet(definition.selectionSet)}`
    default:
      throw new Error(`printDocument: ${definition.kind} is not sent by the shop`)
  }
}

function variableDefinition(node: VariableDefinitionNode): string {
  const fallback = node.defaultValue ? `=${value(node.defaultValue)}` : ''
  return `$${node.variable.name.value}:${type(node.type)}${fallback}${directives(node.directives)}`
}

function type(node: TypeNode): string {
  if (node.kind === 'NonNullType') return `${type(node.type)}!`
  if (node.kind === 'ListType') return `[${type(node.type)}]`
  return node.name.value
}

function selectionSet(node: SelectionSetNode | undefined): string {
  if (!node) return ''
  const selections = node.selections.map((selection) => {
    switch (selection.kind) {
      case 'Field': {
        const alias = selection.alias ? `${selection.alias.value}:` : ''
        return `${alias}${selection.name.value}${args(selection.arguments)}${directives(selection.directives)}${selectionSet(selection.selectionSet)}`
      }
      case 'FragmentSpread':
        return `...${selection.name.value}${directives(selection.directives)}`
      case 'InlineFragment': {
        const on = selection.typeCondition ? ` on ${selection.typeCondition.name.value}` : ''
        return `...${on}${directives(selection.directives)}${selectionSet(selection.selectionSet)}`
      }
    }
  })
  return `{${selections.join(' ')}}`
}

function args(nodes: ReadonlyArray<ArgumentNode> | undefined): string {
  return nodes?.length
    ? `(${nodes.map((node) => `${node.name.value}:${value(node.value)}`).join(',')})`
    : ''
}

function directives(nodes: ReadonlyArray<DirectiveNode> | undefined): string {
  return nodes?.length
    ? nodes.map((node) => ` @${node.name.value}${args(node.arguments)}`).join('')
    : ''
}

function value(node: ValueNode): string {
  switch (node.kind) {
    case 'Variable':
      return `$${node.name.value}`
    case 'IntValue':
    case 'FloatValue':
    case 'EnumValue':
      return node.value
    case 'StringValue':
      // JSON's string escapes are GraphQL's (block strings are sent as plain strings).
      return JSON.stringify(node.value)
    case 'BooleanValue':
      return String(node.value)
    case 'NullValue':
      return 'null'
    case 'ListValue':
      return `[${node.values.map(value).join(',')}]`
    case 'ObjectValue':
      return `{${node.fields.map((field) => `${field.name.value}:${value(field.value)}`).join(',')}}`
  }
}
