import { cardVariantFor } from './cardVariant'

describe('cardVariantFor (issue 30 §5)', () => {
  it('gives the grid compact cards on a phone, two to a row', () => {
    expect(cardVariantFor(390, 'grid')).toBe('compact')
    expect(cardVariantFor(767, 'grid')).toBe('compact')
  })

  it('keeps full cards from 768 px, in the list layout and before the width is known', () => {
    expect(cardVariantFor(768, 'grid')).toBe('full')
    expect(cardVariantFor(390, 'list')).toBe('full')
    expect(cardVariantFor(0, 'grid')).toBe('full')
  })
})
