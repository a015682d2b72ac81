import { useCallback } from 'react'

import { rememberViewed, sanitizeViewed, type ViewedProduct } from '@domain/recentlyViewed'

import { useBrowserState } from 'src/lib/hooks'
import { readStored, STORAGE_KEYS, writeStored } from 'src/lib/storage'

/** SPEC §4 "Recently viewed": newest first, no duplicates, at most 10, kept in local storage. */
export function useRecentlyViewed() {
  const [list, setList] = useBrowserState<ViewedProduct[]>(
    () => readStored(STORAGE_KEYS.viewed, sanitizeViewed),
    []
  )
  const remember = useCallback(
    (product: ViewedProduct) => {
      const next = rememberViewed(readStored(STORAGE_KEYS.viewed, sanitizeViewed), product)
      writeStored(STORAGE_KEYS.viewed, next)
      setList(next)
    },
    [setList]
  )
  return { list, remember }
}
