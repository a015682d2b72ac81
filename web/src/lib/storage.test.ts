import { sanitizeCompareMap } from '@domain/compare'

import { readStored, removeStored, writeStored } from './storage'

describe('storage', () => {
  beforeEach(() => localStorage.clear())

  it('round-trips JSON through the sanitiser', () => {
    writeStored('k', { Насосы: ['A-1'] })
    expect(readStored('k', sanitizeCompareMap)).toEqual({ Насосы: ['A-1'] })
    removeStored('k')
    expect(readStored('k', sanitizeCompareMap)).toEqual({})
  })

  it('clears unparseable data (SPEC §8)', () => {
    localStorage.setItem('k', '{broken')
    expect(readStored('k', sanitizeCompareMap)).toEqual({})
    expect(localStorage.getItem('k')).toBeNull()
  })
})
