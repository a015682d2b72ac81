import { createContext, useCallback, useContext, useMemo, useState } from 'react'
import type { ReactNode } from 'react'

import {
  compareCount,
  isCompared,
  NO_SUBCATEGORY,
  sanitizeCompareMap,
  toggleCompare,
  type CompareMap,
} from '@domain/compare'

import { useBrowserState } from 'src/lib/hooks'
import { useT } from 'src/lib/i18n'
import { readStored, STORAGE_KEYS, writeStored } from 'src/lib/storage'

export interface CompareApi {
  map: CompareMap
  count: number
  /** The last toggle hit the limit of 3 (SPEC §4 isError); cleared by the next toggle. */
  isError: boolean
  /** The subcategory whose limit was hit, for the message. */
  errorSubcategory: string | null
  isCompared: (article: string) => boolean
  /** Adds, or removes when present; answers whether it is compared afterwards. */
  toggle: (subcategory: string, article: string) => boolean
  remove: (subcategory: string, article: string) => void
  dismissError: () => void
}

const CompareContext = createContext<CompareApi | null>(null)

/** SPEC §4 "Compare": articles per subcategory in browser storage, re-read on each page start. */
export function CompareProvider({
  children,
  initial,
}: {
  children: ReactNode
  initial?: CompareMap
}) {
  const [map, setMap] = useBrowserState<CompareMap>(
    () => initial ?? readStored(STORAGE_KEYS.compare, sanitizeCompareMap),
    initial ?? {}
  )
  const [errorSubcategory, setErrorSubcategory] = useState<string | null>(null)

  const toggle = useCallback(
    (subcategory: string, article: string) => {
      const result = toggleCompare(map, subcategory, article)
      setErrorSubcategory(result.isError ? subcategory : null)
      if (result.map !== map) {
        setMap(result.map)
        writeStored(STORAGE_KEYS.compare, result.map)
      }
      return result.isCompared
    },
    [map, setMap]
  )

  const api = useMemo<CompareApi>(
    () => ({
      map,
      count: compareCount(map),
      isError: errorSubcategory !== null,
      errorSubcategory,
      isCompared: (article) => isCompared(map, article),
      toggle,
      remove: (subcategory, article) => {
        if (map[subcategory]?.includes(article)) toggle(subcategory, article)
      },
      dismissError: () => setErrorSubcategory(null),
    }),
    [map, errorSubcategory, toggle]
  )

  return <CompareContext.Provider value={api}>{children}</CompareContext.Provider>
}

export function useCompare(): CompareApi {
  const api = useContext(CompareContext)
  if (!api) throw new Error('useCompare needs a CompareProvider above it')
  return api
}

/**
 * A compare group's name as a page shows it: the subcategory's name, and the
 * group of products without one in the page's language (its stored key
 * stays `NO_SUBCATEGORY`).
 */
export function useCompareGroupName() {
  const t = useT()
  return (group: string) => (group === NO_SUBCATEGORY ? t('compareGroup.noSubcategory') : group)
}
