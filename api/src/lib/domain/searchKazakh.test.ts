import {
  completeKindOfGoods,
  foldKazakh,
  foldKazakhWord,
  indexKindsOfGoods,
  KAZAKH_FOLD_FROM,
  KAZAKH_FOLD_TO,
  kazakhStems,
  loanwordStems,
  matchKindOfGoods,
  withoutPossessive,
} from './searchKazakh'
import { KINDS_OF_GOODS } from './searchKazakhWords'
import { tokenize } from './searchText'

describe('foldKazakhWord', () => {
  it('folds every Kazakh letter, either case, to the Russian letter typed for it', () => {
    expect(foldKazakhWord('әғқңөұүһі')).toBe('агкноууxи'.replace('x', 'х'))
    expect(foldKazakhWord('ӘҒҚҢӨҰҮҺІ')).toBe(foldKazakhWord('әғқңөұүһі'))
    expect(foldKazakhWord('СОРҒЫ')).toBe('соргы')
    expect(foldKazakhWord('Қазандық')).toBe('казандык')
  })

  it('gives the word typed with Russian look-alikes the same key', () => {
    const pairs: [string, string][] = [
      ['сорғы', 'соргы'],
      ['сүзгі', 'сузги'],
      ['құбыр', 'кубыр'],
      ['араластырғыш', 'араластыргыш'],
      ['қазандық', 'казандык'],
      ['кәріз', 'кариз'],
      ['шүмек', 'шумек'],
      ['жиһаз', 'жихаз'],
      ['ұңғыма', 'унгыма'],
      ['өлшегіш', 'олшегиш'],
    ]
    for (const [kazakh, typed] of pairs) {
      expect([kazakh, foldKazakhWord(kazakh)]).toEqual([kazakh, foldKazakhWord(typed)])
    }
  })

  it('reads Latin look-alikes inside a Cyrillic word as Cyrillic (і as Latin i, һ as h)', () => {
    expect(foldKazakhWord('сүзгi')).toBe('сузги') // Latin i
    expect(foldKazakhWord('cорғы')).toBe('соргы') // Latin c
    expect(foldKazakhWord('жиhаз')).toBe('жихаз') // Latin h for һ
    expect(foldKazakhWord('НАСОС'.replace('Н', 'H'))).toBe('насос') // a capital Latin H is Н
    expect(foldKazakhWord('кәрiз')).toBe(foldKazakhWord('кәріз'))
    // Latin-script Kazakh letters and the schwa
    expect(foldKazakhWord('сорğы')).toBe('соргы')
    expect(foldKazakhWord('кəріз')).toBe('кариз')
    expect(foldKazakhWord('сüзгі')).toBe('сузги')
  })

  it('leaves Latin words, articles and Russian words alone (but ё is е)', () => {
    expect(foldKazakhWord('grundfos')).toBe('grundfos')
    expect(foldKazakhWord('Hotel')).toBe('hotel')
    expect(foldKazakhWord('ups25')).toBe('ups25')
    expect(foldKazakhWord('квт25a')).toBe('квт25a') // an article keeps its Latin a
    expect(foldKazakhWord('насос')).toBe('насос')
    expect(foldKazakhWord('Котёл')).toBe('котел')
  })

  it('keeps words where they were: one character for one', () => {
    const text = 'Сорғы-станциясы UPS 25/40 сүзгi'
    expect(foldKazakh(text)).toHaveLength(text.length)
    expect(tokenize(foldKazakh(text))).toHaveLength(tokenize(text).length)
  })

  it('gives SQL the same folding for Kazakh names (the hook)', () => {
    expect(KAZAKH_FOLD_FROM).toHaveLength(KAZAKH_FOLD_TO.length)
    expect(foldKazakhWord(KAZAKH_FOLD_FROM)).toBe(KAZAKH_FOLD_TO)
  })
})

describe('kazakhStems', () => {
  const stemsOf = (word: string) => kazakhStems(foldKazakhWord(word))

  it('finds the base form under plural, possessive and case endings', () => {
    const forms: [string, string][] = [
      ['сорғылар', 'сорғы'],
      ['сорғыны', 'сорғы'],
      ['сорғының', 'сорғы'],
      ['сорғыға', 'сорғы'],
      ['сорғыда', 'сорғы'],
      ['сорғыдан', 'сорғы'],
      ['сорғымен', 'сорғы'],
      ['сорғысы', 'сорғы'],
      ['сорғысының', 'сорғы'],
      ['сорғыларының', 'сорғы'],
      ['сорғыларды', 'сорғы'],
      ['сүзгілер', 'сүзгі'],
      ['сүзгіні', 'сүзгі'],
      ['сүзгіге', 'сүзгі'],
      ['сүзгідегі', 'сүзгі'],
      ['құбырлар', 'құбыр'],
      ['құбырды', 'құбыр'],
      ['құбыры', 'құбыр'],
      ['құбырларға', 'құбыр'],
      ['қазандар', 'қазан'],
      ['қазандықтар', 'қазандық'],
      ['қазандыққа', 'қазандық'],
      ['араластырғыштар', 'араластырғыш'],
      ['араластырғышты', 'араластырғыш'],
      ['жылытқыштың', 'жылытқыш'],
    ]
    for (const [form, base] of forms) {
      expect([form, stemsOf(form)]).toEqual([form, expect.arrayContaining([foldKazakhWord(base)])])
    }
  })

  it('undoes the voicing of a final к/қ, п before a vowel: қазандығы, бұрыштығы', () => {
    expect(stemsOf('қазандығы')).toContain('казандык')
    expect(stemsOf('бұрыштықтары')).toContain('бурыштык')
    expect(stemsOf('аспабы')).toContain('аспап')
    // Not before a consonant: «қазандығға» is no form
    expect(stemsOf('бугда')).not.toContain('бук')
  })

  it('gives the word itself first, longer stems before shorter ones', () => {
    const stems = stemsOf('сорғылар')
    expect(stems[0]).toBe('соргылар')
    expect(stems).toContain('соргы')
    expect(stems.map((stem) => stem.length)).toEqual(
      [...stems.map((stem) => stem.length)].sort((a, b) => b - a)
    )
    expect(stemsOf('насос')).toEqual(['насос'])
  })
})

