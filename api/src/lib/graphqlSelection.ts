import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql'

/** The fields a selection asks for, its fragments (named and inline) opened. */
function fieldsOf(set: SelectionSetNode | undefined, info: GraphQLResolveInfo): FieldNode[] {
  if (!set) return []
  return set.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection]
    if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsOf(selection.selectionSet, info)
    return fieldsOf(info.fragments[selection.name.value]?.selectionSet, info)
  })
}

/**
 * Whether the query asks, under the resolved field and then `path`
 * (`['results']`: a page's goods), for any of `names`. @skip and @include
 * are not read: a field they may leave out counts as asked, so an answer
 * never lacks what was asked for.
 */
export function asksForAnyField(
  info: GraphQLResolveInfo,
  path: readonly string[],
  names: readonly string[]
): boolean {
  let sets = info.fieldNodes.map((node) => node.selectionSet)
  for (const step of path) {
    sets = sets.flatMap((set) =>
      fieldsOf(set, info)
        .filter((field) => field.name.value === step)
        .map((field) => field.selectionSet)
    )
  }
  return sets.some((set) => fieldsOf(set, info).some((field) => names.includes(field.name.value)))
}
