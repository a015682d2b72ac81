/**
 * What the browser build gives @redwoodjs/web's cells in place of Apollo
 * (web/vite.config.ts, `withoutApollo`): createCell imports Redwood's fragment
 * registry, Apollo's cache underneath, only to transform documents while
 * prerendering, which runs in Node with the real module; the streaming cell
 * (not used: no RWJS_EXP_STREAMING_SSR) imports useApolloClient.
 */
export const fragmentRegistry = { transform: <T>(document: T): T => document }

const notUsed = (name: string) => () => {
  throw new Error(`${name}: the shop registers no fragments and streams no cells (src/lib/graphql)`)
}

export const registerFragment = notUsed('registerFragment')
export const registerFragments = notUsed('registerFragments')
export const useApolloClient = notUsed('useApolloClient')
