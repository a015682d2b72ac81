import { useEffect, useRef, useState } from 'react'

import { checkAll, followChecked, toggleChecked } from '@domain/selection'

interface Line {
  id: number
  /** Has stock and a price: only such lines can be checked for placing. */
  correct: boolean
}

export interface LineSelection<T extends Line> {
  isChecked: (id: number) => boolean
  /** The checked lines (placed) and the others (deleted before placing), in list order. */
  chosen: T[]
  unchosen: T[]
  toggle: (id: number) => void
  checkAll: () => void
  checkNone: () => void
}

/**
 * Which lines of a draft are checked for placing. SPEC §4: only valid lines
 * are pre-checked, select all or none is available, and the checks follow
 * the list when the api's answer adds or drops lines (a deletion, a file).
 */
export function useLineSelection<T extends Line>(items: T[]): LineSelection<T> {
  const ids = items.map((item) => item.id)
  const isValid = (id: number) => items.find((item) => item.id === id)?.correct ?? false
  const [checked, setChecked] = useState<Set<number>>(() => checkAll(ids, isValid))
  const previous = useRef(ids)
  const idsKey = ids.join(',')
  useEffect(() => {
    const next = idsKey ? idsKey.split(',').map(Number) : []
    const before = previous.current
    setChecked((current) => followChecked(current, before, next, isValid))
    previous.current = next
    // Only a change of the lines themselves moves the checks; isValid is read as of now.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idsKey])
  return {
    isChecked: (id) => checked.has(id),
    chosen: items.filter((item) => checked.has(item.id)),
    unchosen: items.filter((item) => !checked.has(item.id)),
    toggle: (id) => setChecked((current) => toggleChecked(current, id)),
    checkAll: () => setChecked(checkAll(ids, isValid)),
    checkNone: () => setChecked(new Set()),
  }
}
