import { cleanQuery, foldCase, looksLikeArticle, switchLayout, tokenize } from './searchText'

describe('cleanQuery', () => {
  it('trims and collapses whitespace; blank input becomes empty', () => {
    expect(cleanQuery('  насос   grundfos ')).toBe('насос grundfos')
    expect(cleanQuery('   ')).toBe('')
    expect(cleanQuery(undefined)).toBe('')
  })
})

describe('foldCase', () => {
  it('folds case and ё into е', () => {
    expect(foldCase('Котёл ЁМКОСТЬ')).toBe('котел емкость')
  })
})

describe('tokenize', () => {
  it('splits words and keeps article punctuation inside a token', () => {
    expect(tokenize('Насос UPS 25-40/180, 1/2"')).toEqual(['насос', 'ups', '25-40/180', '1/2'])
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

describe('looksLikeArticle', () => {
  it('recognises article numbers but not plain words or numbers', () => {
    expect(looksLikeArticle('gr-ups2540-180')).toBe(true)
    expect(looksLikeArticle('25-40')).toBe(true)
    expect(looksLikeArticle('насос')).toBe(false)
    expect(looksLikeArticle('2540')).toBe(false)
  })
})
