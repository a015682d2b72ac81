import type { DocumentNode, FieldNode, OperationDefinitionNode, SelectionSetNode } from 'graphql'

/**
 * What the shop's GraphQL client needs of a document: its operation's name,
 * the document with `__typename` in every object selection (as Apollo asked
 * for it: the client recognises one product, order or content block in
 * several answers by it), and a key for an operation with its variables.
 */

const operationOf = (document: DocumentNode) =>
  document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition'
  )

export function operationName(document: DocumentNode): string | null {
  return operationOf(document)?.name?.value ?? null
}

export function operationType(document: DocumentNode): 'query' | 'mutation' | 'subscription' {
  return operationOf(document)?.operation ?? 'query'
}

const TYPENAME: FieldNode = {
  kind: 'Field' as FieldNode['kind'],
  name: { kind: 'Name' as FieldNode['name']['kind'], value: '__typename' },
}

function withTypenameIn(selectionSet: SelectionSetNode, atRoot: boolean): SelectionSetNode {
  const selections = selectionSet.selections.map((selection) => {
    if (selection.kind === 'Field' && selection.selectionSet) {
      return { ...selection, selectionSet: withTypenameIn(selection.selectionSet, false) }
    }
    if (selection.kind === 'InlineFragment') {
      return { ...selection, selectionSet: withTypenameIn(selection.selectionSet, atRoot) }
    }
    return selection
  })
  const asked = selections.some(
    (selection) => selection.kind === 'Field' && selection.name.value === '__typename'
  )
  return { ...selectionSet, selections: atRoot || asked ? selections : [...selections, TYPENAME] }
}

/** One operation or fragment with `__typename` asked of every object below its root. */
export function definitionWithTypename<D extends DocumentNode['definitions'][number]>(
  definition: D
): D {
  if (definition.kind === 'OperationDefinition') {
    return { ...definition, selectionSet: withTypenameIn(definition.selectionSet, true) }
  }
  if (definition.kind === 'FragmentDefinition') {
    return { ...definition, selectionSet: withTypenameIn(definition.selectionSet, false) }
  }
  return definition
}

const typenamed = new WeakMap<DocumentNode, DocumentNode>()

/** The document with `__typename` asked of every object below the operation's root. */
export function withTypename(document: DocumentNode): DocumentNode {
  const known = typenamed.get(document)
  if (known) return known
  const result: DocumentNode = {
    ...document,
    definitions: document.definitions.map(definitionWithTypename),
  }
  typenamed.set(document, result)
  return result
}

/** Left out of a JSON object (and null in a list), as JSON.stringify does. */
const unsent = (value: unknown) => value === undefined || typeof value === 'function'

/**
 * JSON with object keys sorted, so `{a, b}` and `{b, a}` are one key. What
 * JSON.stringify leaves out is left out here too: a cell's props are its
 * variables, and a callback among them (ContactsCell's `onCallback`) is not
 * sent, nor written by the prerender into the page's answers.
 */
export function stableStringify(value: unknown): string {
  if (unsent(value) || value === null) return 'null'
  if (typeof value !== 'object') return JSON.stringify(value)
  const withJson = value as { toJSON?: () => unknown }
  if (typeof withJson.toJSON === 'function') return stableStringify(withJson.toJSON())
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, member]) => !unsent(member))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${stableStringify(member)}`).join(',')}}`
}

/** One operation asked with one set of variables: the cache's unit. */
export const queryKey = (name: string, variables: Record<string, unknown> | undefined) =>
  `${name}:${stableStringify(variables ?? {})}`
