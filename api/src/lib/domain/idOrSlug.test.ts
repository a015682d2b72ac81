import { parseIdOrSlug } from './idOrSlug'

describe('parseIdOrSlug', () => {
  it('reads whole numbers as ids', () => {
    expect(parseIdOrSlug('7')).toEqual({ id: 7 })
    expect(parseIdOrSlug(' 12 ')).toEqual({ id: 12 })
    expect(parseIdOrSlug(3)).toEqual({ id: 3 })
  })

  it('reads the production slugs of SPEC §2 as slugs', () => {
    expect(parseIdOrSlug('water-pumping-station')).toEqual({ slug: 'water-pumping-station' })
    expect(parseIdOrSlug('akva-control-cabinet')).toEqual({ slug: 'akva-control-cabinet' })
    expect(parseIdOrSlug('Water-Purification')).toEqual({ slug: 'water-purification' })
  })

  it.each([
    '',
    '   ',
    '0',
    '-1',
    '1.5',
    '1234567890',
    'a b',
    '../etc',
    'water--station',
    '-x',
    'водоочистка',
  ])('refuses %p', (raw) => {
    expect(parseIdOrSlug(raw)).toBeNull()
  })

  it('refuses missing keys and non-positive numbers', () => {
    expect(parseIdOrSlug(undefined)).toBeNull()
    expect(parseIdOrSlug(null)).toBeNull()
    expect(parseIdOrSlug(0)).toBeNull()
    expect(parseIdOrSlug(2.5)).toBeNull()
    expect(parseIdOrSlug(2 ** 40)).toBeNull()
  })
})
