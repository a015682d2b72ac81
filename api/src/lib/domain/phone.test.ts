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

describe('formatKzPhone (the one way a phone is shown)', () => {
  it('shows a mobile as the SPEC §5 mask', () => {
    expect(formatKzPhone('+77012345678')).toBe('+7 (701) 234 56 78')
  })

  it('shows a landline with its city code: four digits, Almaty three', () => {
    expect(formatKzPhone('+77122203040')).toBe('+7 (7122) 20 30 40')
    expect(formatKzPhone('+77132554012')).toBe('+7 (7132) 55 40 12')
    expect(formatKzPhone('+77273123456')).toBe('+7 (727) 312 34 56')
  })

  it.each([
    ['+77025550202'],
    ['87025550202'],
    ['+7 (702) 555-02-02'],
    ['8 702 555 02 02'],
    ['\u2060+7 (702) 555 02 02'],
  ])('reads %j as typed or stored and shows +7 (702) 555 02 02', (raw) => {
    expect(formatKzPhone(raw)).toBe('+7 (702) 555 02 02')
  })

  it('shows an editor’s «+7 (7122) 20-30-40» the same way', () => {
    expect(formatKzPhone('+7 (7122) 20-30-40')).toBe('+7 (7122) 20 30 40')
  })

  it('leaves anything else as it is', () => {
    expect(formatKzPhone('+7701234567')).toBe('+7701234567')
    expect(formatKzPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958')
    expect(formatKzPhone('')).toBe('')
  })

  it.each([['+77012345678'], ['+77122203040'], ['+77273123456']])(
    'formats %s to 18 characters, which normalise back',
    (e164) => {
      const shown = formatKzPhone(e164)
      expect(shown).toHaveLength(18)
      expect(normalizeKzPhone(shown)).toBe(e164)
      expect(formatKzPhone(shown)).toBe(shown)
    }
  )
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
