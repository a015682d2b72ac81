import {
  cleanQuery,
  compact,
  MAX_QUERY_LENGTH,
  foldCase,
  switchLayout,
  tokenize,
} from './searchText'

describe('cleanQuery', () => {
  it('trims and collapses whitespace; blank input becomes empty', () => {
    expect(cleanQuery('  насос   grundfos ')).toBe('насос grundfos')
    expect(cleanQuery('   ')).toBe('')
    expect(cleanQuery(undefined)).toBe('')
  })

  it('keeps at most MAX_QUERY_LENGTH characters of a long text', () => {
    const long = 'насос '.repeat(1000)
    expect(cleanQuery(long).length).toBeLessThanOrEqual(MAX_QUERY_LENGTH)
    expect(cleanQuery(long).startsWith('насос насос')).toBe(true)
  })
})

describe('foldCase', () => {
  it('folds case and ё into е', () => {
    expect(foldCase('Котёл ЁМКОСТЬ')).toBe('котел емкость')
  })
})

describe('tokenize', () => {
  it('splits at separators like the database does, keeping 3.5 and 1/2 whole', () => {
    expect(tokenize('Насос UPS 25-40, 1/2" 3.5кВт')).toEqual([
      'насос',
      'ups',
      '25',
      '40',
      '1/2',
      '3.5квт',
    ])
  })
})

describe('compact', () => {
  it('keeps only letters and digits, as articles are stored', () => {
    expect(compact('GR-UPS 25/40')).toBe('grups2540')
  })
})

describe('switchLayout', () => {
  it('reads Latin typed on a Russian keyboard as Cyrillic', () => {
    expect(switchLayout('yfcjc')).toBe('насос')
    expect(switchLayout('rjntk')).toBe('котел')
    expect(switchLayout('Rjn`k')).toBe('котёл')
  })

  it('reads Cyrillic typed on an English keyboard as Latin', () => {
    expect(switchLayout('цшдщ')).toBe('wilo')
  })

  it('returns null when nothing can switch', () => {
    expect(switchLayout('12345')).toBeNull()
    expect(switchLayout('')).toBeNull()
  })
})
