import {
  foundCountText,
  isCappedCount,
  SEARCH_LIST_CAP,
  articleFragment,
  articleKey,
  articleTailQuery,
  bestCorrection,
  buildRankQuery,
  buildTsQuery,
  correctedQuery,
  editDistance,
  fleetingVowelVariants,
  followUpLookups,
  inNames,
  planSearch,
  relevanceKeys,
  type WordFacts,
} from './searchQuery'

const facts = (entries: Record<string, Partial<WordFacts>>) =>
  new Map<string, WordFacts>(
    Object.entries(entries).map(([word, f]) => [
      word,
      { isWord: false, hasPrefix: false, similar: [], stems: [], ...f },
    ])
  )

/** The word table of a small plumbing catalogue, as the service would read it. */
const table = facts({
  насос: { isWord: true, hasPrefix: true, stems: ['насос'] },
  насосы: { isWord: true, hasPrefix: true, stems: ['насос'] },
  носос: { similar: ['носок', 'насос', 'насосы'], stems: ['носос'] },
  нососы: { similar: ['насосы', 'насос'], stems: ['носос'] },
  yfcjc: {},
  yfcjcs: {},
  котел: { isWord: true, hasPrefix: true, stems: ['котел'] },
  котлы: { isWord: true, hasPrefix: true, stems: ['котл'] },
  котл: { hasPrefix: true },
  котол: { similar: ['котел', 'котлы'], stems: ['котол'] },
  rjntk: {},
  вода: { isWord: true, hasPrefix: true, stems: ['вод'] },
  grundfos: { isWord: true, hasPrefix: true, stems: ['grundfo'] },
  пкгтващы: {},
  busy: { isWord: true, hasPrefix: true, stems: ['busi'] },
  re: { hasPrefix: true },
  радиатор: { isWord: true, hasPrefix: true, stems: ['радиатор'] },
  sh: { hasPrefix: true },
  труба: { isWord: true, hasPrefix: true, stems: ['труб'] },
  трубы: { isWord: true, hasPrefix: true, stems: ['труб'] },
  насосная: { isWord: true, hasPrefix: true, stems: ['насосн'] },
  станция: { isWord: true, hasPrefix: true, stems: ['станц'] },
  grundfo: { hasPrefix: true },
})

const queryOf = (text: string, known = table) => {
  const plan = planSearch(text)
  const empty: WordFacts = { hasPrefix: false, similar: [], stems: [] }
  // As the service does: the query's words first, then the follow-ups.
  const all = new Map(plan.lookups.map((word) => [word, known.get(word) ?? empty]))
  for (let round = 0; round < 2; round++) {
    for (const word of followUpLookups(plan, all)) {
      all.set(word, known.get(word) ?? empty)
    }
  }
  return buildTsQuery(plan, all)
}

/** The plan and the facts the service would have, with «грундфос» spelling Grundfos. */
const planned = (text: string) => {
  const plan = planSearch(text)
  if (plan.tokens.includes('грундфос')) {
    plan.brands.set('грундфос', { word: 'grundfos', shown: 'Grundfos' })
  }
  const empty: WordFacts = { hasPrefix: false, similar: [], stems: [] }
  const all = new Map(plan.lookups.map((word) => [word, table.get(word) ?? empty]))
  for (let round = 0; round < 2; round++) {
    for (const word of followUpLookups(plan, all)) all.set(word, table.get(word) ?? empty)
  }
  return { plan, all }
}

const rankOf = (text: string) => {
  const plan = planSearch(text)
  const empty: WordFacts = { hasPrefix: false, similar: [], stems: [] }
  const all = new Map(plan.lookups.map((word) => [word, table.get(word) ?? empty]))
  for (let round = 0; round < 2; round++) {
    for (const word of followUpLookups(plan, all)) all.set(word, table.get(word) ?? empty)
  }
  return buildRankQuery(plan, all)
}

describe('planSearch', () => {
  it('looks up the words and their other-layout reading', () => {
    expect(planSearch('Yfcjc Grundfos')).toEqual({
      tokens: ['yfcjc', 'grundfos'],
      shownTokens: ['yfcjc', 'grundfos'],
      kazakh: [],
      switchedTokens: ['насос', 'пкгтващы'],
      lookups: ['yfcjc', 'grundfos', 'насос', 'пкгтващы'],
      compacted: 'yfcjcgrundfos',
      onePiece: false,
      brands: new Map(),
    })
  })
})

describe("words that name an object's own keys", () => {
  it("read as words typed, not as a prototype's members", () => {
    for (const word of ['constructor', 'tostring', 'hasownproperty', 'valueof']) {
      // Without a stored word they are prefixes as typed, and nothing throws.
      expect([word, queryOf(word)]).toEqual([word, `('${word}':*)`])
    }
  })
})

