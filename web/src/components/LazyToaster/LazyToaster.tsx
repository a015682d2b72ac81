import { lazy, Suspense, useEffect, useState } from 'react'

import { onToastWanted } from './notify'

/**
 * The toaster (react-hot-toast and its CSS-in-JS, ~4.5 kB gzip) arrives when
 * a toast can first be needed — the shopper's first press or key, or a toast
 * raised from the frame (./notify.ts) — not with every page: no page shows a
 * toast before a shopper does something. Toasts raised before it mounts are
 * kept by react-hot-toast's store and shown when it does.
 */
const Toaster = lazy(() =>
  import('@redwoodjs/web/toast').then((module) => ({ default: module.Toaster }))
)

const FIRST_ACTS = ['pointerdown', 'keydown'] as const

const LazyToaster = () => {
  // Never in the prerendered markup: React adopts the page without it.
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (wanted) return
    const want = () => setWanted(true)
    for (const act of FIRST_ACTS) {
      window.addEventListener(act, want, { capture: true, passive: true, once: true })
    }
    const stopListening = onToastWanted(want)
    return () => {
      for (const act of FIRST_ACTS) window.removeEventListener(act, want, { capture: true })
      stopListening()
    }
  }, [wanted])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Toaster toastOptions={{ duration: 5000 }} />
    </Suspense>
  )
}

export default LazyToaster
