import { headerVariant, usesBurger } from './headerLayout'

describe('header breakpoints (SPEC §2, §9)', () => {
  it.each([
    [0, 'none'],
    [390, 'mobile'],
    [780, 'mobile'],
    [781, 'tablet'],
    [1310, 'tablet'],
    [1311, 'desktop'],
    [1440, 'desktop'],
  ])('%p px → %p', (width, variant) => {
    expect(headerVariant(width)).toBe(variant)
  })

  it('switches to the burger below 1100 px', () => {
    expect(usesBurger(1099)).toBe(true)
    expect(usesBurger(1100)).toBe(false)
    expect(usesBurger(0)).toBe(false)
  })
})