describe('editDistance and bestCorrection', () => {
  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('нсаос', 'насос')).toBe(1)
    expect(editDistance('носос', 'носок')).toBe(1)
    // A vowel for a vowel costs half.
    expect(editDistance('носос', 'насос')).toBe(0.5)
    expect(editDistance('кран', 'бак')).toBe(3)
  })

  it('picks the closest stored word, trigram order breaking ties, within the typo limit', () => {
    expect(bestCorrection('нососы', ['насосы', 'насос'])).toBe('насосы')
    expect(bestCorrection('бойлр', ['бойлер', 'бой'])).toBe('бойлер')
    // Two typos are too many in a four-letter word.
    expect(bestCorrection('кчан', ['кран'])).toBe('кран')
    expect(bestCorrection('кчвн', ['кран'])).toBeNull()
  })
})

describe('fleetingVowelVariants', () => {
  it('drops or restores the fleeting vowel of a stem', () => {
    expect(fleetingVowelVariants('котел')).toEqual(['котл'])
    expect(fleetingVowelVariants('котл')).toEqual(['котел', 'котол'])
    // Candidates only: the service keeps those some stored word starts with.
    expect(fleetingVowelVariants('насосн')).toEqual(['насосен', 'насосон'])
    expect(fleetingVowelVariants('насос')).toEqual(['насс'])
    expect(fleetingVowelVariants('вод')).toEqual([])
    expect(fleetingVowelVariants('grundfo')).toEqual([])
  })

  it('asks the table about a correction first, then about the variants of the words read', () => {
    const typo = facts({ котол: { similar: ['котел'] } })
    expect(followUpLookups(planSearch('котол'), typo)).toEqual(['котел'])
    const known = facts({ котлы: { isWord: true, hasPrefix: true, stems: ['котл'] } })
    expect(followUpLookups(planSearch('котлы'), known)).toEqual(['котел', 'котол'])
    expect(followUpLookups(planSearch('насос'), table)).toEqual(['насс'])
    // Known already: no second look-up.
    expect(followUpLookups(planSearch('котел'), table)).toEqual([])
  })
})

describe('buildTsQuery', () => {
  it('gives every form, typo and layout of a word the same query', () => {
    const forms = ['насос', 'насосы', 'НАСОС', 'носос', 'нососы', 'yfcjc', 'yfcjcs']
    for (const form of forms) expect([form, queryOf(form)]).toEqual([form, `('насос':*)`])
  })

  it('joins a word whose stem loses its fleeting vowel: «котел», «котлы», «котол», «rjntk»', () => {
    for (const form of ['котел', 'котлы', 'котёл', 'котол', 'rjntk']) {
      expect([form, queryOf(form)]).toEqual([form, `('котел':* | 'котл':*)`])
    }
  })

  it('reaches derived words through the stem prefix («насосная», «насосное»)', () => {
    // The prefix of the stem, not of the typed plural, so «насосы» finds «Насосная станция».
    expect(queryOf('насосы')).not.toContain('насосы')
  })

  it('matches a short stem exactly and the word as typed', () => {
    expect(queryOf('вода')).toBe(`('вод' | 'вода':*)`)
  })

  it('keeps an English word whose stem does not begin it', () => {
    expect(queryOf('busy')).toBe(`('busi':* | 'busy':*)`)
  })

  it('completes a word being typed', () => {
    expect(queryOf('насо', facts({ насо: { hasPrefix: true } }))).toBe(`('насо':*)`)
  })

  it('reads a brand typed in the wrong layout', () => {
    expect(queryOf('пкгтващы')).toBe(queryOf('grundfos'))
    expect(queryOf('grundfos')).toBe(`('grundfo':*)`)
  })

  it('keeps numbers as typed, every word required, and matches the article compacted', () => {
    expect(queryOf('Grundfos 25-40')).toBe(
      `(('grundfo':*) & ('25':*) & ('40':*)) | 'grundfos2540':*`
    )
  })

  it('matches an article typed without its dashes', () => {
    expect(queryOf('grups2540', facts({}))).toBe(`(('grups2540':*)) | 'grups2540':*`)
  })

  it('switches the whole query when the layouts split it differently', () => {
    // «,fr» is «бак» typed on an English layout: the comma splits the Latin reading.
    const plan = planSearch(',fr')
    expect(plan.tokens).toEqual(['fr'])
    expect(plan.switchedTokens).toEqual(['бак'])
    const query = buildTsQuery(
      plan,
      facts({ бак: { isWord: true, hasPrefix: true, stems: ['бак'] } })
    )
    expect(query).toBe(`('бак':*)`)
  })

  it('searches an unknown word as typed (it finds nothing)', () => {
    expect(queryOf('холодильник', facts({ холодильник: { stems: ['холодильник'] } }))).toBe(
      `('холодильник':*)`
    )
  })

  it('has nothing to find in an empty query', () => {
    expect(buildTsQuery(planSearch('  '), facts({}))).toBeNull()
  })
})

