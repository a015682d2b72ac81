import fc from 'fast-check'

import { auditChange, auditValue } from './auditDiff'

describe('auditChange', () => {
  it('keeps only the changed fields, before → after', () => {
    expect(
      auditChange(
        { id: 1, name: 'Насос', price: 100, isActive: true, updatedAt: new Date(1) },
        { id: 1, name: 'Насос', price: 120, isActive: false, updatedAt: new Date(2) }
      )
    ).toEqual({ before: { price: 100, isActive: true }, after: { price: 120, isActive: false } })
  })

  it('is null when nothing changed (a no-op save writes no entry)', () => {
    expect(auditChange({ a: 1, b: [1, 2] }, { a: 1, b: [1, 2] })).toBeNull()
    expect(auditChange(null, null)).toBeNull()
  })

  it('keeps the whole row for a creation or a deletion', () => {
    expect(auditChange(null, { id: 7, title: 'Новость' })).toEqual({
      before: null,
      after: { id: 7, title: 'Новость' },
    })
    expect(auditChange({ id: 7 }, null)).toEqual({ before: { id: 7 }, after: null })
  })

  it('records a field only one side has', () => {
    expect(auditChange({ a: 1 }, { a: 1, b: 2 })).toEqual({ before: {}, after: { b: 2 } })
  })

  it('turns dates, bigints, Decimals and non-finite numbers into JSON', () => {
    const decimal = { toJSON: () => '12.50' }
    expect(auditValue(new Date('2026-11-25T10:00:00Z'))).toBe('2026-11-25T10:00:00.000Z')
    expect(auditValue(2n ** 60n)).toBe('1152921504606846976')
    expect(auditValue(decimal)).toBe('12.50')
    expect(auditValue(Number.NaN)).toBe('NaN')
    expect(auditValue({ a: undefined, b: 1 })).toEqual({ b: 1 })
  })

  it('always answers JSON that survives a round trip', () => {
    fc.assert(
      fc.property(fc.object(), fc.object(), (before, after) => {
        const change = auditChange(before, after)
        if (change) expect(JSON.parse(JSON.stringify(change))).toEqual(change)
      })
    )
  })
})
