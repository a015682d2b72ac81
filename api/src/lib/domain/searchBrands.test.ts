import { brandFor, brandWords, soundKey, transliterate } from './searchBrands'

const brands = brandWords([
  'Grundfos',
  'Wilo',
  'Valtec',
  'Baxi',
  'Vaillant',
  'Royal Thermo',
  'TIM 2',
])
const brandOf = (token: string) => brandFor(token, brands)?.shown ?? null

describe('transliterate', () => {
  it('spells Cyrillic in Latin letters as Russians write brands', () => {
    expect(transliterate('грундфос')).toBe('grundfos')
    expect(transliterate('вило')).toBe('vilo')
    expect(transliterate('Вальтек')).toBe('valtek')
    expect(transliterate('джилекс')).toBe('dzhileks')
  })
})

describe('soundKey', () => {
  it('lets spellings Russian cannot tell apart fall together', () => {
    expect(soundKey('wilo')).toBe(soundKey('vilo'))
    expect(soundKey('valtec')).toBe(soundKey('valtek'))
    expect(soundKey('baxi')).toBe(soundKey('baksi'))
    expect(soundKey('vaillant')).toBe(soundKey('vaylant'))
    expect(soundKey('thermo')).toBe(soundKey('termo'))
    expect(soundKey('grundfos')).not.toBe(soundKey('grundfoss2'))
  })
})

describe('brandWords', () => {
  it('keeps the Latin words of brand names, not numbers or initials', () => {
    expect(brandWords(['Royal Thermo', 'TIM 2', 'Wilo', 'wilo'])).toEqual([
      { word: 'royal', shown: 'Royal' },
      { word: 'thermo', shown: 'Thermo' },
      { word: 'tim', shown: 'TIM' },
      { word: 'wilo', shown: 'Wilo' },
    ])
  })
})

describe('brandFor', () => {
  it('finds the brand a Cyrillic word spells', () => {
    expect(brandOf('грундфос')).toBe('Grundfos')
    expect(brandOf('вило')).toBe('Wilo')
    expect(brandOf('валтек')).toBe('Valtec')
    expect(brandOf('вальтек')).toBe('Valtec')
    expect(brandOf('бакси')).toBe('Baxi')
    expect(brandOf('вайлант')).toBe('Vaillant')
    expect(brandOf('термо')).toBe('Thermo')
  })

  it('tolerates one slip in a long brand and finds one being typed', () => {
    expect(brandOf('грунфос')).toBe('Grundfos')
    expect(brandOf('грундвос')).toBe('Grundfos')
    expect(brandOf('грунд')).toBe('Grundfos')
  })

  it('leaves ordinary words and near misses alone', () => {
    for (const word of ['насос', 'вода', 'вилы', 'валик', 'гранит', 'бак', 'кран', 'вил']) {
      expect([word, brandOf(word)]).toEqual([word, null])
    }
  })

  it('reads only Cyrillic words: Latin, digits and mixed words are no transliteration', () => {
    expect(brandOf('grundfos')).toBeNull()
    expect(brandOf('вило2')).toBeNull()
    expect(brandFor('вило', [])).toBeNull()
  })
})