describe('buildRankQuery', () => {
  it('ranks by the stems exactly, the same for every form of the word', () => {
    for (const form of ['насос', 'насосы', 'носос', 'yfcjc']) {
      expect([form, rankOf(form)]).toEqual([form, `'насос'`])
    }
    for (const form of ['котел', 'котлы', 'rjntk']) {
      expect([form, rankOf(form)]).toEqual([form, `'котел' | 'котл'`])
    }
  })

  it('gives any of several words credit, a word being typed by its prefix', () => {
    expect(rankOf('насос grundfos')).toBe(`'grundfo' | 'насос'`)
    expect(rankOf('насо')).toBe(`'насо':*`)
    expect(rankOf('  ')).toBeNull()
  })
})

describe('relevance keys', () => {
  it('restricts a query to names and articles (weight A)', () => {
    expect(inNames(`('котел':* | 'котл':*) & ('25':*)`)).toBe(
      `('котел':*A | 'котл':*A) & ('25':*A)`
    )
    expect(inNames(`'вод' | 'насос'`)).toBe(`'вод':A | 'насос':A`)
  })

  it('puts goods named by the word before goods named by a derived word, alike for every form', () => {
    const keysOf = (text: string) => {
      const plan = planSearch(text)
      const empty: WordFacts = { hasPrefix: false, similar: [], stems: [] }
      const all = new Map(plan.lookups.map((word) => [word, table.get(word) ?? empty]))
      for (let round = 0; round < 2; round++) {
        for (const word of followUpLookups(plan, all)) all.set(word, table.get(word) ?? empty)
      }
      return relevanceKeys(plan, all)
    }
    expect(keysOf('насос')).toEqual([`'насос':A`, `('насос':*A)`])
    for (const form of ['насосы', 'носос', 'yfcjc']) expect(keysOf(form)).toEqual(keysOf('насос'))
    expect(keysOf('')).toEqual([])
  })

  it('ranks an article first only when the query can be one (it has a digit)', () => {
    expect(articleKey(planSearch('GR-UPS-25'))).toBe('grups25')
    expect(articleKey(planSearch('насос'))).toBeNull()
    expect(articleKey(planSearch('a1'))).toBeNull()
  })
})

describe('articleFragment', () => {
  // «ups» and «grundfos» are words of names; «gen», «rf», «n», «gr», «sq» are not.
  const words = facts({
    ups: { isWord: true, hasPrefix: true, stems: ['up'] },
    grundfos: { isWord: true, hasPrefix: true, stems: ['grundfo'] },
    бак: { isWord: true, hasPrefix: true, stems: ['бак'] },
    gen: { hasPrefix: true },
    gr: { hasPrefix: true },
  })
  const fragment = (text: string) => articleFragment(planSearch(text), words)

  it('searches an article or a run of its parts by its compacted form, typed any way', () => {
    expect(fragment('GEN-0038586-RF-N-50')).toBe('gen0038586rfn50')
    expect(fragment('gen 0038586 rf n 50')).toBe('gen0038586rfn50')
    expect(fragment('N-18')).toBe('n18')
    expect(fragment('25 4')).toBe('254')
    expect(fragment('0038586')).toBe('0038586')
    expect(fragment('gr-sq-3')).toBe('grsq3')
    expect(fragment('grups2540')).toBe('grups2540')
    // Two short parts: «D-2» of an article.
    expect(fragment('d 2')).toBe('d2')
    // Copied in one piece: an article even with words of names among its parts.
    expect(fragment('UPS-32-60')).toBe('ups3260')
    expect(fragment('GEN-0093070-VT-BASE-DN40-VR-NR')).toBe('gen0093070vtbasedn40vrnr')
    expect(articleTailQuery(fragment('N-18')!)).toBe(`'n18':*`)
  })

  it('leaves words, sizes and queries without a digit to the words’ tsquery', () => {
    // A word of names with numbers, spaced: the names' words are searched.
    expect(fragment('ups 32-60')).toBeNull()
    expect(fragment('Grundfos 25-40')).toBeNull()
    expect(fragment('ups-32')).toBeNull()
    expect(fragment('бак 500')).toBeNull()
    // Sizes keep their separators in documents («1/2», «2.0»).
    expect(fragment('3/4 1/2')).toBeNull()
    expect(fragment('vt.192')).toBeNull()
    // No digit, or too short to be one.
    expect(fragment('bx-eco')).toBeNull()
    expect(fragment('a1')).toBeNull()
    expect(fragment('24')).toBeNull()
    expect(fragment('насос')).toBeNull()
  })

  it('keeps the words’ tsquery as it was: sections and brands are matched by it', () => {
    expect(buildTsQuery(planSearch('N-18'), words)).toBe(`(('n':*) & ('18':*)) | 'n18':*`)
  })
})

