import { startTransition, useEffect, useRef, useState } from 'react'
import type { DependencyList, Dispatch, EffectCallback, SetStateAction } from 'react'

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
 * The page arrived prerendered and React is adopting the frame's markup
 * (layouts, header): until the frame's first effects ran, renders there must
 * match what the build rendered without a window (React otherwise throws the
 * markup away and draws it again). The page inside the frame is adopted
 * later (React defers what is under Suspense), so page components must not
 * rely on this; useBrowserState does not.
 */
let hydrated = false

export const isHydrating = () =>
  !hydrated &&
  typeof document !== 'undefined' &&
  Boolean(document.getElementById('redwood-app')?.firstChild)

/** App calls this from its effect, which runs after every effect of the adopted frame. */
export function markHydrated() {
  hydrated = true
}

/**
 * State only the browser knows (local storage: cart, compare list, viewed
 * products). It starts as the build drew it (`prerendered`) and is read after
 * mount, in a transition: React adopts a prerendered page's content only after
 * the frame around it, so no render may depend on whether adoption is over.
 * State of plain data (what local storage holds).
 */
export function useBrowserState<T>(
  read: () => T,
  prerendered: T
): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(prerendered)
  const latestRead = useRef(read)
  latestRead.current = read
  useEffect(() => {
    const stored = latestRead.current()
    // What the build drew is kept when the browser holds the same (an empty
    // cart, no compare list): a new equal value drew every card reading it again.
    startTransition(() =>
      setValue((current) => (JSON.stringify(current) === JSON.stringify(stored) ? current : stored))
    )
  }, [])
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

/**
 * An effect for a later change of its dependencies, never for the first
 * render. A form that resets itself to the record it was opened with runs
 * that reset after the first paint when its data came from the network, and
 * erased what a quick hand had typed meanwhile; its defaults already hold the
 * record, so only a change needs the reset.
 */
export function useEffectOnChange(effect: EffectCallback, deps: DependencyList) {
  const mounted = useRef(false)
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true
      return
    }
    return effect()
    // The caller's dependencies, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)
}
