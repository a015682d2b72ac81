import { useCallback } from 'react'

import { rememberViewed, sanitizeViewed } from '@domain/recentlyViewed'

import { useBrowserState } from 'src/lib/hooks'
import { readStored, rewriteStored, STORAGE_KEYS, writeStored } from 'src/lib/storage'

/** The stored articles; a list of the older format (with names and prices) is rewritten as articles. */
function readViewed(): string[] {
  const articles = readStored(STORAGE_KEYS.viewed, sanitizeViewed)
  rewriteStored(STORAGE_KEYS.viewed, articles)
  return articles
}

/**
 * SPEC §4 "Recently viewed": articles, newest first, no duplicates, at most 10,
 * kept in local storage. Only articles: the cards (names, the viewer's prices)
 * are read from the api for whoever looks (RecentlyViewedCell).
 */
export function useRecentlyViewed() {
  const [list, setList] = useBrowserState<string[]>(readViewed, [])
  const remember = useCallback(
    (article: string) => {
      const next = rememberViewed(readViewed(), article)
      writeStored(STORAGE_KEYS.viewed, next)
      setList(next)
    },
    [setList]
  )
  return { list, remember }
}
