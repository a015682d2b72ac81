import { startTransition, useEffect, useRef, useState } from 'react'
import type { Dispatch, SetStateAction } from 'react'

import { RESIZE_DEBOUNCE_MS } from './headerLayout'

/** The value once it has stayed the same for `delay` ms (search: 1000 ms, SPEC §9). */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}

/**
 * The page arrived prerendered and React is adopting its markup: until the
 * first commit's effects ran, renders must match what the build rendered
 * without a window (React otherwise throws the markup away and draws the
 * whole page again, in one long task).
 */
let hydrated = false

export const isHydrating = () =>
  !hydrated &&
  typeof document !== 'undefined' &&
  Boolean(document.getElementById('redwood-app')?.firstChild)

/** App calls this from its effect, which runs after every effect of the adopted page. */
export function markHydrated() {
  hydrated = true
}

/**
 * State only the browser knows (local storage: cart, compare list, viewed
 * products). While a prerendered page is adopted it is what the build drew
 * (`prerendered`), then it is read in a transition; on a page drawn in the
 * browser it is read at once.
 */
export function useBrowserState<T>(
  read: () => T,
  prerendered: T
): [T, Dispatch<SetStateAction<T>>] {
  const [adopting] = useState(isHydrating)
  const [value, setValue] = useState<T>(() => (adopting ? prerendered : read()))
  const latestRead = useRef(read)
  latestRead.current = read
  useEffect(() => {
    if (adopting) startTransition(() => setValue(latestRead.current()))
  }, [adopting])
  return [value, setValue]
}

/** The window's width, re-read after resizes settle (SPEC §9: 1000 ms); 0 before it is known. */
export function useWindowWidth(delay = RESIZE_DEBOUNCE_MS): number {
  const [width, setWidth] = useState(() =>
    typeof window === 'undefined' || isHydrating() ? 0 : window.innerWidth
  )
  useEffect(() => {
    // Width-dependent parts (the header's variant) are drawn in a transition:
    // React yields to the browser while it builds them, instead of one long
    // task right after the prerendered page was adopted.
    startTransition(() => setWidth(window.innerWidth))
    let timer: ReturnType<typeof setTimeout> | undefined
    const onResize = () => {
      clearTimeout(timer)
      timer = setTimeout(() => setWidth(window.innerWidth), delay)
    }
    window.addEventListener('resize', onResize)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('resize', onResize)
    }
  }, [delay])
  return width
}

/**
 * True from the first render where `value` is true on: a lazily loaded modal
 * stays mounted after it closes, so what it shows next (a success message) and
 * its state survive.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value)
  if (value && !seen) setSeen(true)
  return seen || value
}
