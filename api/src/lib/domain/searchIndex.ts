import { parseTsQuery, type TsQueryLexeme, type TsQueryNode } from './tsQueryMatch'

/**
 * A packed inverted index of the active goods' search lexemes, in the
 * table's order, that answers a search's ranked list as the SQL does
 * (services/products/productQuery rankedSearchSql): the first `cap`
 * matches in the table's order, the goods the words name, ranked by the
 * same keys — an article typed in full, the relevance tsqueries, priced
 * first, the retail price, the id. Packed so that 100 000 goods cost tens of
 * megabytes, not hundreds: each lexeme table is one string with offsets,
 * each posting list a range of one Int32Array of goods' positions (not a
 * Map of arrays). Pure: services/products/searchIndex reads the rows.
 */

/** One active good as the index reads it, in the table's order. */
export interface IndexedGood {
  id: number
  /** The retail price as float8 (the ranked list's price key). */
  price: number
  /** search_compact(article): an article typed in full ranks first. */
  article: string
  /** tsvector_to_array("searchVector"). */
  lexemes: readonly string[]
  /** The names' part: tsvector_to_array(ts_filter("searchVector", '{a}')). */
  named: readonly string[]
  /** tsvector_to_array("articleTails"). */
  tails: readonly string[]
}

/** What the ranked list of a search needs of its plan (lib/searchWords PreparedSearch). */
export interface IndexedSearch {
  tsQuery: string
  rankKeys: readonly string[]
  rankQuery: string | null
  article: string | null
  articleFragment: string | null
}

/** Sorted distinct strings packed into one string with offsets; code-unit order. */
export class StringTable {
  private constructor(
    private readonly text: string,
    private readonly starts: Int32Array
  ) {}

  static of(sorted: readonly string[]): StringTable {
    const starts = new Int32Array(sorted.length + 1)
    let at = 0
    sorted.forEach((s, i) => {
      starts[i] = at
      at += s.length
    })
    starts[sorted.length] = at
    return new StringTable(sorted.join(''), starts)
  }

  get size() {
    return this.starts.length - 1
  }

  get bytes() {
    return this.text.length * 2 + this.starts.byteLength
  }

  at(i: number): string {
    return this.text.slice(this.starts[i], this.starts[i + 1])
  }

  /** Entry i against `key`, only its first key.length units when `asPrefix`. */
  private compare(i: number, key: string, asPrefix: boolean): number {
    const start = this.starts[i]
    const length = this.starts[i + 1] - start
    const n = Math.min(length, key.length)
    for (let k = 0; k < n; k++) {
      const d = this.text.charCodeAt(start + k) - key.charCodeAt(k)
      if (d !== 0) return d
    }
    return asPrefix && length >= key.length ? 0 : length - key.length
  }

  /** The first entry not before `key` (its first units only, `asPrefix`), or size; after: the first after. */
  private bound(key: string, asPrefix: boolean, after: boolean): number {
    let lo = 0
    let hi = this.size
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      const d = this.compare(mid, key, asPrefix)
      if (d < 0 || (after && d === 0)) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  /** The entries equal to `key`, or beginning with it: [from, to). */
  range(key: string, prefix: boolean): [number, number] {
    const from = this.bound(key, prefix, false)
    return [from, this.bound(key, prefix, true)]
  }

  equals(i: number, key: string): boolean {
    return this.starts[i + 1] - this.starts[i] === key.length && this.compare(i, key, false) === 0
  }
}

/** Growable Int32Array: the builder's (lexeme, good) pairs without an array per lexeme. */
class IntList {
  data = new Int32Array(1024)
  length = 0
  push(value: number) {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2)
      grown.set(this.data)
      this.data = grown
    }
    this.data[this.length++] = value
  }
}

/** Lexemes with their goods: lexeme i's goods are goods[offsets[i] … offsets[i + 1]), ascending. */
class PostingLists {
  constructor(
    readonly lexemes: StringTable,
    readonly offsets: Int32Array,
    readonly goods: Int32Array
  ) {}

