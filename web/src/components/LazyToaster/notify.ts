/**
 * A toast from code in the first bundle (the frame and the cards), without
 * bringing react-hot-toast into it: the module is loaded when a toast is
 * raised, and the lazy toaster (./LazyToaster.tsx) is told to mount. Pages
 * import `toast` from '@redwoodjs/web/toast' directly: their chunks load
 * later anyway, both share one store, and a shopper has pressed something
 * before any of them raises one.
 */
const wanting = new Set<() => void>()

/** Calls `listener` when a toast is raised from here; returns the unsubscribe. */
export const onToastWanted = (listener: () => void) => {
  wanting.add(listener)
  return () => void wanting.delete(listener)
}

const raise = (kind: 'success' | 'error', message: string): Promise<void> => {
  for (const listener of wanting) listener()
  return import('@redwoodjs/web/toast').then(({ toast }) => void toast[kind](message))
}

export const notifyError = (message: string): Promise<void> => raise('error', message)
export const notifySuccess = (message: string): Promise<void> => raise('success', message)
