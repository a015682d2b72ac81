/**
 * A toast from code in the first bundle (the frame), without bringing
 * react-hot-toast into it: the module is loaded when a toast is raised.
 * Pages import `toast` from '@redwoodjs/web/toast' directly: their chunks
 * load later anyway, and both share one store.
 */
export const notifyError = (message: string): Promise<void> =>
  import('@redwoodjs/web/toast').then(({ toast }) => void toast.error(message))
