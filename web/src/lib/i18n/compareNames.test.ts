import { compareNames, sortedByName } from './compareNames'

const icu = new Intl.Collator('ru', { sensitivity: 'base' })
const sign = (n: number) => Math.sign(n)

/** Brands and subcategories as the catalogue holds them, in both languages. */
const NAMES = [
  'Grundfos',
  'Wilo',
  'DAB',
  'Pedrollo',
  'Calpeda',
  'Ebara',
  'Джилекс',
  'Vaillant',
  'Baxi',
  'Buderus',
  'Protherm',
  'Viessmann',
  'Zota',
  'Drazice',
  'Valtec',
  'Oventrop',
  'Danfoss',
  'Honeywell',
  'Aquaphor',
  'Бетар',
  'RoyalThermo',
  'Rifar',
  'Kermi',
  'McAlpine',
  'Ostendorf',
  'TECE',
  'Sinikon',
  'Grohe',
  'Hansgrohe',
  'Iddis',
  'Roca',
  'Cersanit',
  'Santek',
  'Акватек',
  'Акватон',
  'Анион',
  'Reflex',
  'Wester',
  'Zilmet',
  'Росток',
  'Термит',
  'Топас',
  'Коллекторы',
  'Фильтры и обратные клапаны',
  'Запорная арматура',
  'Фитинги',
  'Приборы учёта',
  'Приборы учета',
  'Радиаторы отопления',
  'Смесители',
  'Унитазы',
  'Ёмкости',
  'Емкости',
  'Йодные фильтры',
  'Иные',
  'Сүзгілер мен кері клапандар',
  'Бекіту арматурасы',
  'Кәріз жабдықтары',
  'Есептеу құралдары',
  'Газ қазандары',
  'Қатты отын қазандары',
  'Ұңғыма сорғылары',
  'Үй сорғылары',
  'Өлшеу',
  'Ңа',
  'Һа',
  'Ғимарат',
  'Әрлеу',
  'Ілгек',
  'Итальянские 1/2"',
  'Baxi ECO-4s',
  'Baxi ECO Four',
  'Baxi «Eco»',
  'Wilo-Star',
  'Wilo Star',
  'WILO',
  'wilo',
  'Dražice',
  'Viessmann Vitodens 100-W',
  'Müller',
  'Muller',
  'Straße',
  'Strasse',
  '3M',
  '100',
  '20',
  'A+B',
  'A & B',
  '(Акция)',
  '№1',
  'No 1',
  'Nº',
  'м²',
  'м2',
  'ﬁlter',
  'filter',
  '',
  ' ',
  'Т-1',
  'Т–1',
  'Т—1',
]

const ALPHABET = [
  ...'абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ',
  ...'әғқңөұүһіӘҒҚҢӨҰҮҺІ',
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZäöüéèçñšžßÄÖÜÉ',
  ...'0123456789',
  ...' \u00a0-–—_,.;:!?\'"«»„“”()[]{}@*/\\&#%`^°+×<=>|~$',
]

/** A repeatable stream of strings: the test fails the same way every run. */
function* strings(count: number, seed = 20261206) {
  let state = seed
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state / 2147483648
  }
  for (let i = 0; i < count; i++) {
    const length = Math.floor(next() * 8)
    let text = ''
    // A narrow alphabet half the time, so near-equal names meet often.
    const letters = next() < 0.5 ? ALPHABET : ALPHABET.slice(0, 12).concat(ALPHABET.slice(-12))
    for (let j = 0; j < length; j++) text += letters[Math.floor(next() * letters.length)]
    yield text
  }
}

describe('compareNames', () => {
  it('orders every pair of catalogue names as ICU does for Russian', () => {
    for (const a of NAMES)
      for (const b of NAMES) {
        expect([a, b, sign(compareNames(a, b))]).toEqual([a, b, sign(icu.compare(a, b))])
      }
  })

  it('orders generated strings of every kind of character as ICU does', () => {
    const generated = [...strings(4000)]
    for (let i = 1; i < generated.length; i++) {
      const [a, b] = [generated[i - 1], generated[i]]
      expect([a, b, sign(compareNames(a, b))]).toEqual([a, b, sign(icu.compare(a, b))])
    }
  })

  it('puts Cyrillic before Latin, and ignores case and «ё»', () => {
    expect(['Wilo', 'Акватек', 'DAB', 'Бетар'].sort(compareNames)).toEqual([
      'Акватек',
      'Бетар',
      'DAB',
      'Wilo',
    ])
    expect(compareNames('WILO', 'wilo')).toBe(0)
    expect(compareNames('Приборы учёта', 'Приборы учета')).toBe(0)
    expect(compareNames('Йодные', 'Иные')).toBeGreaterThan(0)
  })

  it('sorts items by name into a new array, equal names in their order', () => {
    const items = [
      { id: 1, name: 'Wilo' },
      { id: 2, name: 'ёмкости' },
      { id: 3, name: 'Емкости' },
      { id: 4, name: 'Акватек' },
    ]
    const sorted = sortedByName(items)
    expect(sorted.map((item) => item.id)).toEqual([4, 2, 3, 1])
    expect(items.map((item) => item.id)).toEqual([1, 2, 3, 4])
  })
})
