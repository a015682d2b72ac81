import type { ReactElement } from 'react'

import { createRoot } from 'react-dom/client'

import { MockProviders } from '@redwoodjs/testing/web'

type ActGlobal = { IS_REACT_ACT_ENVIRONMENT?: boolean }

/**
 * Mounts `ui` as data arriving from the network mounts it (no `act`): React
 * commits it, and its effects run in a later task. `change` acts on the
 * element `selector` finds right after the commit, before those effects, as a
 * quick hand does on a slow phone; the element is returned once the effects
 * have run, to read what is left of the change.
 */
export async function changedBeforeEffects<E extends Element>(
  ui: ReactElement,
  selector: string,
  change: (element: E) => void
): Promise<E | null> {
  const container = document.createElement('div')
  document.body.append(container)
  const actGlobal = globalThis as ActGlobal
  const actEnvironment = actGlobal.IS_REACT_ACT_ENVIRONMENT
  actGlobal.IS_REACT_ACT_ENVIRONMENT = false
  const root = createRoot(container)
  try {
    await new Promise<void>((resolve) => {
      // MutationObserver's callback is a microtask: after the commit, before React's next task.
      const observer = new MutationObserver(() => {
        const element = container.querySelector<E>(selector)
        if (!element) return
        observer.disconnect()
        change(element)
        resolve()
      })
      observer.observe(container, { childList: true, subtree: true })
      root.render(<MockProviders>{ui}</MockProviders>)
    })
    // The effects' task, and anything it schedules.
    await new Promise((resolve) => setTimeout(resolve, 50))
    return container.querySelector<E>(selector)
  } finally {
    actGlobal.IS_REACT_ACT_ENVIRONMENT = actEnvironment
    root.unmount()
    container.remove()
  }
}