  get bytes() {
    return this.offsets.byteLength + this.goods.byteLength
  }
}

/**
 * The same pairs by good: good g's lexemes (their positions in the
 * table, ascending) are lexemes[offsets[g] … offsets[g + 1]). A relevance
 * key is tested on the ≤ 2 002 goods ranked by a binary search each, not by
 * a union of every good a short prefix reaches («n»:*A: 100 000 postings).
 */
class GoodLexemes {
  readonly offsets: Int32Array
  readonly lexemes: Int32Array

  constructor(lists: PostingLists, goods: number) {
    this.offsets = new Int32Array(goods + 1)
    for (const good of lists.goods) this.offsets[good + 1]++
    for (let g = 0; g < goods; g++) this.offsets[g + 1] += this.offsets[g]
    const next = this.offsets.slice(0, goods)
    this.lexemes = new Int32Array(lists.goods.length)
    for (let lexeme = 0; lexeme < lists.lexemes.size; lexeme++) {
      for (let i = lists.offsets[lexeme]; i < lists.offsets[lexeme + 1]; i++) {
        this.lexemes[next[lists.goods[i]]++] = lexeme
      }
    }
  }

  get bytes() {
    return this.offsets.byteLength + this.lexemes.byteLength
  }

  /** Whether good g has a lexeme in [from, to). */
  hasIn(g: number, from: number, to: number): boolean {
    let lo = this.offsets[g]
    let hi = this.offsets[g + 1]
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (this.lexemes[mid] < from) lo = mid + 1
      else hi = mid
    }
    return lo < this.offsets[g + 1] && this.lexemes[lo] < to
  }
}

/** Collects one part's (lexeme, good) pairs, goods added in increasing order. */
class PartBuilder {
  private readonly ids = new Map<string, number>()
  private readonly lexemes = new IntList()
  private readonly goods = new IntList()

  add(good: number, lexemes: readonly string[]) {
    for (const lexeme of lexemes) {
      let id = this.ids.get(lexeme)
      if (id === undefined) this.ids.set(lexeme, (id = this.ids.size))
      this.lexemes.push(id)
      this.goods.push(good)
    }
  }

  get postings() {
    return this.goods.length
  }

  /**
   * The pairs counting-sorted by lexeme (stable: each list stays in the
   * goods' order), over `table` when given (the names' part shares the
   * document's lexemes), else over its own sorted lexemes. A generator that
   * yields between slices of a few tens of milliseconds (SearchIndexBuilder
   * buildPausing).
   */
  *finishing(
    table?: StringTable,
    rankOf?: (lexeme: string) => number
  ): Generator<void, PostingLists> {
    const words = [...this.ids.keys()]
    let lexemes: StringTable
    const rank = new Int32Array(words.length)
    if (table && rankOf) {
      lexemes = table
      for (let id = 0; id < words.length; id++) {
        rank[id] = rankOf(words[id])
        if (id % SLICE === SLICE - 1) yield
      }
    } else {
      const sorted = yield* sortedInSlices(words)
      for (let position = 0; position < sorted.length; position++) {
        rank[this.ids.get(sorted[position])!] = position
        if (position % SLICE === SLICE - 1) yield
      }
      lexemes = StringTable.of(sorted)
      yield
    }
    const offsets = new Int32Array(lexemes.size + 1)
    const n = this.goods.length
    for (let i = 0; i < n; i++) offsets[rank[this.lexemes.data[i]] + 1]++
    for (let i = 0; i < lexemes.size; i++) offsets[i + 1] += offsets[i]
    const next = offsets.slice(0, lexemes.size)
    const goods = new Int32Array(n)
    for (let i = 0; i < n; i++) goods[next[rank[this.lexemes.data[i]]]++] = this.goods.data[i]
    return new PostingLists(lexemes, offsets, goods)
  }
}

/** Words handled between two yields of a build (~10–30 ms each). */
const SLICE = 20_000

