import { renderHook, waitFor } from '@redwoodjs/testing/web'

import { isHydrating, markHydrated, useBrowserState, useEffectOnChange, useOnceTrue } from './hooks'

describe('useOnceTrue', () => {
  it('stays true once its value has been true (a loaded modal stays mounted)', () => {
    const { result, rerender } = renderHook(({ open }) => useOnceTrue(open), {
      initialProps: { open: false },
    })
    expect(result.current).toBe(false)
    rerender({ open: true })
    expect(result.current).toBe(true)
    rerender({ open: false })
    expect(result.current).toBe(true)
  })
})

describe('useBrowserState (cart, compare and viewed lists in local storage)', () => {
  it('starts as the build drew it, then reads the browser', async () => {
    const seen: string[][] = []
    renderHook(() => {
      const [value] = useBrowserState(() => ['VT-VTC560-N-3'], [])
      seen.push(value)
    })
    expect(seen[0]).toEqual([])
    await waitFor(() => expect(seen.at(-1)).toEqual(['VT-VTC560-N-3']))
  })
})

describe('isHydrating (the frame of a prerendered page)', () => {
  // Last in this file: once marked, the page stays hydrated (module state, as in the browser).
  it('holds while prerendered markup is adopted, until App marks it done', () => {
    const root = document.createElement('div')
    root.id = 'redwood-app'
    root.innerHTML = '<main>prerendered</main>'
    document.body.append(root)
    expect(isHydrating()).toBe(true)
    markHydrated()
    expect(isHydrating()).toBe(false)
    root.remove()
  })
})

describe('useEffectOnChange', () => {
  it('runs for a later change of its dependencies, not for the first render, and cleans up', () => {
    const runs: string[] = []
    const { rerender, unmount } = renderHook(
      ({ key }) =>
        useEffectOnChange(() => {
          runs.push(`run ${key}`)
          return () => {
            runs.push(`clean ${key}`)
          }
        }, [key]),
      { initialProps: { key: 'a' } }
    )
    expect(runs).toEqual([])
    rerender({ key: 'a' })
    expect(runs).toEqual([])
    rerender({ key: 'b' })
    rerender({ key: 'c' })
    unmount()
    expect(runs).toEqual(['run b', 'clean b', 'run c', 'clean c'])
  })
})
