import { brandFor, brandWords, MIN_BRAND_PREFIX, soundKey, transliterate } from './searchBrands'
import { editDistance } from './searchQuery'

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

  it('answers as comparing every brand word in full, over many words and brands', () => {
    // Every brand word's sound key and edit distance worked out on each call, as before the
    // keys were kept per list and the lengths ruled most brands out.
    const reference = (token: string, list: typeof brands) => {
      if (!/^[а-яё]+$/.test(token)) return null
      const key = soundKey(transliterate(token))
      let best: (typeof list)[number] | null = null
      let bestDistance = Infinity
      for (const brand of list) {
        const brandKey = soundKey(brand.word)
        const distance =
          key.length >= MIN_BRAND_PREFIX && brandKey.startsWith(key)
            ? 0
            : editDistance(key, brandKey)
        if (distance <= (key.length >= 5 ? 1 : 0) && distance < bestDistance) {
          best = brand
          bestDistance = distance
        }
      }
      return best
    }
    const many = brandWords([
      ...['Grundfos', 'Wilo', 'Valtec', 'Baxi', 'Vaillant', 'Royal Thermo', 'Pedrollo', 'DAB'],
      ...['Aquario', 'Джилекс', 'Ariston', 'Navien', 'Buderus', 'Viessmann', 'Protherm'],
      ...['Rommer', 'Zota', 'Kospel', 'Thermex', 'Electrolux', 'Grohe', 'Hansgrohe', 'Oras'],
    ])
    const letters = 'абвгдеёжзийклмнопрстуфхцчшщыэюя'
    let seed = 7
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648)
    // Transliterated brand words with a letter changed, dropped or added, and random words.
    const spelled = ['грундфос', 'вило', 'валтек', 'бакси', 'вайлант', 'педролло', 'навиен']
    const words = Array.from({ length: 3000 }, (_, i) => {
      if (i % 2)
        return Array.from({ length: 2 + (next() % 9) }, () => letters[next() % 31]).join('')
      const word = spelled[next() % spelled.length]
      const at = next() % word.length
      const letter = letters[next() % 31]
      return [
        word,
        word.slice(0, at) + letter + word.slice(at + 1),
        word.slice(0, at) + word.slice(at + 1),
      ][next() % 3]
    })
    let found = 0
    for (const word of words) {
      const expected = reference(word, many)
      if (expected) found++
      expect([word, brandFor(word, many)]).toEqual([word, expected])
    }
    expect(found).toBeGreaterThan(300)
    // Another list is another list: its own keys.
    expect(brandFor('грундфос', brandWords(['Wilo']))).toBeNull()
  })
})