/**
 * Distinct strings in code-unit order (StringTable's), sorted a bucket of
 * one first code unit at a time with a yield between buckets: the article
 * tails' 506 266 lexemes took one uninterrupted second to sort. The order
 * is the whole list's, since code-unit order compares first units first.
 */
export function* sortedInSlices(words: readonly string[]): Generator<void, string[]> {
  const buckets = new Map<number, string[]>()
  for (const word of words) {
    const first = word.length === 0 ? -1 : word.charCodeAt(0)
    const bucket = buckets.get(first)
    if (bucket) bucket.push(word)
    else buckets.set(first, [word])
  }
  const sorted: string[] = []
  let sinceYield = 0
  for (const first of [...buckets.keys()].sort((a, b) => a - b)) {
    // The default sort: code-unit order, several times faster than a comparator.
    const bucket = buckets.get(first)!.sort()
    for (const word of bucket) sorted.push(word)
    sinceYield += bucket.length
    if (sinceYield >= SLICE) {
      sinceYield = 0
      yield
    }
  }
  return sorted
}

/** Builds a SearchIndex from the goods added in the table's order. */
export class SearchIndexBuilder {
  private readonly ids = new IntList()
  private prices = new Float64Array(1024)
  private readonly articles: string[] = []
  private readonly document = new PartBuilder()
  private readonly named = new PartBuilder()
  private readonly tails = new PartBuilder()

  add(good: IndexedGood) {
    const position = this.ids.length
    this.ids.push(good.id)
    if (position === this.prices.length) {
      const grown = new Float64Array(this.prices.length * 2)
      grown.set(this.prices)
      this.prices = grown
    }
    this.prices[position] = good.price
    this.articles.push(good.article)
    this.document.add(position, good.lexemes)
    this.named.add(position, good.named)
    this.tails.add(position, good.tails)
  }

  /** Postings so far: what the index will weigh (about 4 bytes each, once built). */
  get postings() {
    return this.document.postings + this.named.postings + this.tails.postings
  }

  build(): SearchIndex {
    const steps = this.steps()
    for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value
  }

  /**
   * The same build, `pause()` awaited between its steps: an api process
   * builds its index while it answers requests, and one uninterrupted build
   * held them up to 2 s (100 382 goods).
   */
  async buildPausing(pause: () => Promise<void>): Promise<SearchIndex> {
    const steps = this.steps()
    for (let step = steps.next(); ; step = steps.next()) {
      if (step.done) return step.value
      await pause()
    }
  }

  /** The build's steps, each a few tens of milliseconds on 100 000 goods. */
  private *steps(): Generator<void, SearchIndex> {
    const count = this.ids.length
    const document = yield* this.document.finishing()
    yield
    const lexemes = document.lexemes
    const named = yield* this.named.finishing(lexemes, (word) => lexemes.range(word, false)[0])
    yield
    const tails = yield* this.tails.finishing()
    yield
    // Each good's compacted article as an entry of one table (articles repeat rarely).
    const distinct = yield* sortedInSlices([...new Set(this.articles)])
    const articles = StringTable.of(distinct)
    const entryOf = new Map(distinct.map((article, entry) => [article, entry]))
    yield
    const articleOf = Int32Array.from(this.articles, (article) => entryOf.get(article)!)
    yield
    const documentOf = new GoodLexemes(document, count)
    yield
    const namedOf = new GoodLexemes(named, count)
    yield
    const ids = this.ids.data.slice(0, count)
    const prices = this.prices.slice(0, count)
    return new SearchIndex(
      { ids, prices, ...priceOrderOf(ids, prices) },
      { articles, articleOf },
      { document, named, tails, documentOf, namedOf }
    )
  }
}

/**
 * The goods in the ranked list's last keys' order, the retail price and
 * then the id, once per build: `byPrice` lists the positions in that order,
 * `priceRank` is each position's place in it. A ranked list then sorts
 * one number per good, natively, instead of calling a comparator ~20 000
 * times per search (6.6 % of an api process's time under searches).
 */
