import { checkAll, followChecked, toggleChecked } from './selection'

describe('checked lines follow the list', () => {
  it('keeps the choice, drops lines that left and checks lines that arrived', () => {
    const next = followChecked(new Set(['A', 'C']), ['A', 'B', 'C'], ['A', 'B', 'D'])
    expect([...next].sort()).toEqual(['A', 'D'])
  })

  it('checks arriving lines only when they may be checked (valid order items)', () => {
    const valid = new Set([2])
    const next = followChecked(new Set<number>(), [], [1, 2, 3], (id) => valid.has(id))
    expect([...next]).toEqual([2])
  })

  it('select all takes only checkable lines, toggle flips one', () => {
    expect([...checkAll([1, 2, 3], (id) => id !== 2)]).toEqual([1, 3])
    expect([...toggleChecked(new Set([1]), 1)]).toEqual([])
    expect([...toggleChecked(new Set([1]), 2)]).toEqual([1, 2])
  })
})
