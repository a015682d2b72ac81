import type { DocumentNode } from 'graphql'

import { withTypename } from './documents'
import { printDocument } from './printDocument'

/**
 * True in the browser build (web/vite.config.ts, `precompileGraphQL`), whose
 * documents arrive with each definition's text already printed; undefined
 * where documents are graphql-js trees (Jest, the prerender, Storybook's dev
 * server). Defined, the printer and the `__typename` walk are dead code and
 * leave the bundle.
 */
declare const __SHOP_GRAPHQL_PRECOMPILED__: boolean | undefined

/**
 * A definition as the build leaves it (./precompile.ts): what Redwood's cells
 * and the client read of it (kind, operation, name) and the text it is sent as.
 */
export type PrecompiledDefinition = {
  kind: 'OperationDefinition' | 'FragmentDefinition'
  operation?: 'query' | 'mutation' | 'subscription'
  name?: { kind: 'Name'; value: string }
  text: string
}

/** The text of a precompiled document: its definitions' texts, fragments included. */
export function precompiledText(document: { definitions: ReadonlyArray<unknown> }): string {
  return document.definitions
    .map((definition) => {
      const { text } = definition as Partial<PrecompiledDefinition>
      if (typeof text !== 'string') {
        // A document the build did not see (not a `gql` template of web/src).
        throw new Error('GraphQL document without its precompiled text')
      }
      return text
    })
    .join(' ')
}

/** The document as sent to the api: compact, `__typename` in every object selection. */
export function sentText(document: DocumentNode): string {
  if (typeof __SHOP_GRAPHQL_PRECOMPILED__ !== 'undefined' && __SHOP_GRAPHQL_PRECOMPILED__) {
    return precompiledText(document)
  }
  return printDocument(withTypename(document))
}
