import type { DocumentNode } from 'graphql'

import { getOperationName, useCellCacheContext } from '@redwoodjs/web'

const prerendering = () =>
  Boolean((globalThis as { __REDWOOD__PRERENDERING?: boolean }).__REDWOOD__PRERENDERING)

/**
 * While the build prerenders a page: the query's answer from Redwood's cell
 * cache once the build has run it (put there on the first render, under a
 * cell's key, as `createCell` does), else `{ loading: true }`. Null
 * elsewhere; the browser build has a stub of this module (web/vite.config.ts).
 */
export function useBuildAnswer<TData>(
  query: DocumentNode,
  variables: Record<string, unknown> | undefined
): { loading: boolean; data?: TData } | null {
  // The same branch on every render of a process: only the build prerenders.
  if (!prerendering()) return null
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const { queryCache } = useCellCacheContext()
  const key = `${getOperationName(query)}_${JSON.stringify(variables ?? {})}`
  const entry = queryCache[key]
  if (entry?.hasProcessed) return { loading: false, data: entry.data as TData }
  if (!entry?.renderLoading) queryCache[key] ||= { query, variables, hasProcessed: false }
  return { loading: true }
}
