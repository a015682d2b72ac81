import { useEffect, useState } from 'react'

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
 * first effect runs, renders must match what the build rendered without a
 * window (React otherwise throws the markup away and draws the page again).
 */
let hydrating =
  typeof document !== 'undefined' && Boolean(document.getElementById('redwood-app')?.firstChild)

/** The window's width, re-read after resizes settle (SPEC §9: 1000 ms); 0 before it is known. */
export function useWindowWidth(delay = RESIZE_DEBOUNCE_MS): number {
  const [width, setWidth] = useState(() =>
    typeof window === 'undefined' || hydrating ? 0 : window.innerWidth
  )
  useEffect(() => {
    hydrating = false
    setWidth(window.innerWidth)
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
