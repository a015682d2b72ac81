import { renderHook, waitFor } from '@redwoodjs/testing/web'

import { isHydrating, markHydrated, useBrowserState, useOnceTrue } from './hooks'

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
  const read = () => ['VT-VTC560-N-3']

  it('reads the browser at once on a page drawn in the browser', () => {
    const seen: string[][] = []
    renderHook(() => {
      const [value] = useBrowserState(read, [])
      seen.push(value)
    })
    expect(seen[0]).toEqual(['VT-VTC560-N-3'])
  })

  // Last in this file: once marked, the page stays hydrated (module state, as in the browser).
  it('draws what the build drew while a prerendered page is adopted, then reads the browser', async () => {
    const root = document.createElement('div')
    root.id = 'redwood-app'
    root.innerHTML = '<main>prerendered</main>'
    document.body.append(root)
    expect(isHydrating()).toBe(true)

    const seen: string[][] = []
    renderHook(() => {
      const [value] = useBrowserState(read, [])
      seen.push(value)
    })
    expect(seen[0]).toEqual([])
    await waitFor(() => expect(seen.at(-1)).toEqual(['VT-VTC560-N-3']))

    markHydrated()
    expect(isHydrating()).toBe(false)
    root.remove()
  })
})
