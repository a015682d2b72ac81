import {
  SIMILARITY_THRESHOLD,
  TYPO_CANDIDATES,
  trigrams,
  trigramSimilarity,
  WordDictionary,
} from './searchDictionary'

const similarity = (a: string, b: string) => trigramSimilarity(trigrams(a), trigrams(b))

describe('trigrams as pg_trgm makes them', () => {
  it('pads each word with two spaces before and one after', () => {
    expect(trigrams('кот')).toEqual(['  к', ' ко', 'кот', 'от '].sort())
  })

  it('splits on what is not a letter or digit, each trigram once', () => {
    // show_trgm('a/b') = {"  a","  b"," a "," b "}
    expect(trigrams('a/b')).toEqual(['  a', '  b', ' a ', ' b '])
    expect(trigrams('aaaa')).toEqual(['  a', ' aa', 'aa ', 'aaa'])
  })

  it('gives the similarity pg_trgm gives (single precision)', () => {
    // SELECT similarity('носос','насос'), similarity('носос','носок'), similarity('смесетель','смеситель')
    expect(similarity('носос', 'насос')).toBe(Math.fround(0.33333334))
    expect(similarity('носос', 'носок')).toBe(0.5)
    expect(similarity('смесетель', 'смеситель')).toBe(Math.fround(0.53846157))
    expect(similarity('a/b', 'ab')).toBe(Math.fround(0.16666667))
    expect(similarity('', 'ab')).toBe(0)
  })
})

describe('WordDictionary', () => {
  const stems = new Map([
    ['насос', ['насос']],
    ['насосы', ['насос']],
    ['для', []],
    ['grundfos', ['grundfo']],
  ])
  const dictionary = new WordDictionary(
    ['насосы', 'насос', 'носок', 'котел', 'котлы', 'для', 'насос'],
    stems
  )

  it('knows stored words and their prefixes, and nothing else', () => {
    expect(dictionary.size).toBe(6)
    expect(dictionary.factsOf('насос')).toMatchObject({ isWord: true, hasPrefix: true })
    expect(dictionary.factsOf('нас')).toMatchObject({ isWord: false, hasPrefix: true })
    expect(dictionary.factsOf('котл')).toMatchObject({ isWord: false, hasPrefix: true })
    expect(dictionary.factsOf('котлыы')).toMatchObject({ isWord: false, hasPrefix: false })
    expect(dictionary.hasPrefix('я')).toBe(false)
    expect(dictionary.hasPrefix('')).toBe(true)
  })

  it('offers typo candidates nearest first, only for words neither stored nor begun', () => {
    // pg_trgm: носок 0.5, насос 0.33, насосы 0.18 (under the threshold), котел 0
    expect(similarity('носос', 'насосы')).toBeLessThan(SIMILARITY_THRESHOLD)
    expect(dictionary.factsOf('носос').similar).toEqual(['носок', 'насос'])
    expect(dictionary.factsOf('насос').similar).toEqual([])
    expect(dictionary.factsOf('нас').similar).toEqual([])
  })

  it('offers none for short words and words with digits', () => {
    expect(dictionary.similar('нс')).toEqual([])
    expect(dictionary.similar('насос1')).toEqual([])
  })

  it('keeps at most TYPO_CANDIDATES, ties in code point order', () => {
    const words = Array.from(
      { length: 12 },
      (_, i) => `насос${String.fromCharCode(0x430 + 11 - i)}`
    )
    const many = new WordDictionary(words, new Map())
    const found = many.similar('насос')
    expect(found).toHaveLength(TYPO_CANDIDATES)
    expect(found).toEqual([...words].sort().slice(0, TYPO_CANDIDATES))
  })

  it('gives the stems loaded, none for a stop word or an unknown word', () => {
    expect(dictionary.factsOf('насосы').stems).toEqual(['насос'])
    expect(dictionary.factsOf('для').stems).toEqual([])
    expect(dictionary.factsOf('grundfos')).toMatchObject({ isWord: false, stems: ['grundfo'] })
    expect(dictionary.factsOf('шланг').stems).toEqual([])
  })
})