function priceOrderOf(ids: Int32Array, prices: Float64Array) {
  const byPrice = Int32Array.from(ids.keys()).sort(
    (a, b) => prices[a] - prices[b] || ids[a] - ids[b]
  )
  const priceRank = new Int32Array(ids.length)
  for (let rank = 0; rank < byPrice.length; rank++) priceRank[byPrice[rank]] = rank
  return { byPrice, priceRank }
}

/** Which goods (by position) a tsquery matches: a bitset of the index's size. */
type Bitset = Uint32Array

/** An index's parts, made by SearchIndexBuilder. */
interface IndexParts {
  document: PostingLists
  named: PostingLists
  tails: PostingLists
  documentOf: GoodLexemes
  namedOf: GoodLexemes
}

export class SearchIndex {
  private readonly ids: Int32Array
  private readonly prices: Float64Array
  private readonly byPrice: Int32Array
  private readonly priceRank: Int32Array
  private readonly articles: StringTable
  private readonly articleOf: Int32Array
  private readonly document: PostingLists
  private readonly named: PostingLists
  private readonly tails: PostingLists
  private readonly documentOf: GoodLexemes
  private readonly namedOf: GoodLexemes

  constructor(
    goods: { ids: Int32Array; prices: Float64Array; byPrice: Int32Array; priceRank: Int32Array },
    articles: { articles: StringTable; articleOf: Int32Array },
    parts: IndexParts
  ) {
    this.ids = goods.ids
    this.prices = goods.prices
    this.byPrice = goods.byPrice
    this.priceRank = goods.priceRank
    this.articles = articles.articles
    this.articleOf = articles.articleOf
    this.document = parts.document
    this.named = parts.named
    this.tails = parts.tails
    this.documentOf = parts.documentOf
    this.namedOf = parts.namedOf
  }

  /** Goods indexed. */
  get size() {
    return this.ids.length
  }

  /** The index's own heap: its tables and buffers. */
  get bytes() {
    return (
      this.ids.byteLength +
      this.prices.byteLength +
      this.byPrice.byteLength +
      this.priceRank.byteLength +
      this.articles.bytes +
      this.articleOf.byteLength +
      this.document.lexemes.bytes +
      this.document.bytes +
      this.named.bytes +
      this.tails.lexemes.bytes +
      this.tails.bytes +
      this.documentOf.bytes +
      this.namedOf.bytes
    )
  }

  /**
   * The goods matching a tsquery (as `"searchVector" @@ to_tsquery('simple', …)`,
   * or over the article tails with `part` 'tails'); `named`: every lexeme
   * read among the names' part (`ts_filter(…, '{a}') @@ …`).
   */
  match(query: TsQueryNode, part: 'document' | 'named' | 'tails' = 'document'): Bitset {
    const words = (this.size + 31) >>> 5
    if ('lexeme' in query) return this.lexemeGoods(query, part, words)
    if (query.op === '!') {
      const bits = this.match(query.arg, part)
      for (let w = 0; w < words; w++) bits[w] = ~bits[w]
      // Positions past the last good are no goods.
      if (this.size & 31) bits[words - 1] &= (1 << (this.size & 31)) - 1
      return bits
    }
    const [first, ...rest] = query.args.map((arg) => this.match(arg, part))
    for (const bits of rest) {
      if (query.op === '&') for (let w = 0; w < words; w++) first[w] &= bits[w]
      else for (let w = 0; w < words; w++) first[w] |= bits[w]
    }
    return first
  }

  private lexemeGoods(query: TsQueryLexeme, part: 'document' | 'named' | 'tails', words: number) {
    const bits = new Uint32Array(words)
    let lists: PostingLists
    if (part === 'tails') lists = this.tails
    else if (part === 'named' || query.weights === 'A') lists = this.named
    else if (query.weights === '') lists = this.document
    else throw new Error(`weights «${query.weights}» are not indexed`)
    if (part === 'tails' && query.weights !== '') throw new Error('the tails carry no weights')
    const [from, to] = lists.lexemes.range(query.lexeme, query.prefix)
    const { offsets, goods } = lists
    for (let i = offsets[from], end = offsets[to]; i < end; i++) {
      bits[goods[i] >>> 5] |= 1 << (goods[i] & 31)
    }
    return bits
  }

