import { lazy, Suspense, useEffect, useState } from 'react'

/**
 * The toaster (react-hot-toast and its CSS-in-JS, ~4 kB gzip) arrives after
 * the page has been made interactive, not in the first bundle: no page shows
 * a toast before a shopper does something. Toasts raised before it mounts are
 * kept by react-hot-toast's store and shown when it does.
 */
const Toaster = lazy(() =>
  import('@redwoodjs/web/toast').then((module) => ({ default: module.Toaster }))
)

const LazyToaster = () => {
  // Never in the prerendered markup: React adopts the page without it.
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <Toaster toastOptions={{ duration: 5000 }} />
    </Suspense>
  )
}

export default LazyToaster
