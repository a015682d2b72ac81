import { renderHook } from '@redwoodjs/testing/web'

import { useOnceTrue } from './hooks'

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
