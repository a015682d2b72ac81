// Stories only: puts the header in an opened state (search typed, menu open,
// category chosen) the way a visitor would, since stories have no play step.
import { useEffect, useRef } from 'react'
import type { ReactNode } from 'react'

type Step =
  | {
      type: string
      into: string
      /** Keys pressed in the input once an element matching `keysWhen` shows (the answer came). */
      keys?: string[]
      keysWhen?: string
    }
  | { click: string }

const setInputValue = (input: HTMLInputElement, value: string) => {
  // React tracks the value it last rendered; the prototype setter bypasses
  // that tracker, so the input event reads as a change.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

/**
 * Runs `step` once its target appears (queries answer first): types into the
 * input matching `into`, or clicks the element matching `click`.
 */
const StoryStart = ({ step, children }: { step: Step; children: ReactNode }) => {
  const rootRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const run = () => {
      const target = rootRef.current?.querySelector<HTMLElement>(
        'click' in step ? step.click : step.into
      )
      if (!target) {
        timer = setTimeout(run, 20)
        return
      }
      if ('click' in step) {
        target.click()
      } else {
        target.focus()
        setInputValue(target as HTMLInputElement, step.type)
        if (step.keys?.length) pressWhenReady(target, step.keys, step.keysWhen ?? '*')
      }
    }
    const pressWhenReady = (input: HTMLElement, keys: string[], ready: string) => {
      if (!rootRef.current?.querySelector(ready)) {
        timer = setTimeout(() => pressWhenReady(input, keys, ready), 50)
        return
      }
      for (const key of keys) {
        input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
      }
    }
    run()
    return () => clearTimeout(timer)
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return <div ref={rootRef}>{children}</div>
}

export default StoryStart
