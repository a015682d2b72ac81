import type { DocumentNode } from 'graphql'

import { useQuery } from '@redwoodjs/web'

import { useBuildAnswer } from './buildAnswer'

interface PrerenderedQueryOptions<TVariables> {
  variables?: TVariables
  fetchPolicy?: 'cache-first' | 'cache-and-network' | 'network-only'
}

/**
 * `useQuery` whose answer a prerendered page carries, as a cell's does:
 * Redwood's prerender runs the queries put in its cell cache and draws the
 * page again with their answers, and the build writes them into the page
 * (__SHOP_PRERENDERED_ANSWERS), where the browser's first render reads them.
 * For what the frame shows outside any cell (the promo banner, the
 * contacts): in the page's HTML, instead of drawn after a request once the
 * page is adopted — the phone's largest text was the banner, painted late.
 */
export function usePrerenderedQuery<TData, TVariables extends Record<string, unknown>>(
  query: DocumentNode,
  options: PrerenderedQueryOptions<TVariables> = {}
) {
  const result = useQuery<TData, TVariables>(query, options)
  const built = useBuildAnswer<TData>(query, options.variables)
  return built ? { ...result, ...built } : result
}
