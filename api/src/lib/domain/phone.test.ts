import { formatKzPhone, maskKzPhone, normalizeKzPhone, PHONE_MASK_MIN_LENGTH } from './phone'

describe('normalizeKzPhone', () => {
  it.each([
    ['+77012345678'],
    ['77012345678'],
    ['87012345678'],
    ['+7 (701) 234 56 78'],
    ['8 (701) 234-56-78'],
    ['8-701-234-56-78'],
    ['  +7 701 234 56 78  '],
    ['+7\u00a0701\u00a0234\u00a056\u00a078'],
    ['7.701.234.56.78'],
  ])('reads %j as +77012345678', (raw) => {
    expect(normalizeKzPhone(raw)).toBe('+77012345678')
  })

  it('keeps landline numbers (city codes) too', () => {
    expect(normalizeKzPhone('8 (7122) 12-34-56')).toBe('+77122123456')
  })

  it.each([
    [''],
    ['+7 (701) 234 56 7'],
    ['7012345678'],
    ['+7 (701) 234 56 789'],
    ['+87012345678'],
    ['97012345678'],
    ['+7 (701) 234 56 7a'],
    ['+7 701 234 56 78 доб. 5'],
    ['＋77012345678'],
    ['٧٠١٢٣٤٥٦٧٨٩'],
    ['1'.repeat(41)],
  ])('refuses %j', (raw) => {
    expect(normalizeKzPhone(raw)).toBeNull()
  })

  it('refuses what is not a string', () => {
    expect(normalizeKzPhone(77012345678)).toBeNull()
    expect(normalizeKzPhone(null)).toBeNull()
    expect(normalizeKzPhone(undefined)).toBeNull()
  })
})

describe('formatKzPhone', () => {
  it('shows the SPEC §5 mask', () => {
    expect(formatKzPhone('+77012345678')).toBe('+7 (701) 234 56 78')
    expect(formatKzPhone(normalizeKzPhone('87122123456')!)).toBe('+7 (712) 212 34 56')
  })

  it('leaves anything else as it is', () => {
    expect(formatKzPhone('+7701234567')).toBe('+7701234567')
    expect(formatKzPhone('')).toBe('')
  })

  it('formats to 18 characters, which normalise back', () => {
    const shown = formatKzPhone('+77012345678')
    expect(shown).toHaveLength(18)
    expect(normalizeKzPhone(shown)).toBe('+77012345678')
  })
})

describe('maskKzPhone (SPEC §5 mask +7 (###) ### ## ##)', () => {
  it.each([
    ['7', '+7 (7'],
    ['+', '+'],
    ['+7', '+7'],
    ['+77', '+7 (7'],
    ['+7 (', '+7'],
    ['+7 (7', '+7 (7'],
    ['8', '+7 ('],
    ['8701', '+7 (701'],
    ['+7701234', '+7 (701) 234'],
    ['87012345678', '+7 (701) 234 56 78'],
    ['+7 (701) 234 56 78', '+7 (701) 234 56 78'],
    ['77012345678999', '+7 (701) 234 56 78'],
    ['', ''],
  ])('%p → %p', (typed, masked) => {
    expect(maskKzPhone(typed)).toBe(masked)
  })

  it('a complete masked number is 18 characters and normalises', () => {
    const masked = maskKzPhone('87012345678')
    expect(masked).toHaveLength(PHONE_MASK_MIN_LENGTH)
    expect(normalizeKzPhone(masked)).toBe('+77012345678')
  })
})