describe('correctedQuery', () => {
  const corrected = (text: string) => {
    const { plan, all } = planned(text)
    return correctedQuery(plan, all)
  }

  it('names the word searched for a wrong layout or a typo', () => {
    expect(corrected('yfcjc')).toBe('насос')
    expect(corrected('носос')).toBe('насос')
    expect(corrected('нососы')).toBe('насосы')
    expect(corrected('rjntk')).toBe('котел')
  })

  it('names a brand typed in Cyrillic in its own spelling, the other words kept', () => {
    expect(corrected('грундфос')).toBe('Grundfos')
    expect(corrected('насос грундфос')).toBe('насос Grundfos')
    expect(buildTsQuery(planned('грундфос').plan, planned('грундфос').all)).toBe(
      queryOf('grundfos')
    )
  })

  it('says nothing when the query is read as typed: forms, case, prefixes, articles', () => {
    for (const text of ['насос', 'НАСОСЫ', 'насо', 'grundfos', 'gr-ups 25', '', 'холодильник']) {
      expect([text, corrected(text)]).toEqual([text, null])
    }
  })
})

describe('foundCountText', () => {
  it('gives the count up to the cap and «более 1 000» past it', () => {
    expect(SEARCH_LIST_CAP).toBe(1000)
    expect(foundCountText(0)).toBe('0')
    expect(foundCountText(1000)).toBe('1000')
    expect(isCappedCount(1000)).toBe(false)
    expect(isCappedCount(1001)).toBe(true)
    expect(foundCountText(1001)).toBe('более 1 000')
  })
})

describe('Kazakh words (issue 33 §3)', () => {
  it('folds the Kazakh letters and look-alikes in the plan, showing the words as typed', () => {
    const plan = planSearch('СОРҒЫ сүзгi')
    expect(plan.tokens).toEqual(['соргы', 'сузги'])
    expect(plan.shownTokens).toEqual(['сорғы', 'сүзгi'])
    expect(plan.kazakh.map((m) => m?.ru)).toEqual([['насос'], ['фильтр']])
    // The Russian words are looked up as if typed.
    expect(plan.lookups).toEqual(expect.arrayContaining(['насос', 'фильтр']))
  })

  it('searches a Kazakh kind of goods as its Russian word, and its own stem for Kazakh names', () => {
    expect(queryOf('насос')).toBe("('насос':*)")
    for (const typed of [
      'сорғы',
      'Сорғы',
      'СОРҒЫ',
      'сорғы',
      'соргы',
      'cорғы',
      'сорғылар',
      'сорғының',
      'сорғысы',
    ]) {
      expect([typed, queryOf(typed)]).toEqual([typed, "('насос':* | 'соргы':*)"])
    }
    expect(queryOf('құбырлар')).toBe("('кубыр':* | 'труб':*)")
    // Typed in Russian letters it is no wrong layout, though «re,sh» splits otherwise.
    expect(queryOf('кубыр')).toBe("('кубыр':* | 'труб':*)")
  })

  it('ranks a Kazakh word as its Russian one, its own stem besides', () => {
    expect(rankOf('сорғылар')).toBe("'насос' | 'соргы':*")
    expect(rankOf('насосы')).toBe("'насос'")
  })

  it('reads a phrase before its words: «сорғы станциясы», every word of the Russian required', () => {
    expect(queryOf('сорғы станциясы')).toBe(
      "((('насосн':*) & ('станц':*)) | ('соргы':* & 'станция':*))"
    )
    // Word by word outside the dictionary's phrases, each word required.
    expect(queryOf('сорғы grundfos')).toBe("('насос':* | 'соргы':*) & ('grundfo':*)")
  })

  it('is no correction: the query is said back only for what was corrected', () => {
    const { plan, all } = planned('сорғы')
    expect(correctedQuery(plan, all)).toBeNull()
    const mixed = planned('Сорғылар носос')
    expect(correctedQuery(mixed.plan, mixed.all)).toBe('сорғылар насос')
  })

  it('reads a stored word with Kazakh endings as that word, no correction: «радиаторлар»', () => {
    expect(queryOf('радиаторлар')).toBe(queryOf('радиатор'))
    expect(queryOf('радиаторларды')).toBe("('радиатор':*)")
    const { plan, all } = planned('Радиаторлар')
    expect(correctedQuery(plan, all)).toBeNull()
  })

  it('leaves Russian queries as they were', () => {
    expect(planSearch('насос wilo').kazakh).toEqual([])
    expect(queryOf('нacoc')).toBe("('насос':*)") // Latin a and c inside a Cyrillic word
    expect(queryOf('GR-UPS 25')).toBe(queryOf('gr-ups 25'))
  })
})
