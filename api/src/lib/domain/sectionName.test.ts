import fc from 'fast-check'

import { SECTION_NAME_MAX, sectionNameKey } from './sectionName'

describe('sectionNameKey (the key a section is looked up by)', () => {
  it('trims a name and keeps its case and letters', () => {
    expect(sectionNameKey('  Баки и емкости ')).toBe('Баки и емкости')
    expect(sectionNameKey('РАСПРОДАЖА')).toBe('РАСПРОДАЖА')
  })

  it('names nothing when empty, blank or missing', () => {
    expect(sectionNameKey('')).toBeNull()
    expect(sectionNameKey('   ')).toBeNull()
    expect(sectionNameKey(null)).toBeNull()
    expect(sectionNameKey(undefined)).toBeNull()
  })

  it('names nothing past the longest name', () => {
    expect(sectionNameKey('я'.repeat(SECTION_NAME_MAX))).toHaveLength(SECTION_NAME_MAX)
    expect(sectionNameKey('я'.repeat(SECTION_NAME_MAX + 1))).toBeNull()
  })

  it('names nothing with a control character, a lone surrogate or a bidi mark in it', () => {
    for (const bad of ['Баки\u0000', 'Баки\ud800', '\udc00Баки', 'Ба\u202eки', 'Баки\nемкости']) {
      expect(sectionNameKey(bad)).toBeNull()
    }
  })

  it('for any string: null, or a trimmed clean name within the limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 260 }), (raw) => {
        const key = sectionNameKey(raw)
        if (key === null) return
        expect(key).toBe(key.trim())
        expect(key.length).toBeGreaterThan(0)
        expect(key.length).toBeLessThanOrEqual(SECTION_NAME_MAX)
        expect([...key].some((char) => char.charCodeAt(0) < 0x20)).toBe(false)
      })
    )
  })
})