describe('loanwordStems', () => {
  it('takes Kazakh endings off words shared with Russian', () => {
    expect(loanwordStems('радиаторлар')).toContain('радиатор')
    expect(loanwordStems('клапандарды')).toContain('клапан')
    expect(loanwordStems(foldKazakhWord('фильтрлері'))).toContain('фильтр')
    expect(loanwordStems(foldKazakhWord('крандың'))).toContain('кран')
  })

  it('leaves single-vowel Russian endings and short stems to the Russian reading', () => {
    expect(loanwordStems('насосы')).not.toContain('насос')
    expect(loanwordStems('котла')).toEqual([])
    expect(loanwordStems('вода')).toEqual([])
    expect(loanwordStems('радиаторлар')).not.toContain('радиаторлар')
  })
})

describe('withoutPossessive', () => {
  it("gives a phrase's head word its base form", () => {
    expect(withoutPossessive('казаны')).toBe('казан')
    expect(withoutPossessive('станциясы')).toBe('станция')
    expect(withoutPossessive('багы')).toBe('бак')
    expect(withoutPossessive('муржасы')).toBe('муржа')
    expect(withoutPossessive('жылыткыш')).toBe('жылыткыш')
  })
})

describe('the dictionary of kinds of goods', () => {
  const entries = indexKindsOfGoods(KINDS_OF_GOODS)
  const read = (query: string) => {
    const tokens = tokenize(foldKazakh(query))
    return matchKindOfGoods(tokens, 0, entries)
  }

  it('has the kinds the issue names and at least 40 of them', () => {
    expect(KINDS_OF_GOODS.length).toBeGreaterThanOrEqual(40)
    const pairs: [string, string][] = [
      ['сорғы', 'насос'],
      ['сүзгі', 'фильтр'],
      ['құбыр', 'труба'],
      ['қазандық', 'котел'],
      ['жылыту қазаны', 'котел'],
      ['араластырғыш', 'смеситель'],
      ['су жылытқыш', 'водонагреватель'],
    ]
    for (const [kk, ru] of pairs) expect([kk, read(kk)?.ru]).toEqual([kk, [ru]])
  })

  it('reads inflected forms and the look-alikes typed for the letters', () => {
    for (const form of ['сорғылар', 'СОРҒЫНЫҢ', 'соргы', 'сорғысы', 'сорғыларды']) {
      expect([form, read(form)?.ru]).toEqual([form, ['насос']])
    }
    expect(read('су жылытқыштар')?.ru).toEqual(['водонагреватель'])
    expect(read('жылыту қазандары')?.ru).toEqual(['котел'])
    expect(read('қазандығы')?.ru).toEqual(['котел'])
    expect(read('кубырлар')?.ru).toEqual(['труба'])
  })

  it('prefers the longest phrase and says how many words it took', () => {
    expect(read('сорғы станциясы')).toMatchObject({ length: 2, ru: ['насосная', 'станция'] })
    expect(read('сорғы станцияларына')).toMatchObject({ length: 2 })
    expect(read('су жылытқыш')).toMatchObject({ length: 2, ru: ['водонагреватель'] })
    expect(read('жылытқыш')).toMatchObject({ length: 1, ru: ['нагреватель'] })
  })

  it('reads neither Russian words nor unknown Kazakh ones', () => {
    for (const word of [
      'насос',
      'фильтр',
      'котел',
      'казань',
      'казахстан',
      'электрический',
      'су',
      'сумка',
      'кран',
    ]) {
      expect([word, read(word)]).toEqual([word, null])
    }
  })

  it('holds single words of four letters or more, each spelling once', () => {
    const spellings = entries.map((e) => e.words.join(' '))
    expect(new Set(spellings).size).toBe(spellings.length)
    for (const entry of entries.filter((e) => e.words.length === 1)) {
      expect([entry.words[0], entry.words[0].length >= 4]).toEqual([entry.words[0], true])
    }
  })
})

describe('completeKindOfGoods', () => {
  const entries = indexKindsOfGoods(KINDS_OF_GOODS)
  const complete = (query: string) => {
    const tokens = tokenize(foldKazakh(query))
    for (let start = 0; start < tokens.length; start++) {
      const found = completeKindOfGoods(tokens, start, entries)
      if (found) return { start, ...found }
    }
    return null
  }

  it('completes a Kazakh word being typed, from four letters on', () => {
    expect(complete('сорғ')?.ru).toEqual(['насос'])
    expect(complete('СҮЗГ')?.ru).toEqual(['фильтр'])
    expect(complete('құбы')?.ru).toEqual(['труба'])
    expect(complete('араласт')?.ru).toEqual(['смеситель'])
    expect(complete('су жылытқ')).toMatchObject({ start: 0, length: 2, ru: ['водонагреватель'] })
    expect(complete('grundfos сорғ')).toMatchObject({ start: 1, ru: ['насос'] })
  })

  it('does not guess from a short or an ambiguous start, nor complete a word not last', () => {
    expect(complete('сор')).toBeNull()
    expect(complete('жылы')).toBeNull() // жылыту or жылытқыш
    expect(completeKindOfGoods(['сорг', 'grundfos'], 0, entries)).toBeNull()
    expect(complete('насо')).toBeNull()
  })
})