  /**
   * A document tsquery as a test of one good (as match(), for a few goods):
   * each lexeme's range looked up once.
   */
  private goodTest(query: TsQueryNode): (good: number) => boolean {
    if ('lexeme' in query) {
      if (query.weights !== '' && query.weights !== 'A') {
        throw new Error(`weights «${query.weights}» are not indexed`)
      }
      const of = query.weights === 'A' ? this.namedOf : this.documentOf
      const [from, to] = this.document.lexemes.range(query.lexeme, query.prefix)
      return (good) => from < to && of.hasIn(good, from, to)
    }
    if (query.op === '!') {
      const arg = this.goodTest(query.arg)
      return (good) => !arg(good)
    }
    const args = query.args.map((arg) => this.goodTest(arg))
    return query.op === '&'
      ? (good) => args.every((arg) => arg(good))
      : (good) => args.some((arg) => arg(good))
  }

  /** The first `limit` positions set in `bits`, in the table's order. */
  private first(bits: Bitset, limit: number): number[] {
    const found: number[] = []
    for (let w = 0; w < bits.length && found.length < limit; w++) {
      let word = bits[w]
      while (word !== 0 && found.length < limit) {
        const low = word & -word
        found.push((w << 5) + (31 - Math.clz32(low)))
        word ^= low
      }
    }
    return found
  }

  /**
   * A search's ranked list and its count, as rankedSearchSql answers it for
   * a search with no other filter in the retail prices and the default
   * order: ids in order (≤ cap) and the count of the first matches (≤ cap).
   */
  rankedList(search: IndexedSearch, cap: number): { ids: number[]; count: number } {
    const byTails = Boolean(search.articleFragment)
    const match = byTails
      ? this.match({ lexeme: search.articleFragment!, prefix: true, weights: '' }, 'tails')
      : this.match(parseTsQuery(search.tsQuery))
    const found = this.first(match, cap)
    const keys = search.rankKeys.map((key) => this.goodTest(parseTsQuery(key)))
    const candidates = new Set(found)
    // The goods the words name, when the first matches are not all of
    // them nor all named (rankedSearchSql's second part).
    if (search.rankQuery && !byTails && found.length >= cap) {
      const namedFirst = found.filter((p) => keys[0](p)).length
      if (namedFirst < cap) {
        const named = this.match(parseTsQuery(search.rankQuery), 'named')
        for (let w = 0; w < named.length; w++) named[w] &= match[w]
        for (const p of this.first(named, cap)) candidates.add(p)
      }
    }
    // The order keys packed as one number per good, best lowest, as
    // rankedSearchSql's ORDER BY: an article typed in full, each relevance
    // key in turn, priced (> 0) — their tier, best highest, as the high part —
    // then the price and the id as the good's place in the price order.
    // Exact in a float64: tiers < 2^(keys + 2), places < the goods' count.
    const article = search.article
    const n = this.size
    const tiers = 2 ** (keys.length + 2)
    const order = new Float64Array(candidates.size)
    let i = 0
    for (const p of candidates) {
      let tier = article !== null && this.articles.equals(this.articleOf[p], article) ? 1 : 0
      for (const key of keys) tier = tier * 2 + (key(p) ? 1 : 0)
      tier = tier * 2 + (this.prices[p] > 0 ? 1 : 0)
      order[i++] = (tiers - 1 - tier) * n + this.priceRank[p]
    }
    order.sort()
    const ids: number[] = []
    for (let k = 0; k < Math.min(cap, order.length); k++) {
      ids.push(this.ids[this.byPrice[order[k] % n]])
    }
    return { ids, count: found.length }
  }
}
