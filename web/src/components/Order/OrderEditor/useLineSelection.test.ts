import { act, renderHook } from '@redwoodjs/testing/web'

import { useLineSelection } from './useLineSelection'

const line = (id: number, correct = true) => ({ id, correct })
const ids = (lines: readonly { id: number }[]) => lines.map((item) => item.id)

describe('useLineSelection (SPEC §4: checked lines of a draft)', () => {
  it('pre-checks only the valid lines', () => {
    const { result } = renderHook(() => useLineSelection([line(1), line(2, false), line(3)]))
    expect(ids(result.current.chosen)).toEqual([1, 3])
    expect(ids(result.current.unchosen)).toEqual([2])
    expect(result.current.isChecked(2)).toBe(false)
  })

  it('selects none, all the valid ones, and toggles one', () => {
    const { result } = renderHook(() => useLineSelection([line(1), line(2, false), line(3)]))
    act(() => result.current.checkNone())
    expect(result.current.chosen).toEqual([])
    act(() => result.current.checkAll())
    expect(ids(result.current.chosen)).toEqual([1, 3])
    act(() => result.current.toggle(3))
    expect(ids(result.current.chosen)).toEqual([1])
    expect(ids(result.current.unchosen)).toEqual([2, 3])
  })

  it('follows the list the api answers: arrivals checked when valid, choices kept, leavers gone', () => {
    const { result, rerender } = renderHook(({ items }) => useLineSelection(items), {
      initialProps: { items: [line(1), line(2)] },
    })
    act(() => result.current.toggle(2))
    rerender({ items: [line(2), line(3), line(4, false)] })
    expect(ids(result.current.chosen)).toEqual([3])
    expect(ids(result.current.unchosen)).toEqual([2, 4])
    expect(result.current.isChecked(1)).toBe(false)
  })
})
