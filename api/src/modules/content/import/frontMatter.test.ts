import { parseDate, showDate, showUntil } from '../rules/contentValues'
import { parseFields, parseMarkdown, SourceError } from '../rules/frontMatter'

import { parseJson } from './jsonSource'

const fields = (text: string) =>
  Object.fromEntries([...parseFields(text.split('\n'))].map(([k, f]) => [k, f.value]))

const errorOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    if (error instanceof SourceError) return `${error.line}: ${error.message}`
    throw error
  }
  return 'no error'
}

describe('parseMarkdown', () => {
  it('reads the front matter and the body, with lines', () => {
    const doc = parseMarkdown(
      '\ufeff---\r\ntitle: "Готовим котельные: сезон 2026"\r\ndate: 2026-09-15\r\n---\r\n\r\nПервый абзац.\r\n\r\n- пункт\r\n\r\n'
    )
    expect(doc.fields.get('title')).toEqual({ value: 'Готовим котельные: сезон 2026', line: 2 })
    expect(doc.fields.get('date')).toEqual({ value: '2026-09-15', line: 3 })
    expect(doc.body).toBe('Первый абзац.\n\n- пункт')
    expect(doc.bodyLine).toBe(6)
  })

  it('needs the --- lines', () => {
    expect(errorOf(() => parseMarkdown('title: x\n'))).toMatch(/^1: файл должен начинаться/)
    expect(errorOf(() => parseMarkdown('---\ntitle: x\n'))).toBe(
      '1: нет закрывающей строки «---» после полей'
    )
  })
})

describe('parseFields', () => {
  it('scalars: text, quoted text, numbers, booleans, null', () => {
    expect(
      fields(
        [
          "a: 'plain text # not a comment'",
          'b: "quoted: \\"x\\""',
          "c: 'it''s'",
          'd: 2026',
          'e: 1.5',
          'f: 060000',
          'g: true',
          'h: null',
          'i: +77122203040',
          '# a comment line',
          '',
          'j: https://example.com/a#b',
          'k: Насос №1#хит',
          'l: 2026-09-15',
        ].join('\n')
      )
    ).toEqual({
      a: 'plain text # not a comment',
      b: 'quoted: "x"',
      c: "it's",
      d: 2026,
      e: 1.5,
      f: '060000',
      g: true,
      h: null,
      i: '+77122203040',
      j: 'https://example.com/a#b',
      k: 'Насос №1#хит',
      l: '2026-09-15',
    })
  })

  it('lists, nested maps, lists of maps, flow JSON and literal blocks', () => {
    expect(
      fields(
        [
          'gallery:',
          '  - a.png',
          '  - "b c.png"',
          'same:',
          '- x',
          'data:',
          '  phone: "+7 (7122) 20-30-40"',
          '  socials:',
          '    youtube: https://youtube.com/@a',
          '  items:',
          '    - key: delivery',
          '      title: Доставка',
          '    - key: warranty',
          '      title: Гарантия',
          'flow: {"a": [1, 2]}',
          'plain: [a.png, ../b.png, 3]',
          'none: []',
          'text: |',
          '  первая',
          '',
          '    вторая',
          'empty:',
        ].join('\n')
      )
    ).toEqual({
      gallery: ['a.png', 'b c.png'],
      same: ['x'],
      data: {
        phone: '+7 (7122) 20-30-40',
        socials: { youtube: 'https://youtube.com/@a' },
        items: [
          { key: 'delivery', title: 'Доставка' },
          { key: 'warranty', title: 'Гарантия' },
        ],
      },
      flow: { a: [1, 2] },
      plain: ['a.png', '../b.png', 3],
      none: [],
      text: 'первая\n\n  вторая\n', // YAML keeps the block's last line end
      empty: null,
    })
  })

  it.each([
    ['title: a\ntitle: b', '2: поле «title» указано дважды'],
    ['title: a\n  extra: b', '2: лишний отступ'],
    ['\ttitle: a', '1: отступ табуляцией: используйте пробелы'],
    ['Заголовок: a', '1: ожидалось «имя: значение», а не «Заголовок: a» (имена — латиницей)'],
    ['just text', '1: ожидалось «имя: значение», а не «just text» (имена — латиницей)'],
    ['a: "open', '1: строка в кавычках «"open» не закрыта или с ошибкой'],
    ["a: 'it's'", "1: строка в кавычках «'it's'» не закрыта или с ошибкой"],
    ['a: [1, 2', '1: значение «[1, 2» с ошибкой; списки пишите строками «- …» или [a, b]'],
    ['a: [1, , 2]', '1: значение «[1, , 2]» с ошибкой'],
    ['a: *nowhere', '1: значение «*nowhere» возьмите в кавычки'],
    ['a: !!binary aGVsbG8=', '1: значение «!!binary aGVsbG8=» возьмите в кавычки'],
    ['list:\n  - a\n  b: c', '3: лишний отступ'],
    // Valid YAML would cut these short silently, or fail with a puzzling message.
    [
      'title: Готовим котельные: сезон 2026',
      '1: в значении «Готовим котельные: сезон 2026» есть «: » — возьмите всё значение в кавычки',
    ],
    [
      'a: 1\nsummary: Скидки #хиты недели',
      '2: «#» после пробела начинает комментарий, и текст после «Скидки» пропал бы',
    ],
    ['data:\n  items:\n    - Новинка #1', '3: «#» после пробела начинает комментарий'],
  ])('rejects %j', (text, message) => {
    expect(errorOf(() => parseFields(text.split('\n')))).toContain(message)
  })

  it('reads what YAML allows beyond the old subset: anchors, folded and empty blocks', () => {
    expect(fields('a: &same x\nb: *same\nc: >\n  one\n  line\nd: |\ne: 1')).toEqual({
      a: 'x',
      b: 'x',
      c: 'one line\n',
      d: '',
      e: 1,
    })
  })

  it('refuses a flood of aliases', () => {
    const text = ['a: &a x', ...Array.from({ length: 101 }, (_, i) => `b${i}: *a`)].join('\n')
    expect(errorOf(() => parseFields(text.split('\n')))).toBe(
      '102: слишком много ссылок «*…» на повторяемые значения (не больше 100)'
    )
  })

  it('keeps comments after quoted values and in literal blocks as YAML does', () => {
    expect(fields('a: "x" # note\ntext: |\n  # heading\n  line')).toEqual({
      a: 'x',
      text: '# heading\nline\n',
    })
  })

  it('gives each top-level field its line', () => {
    const parsed = parseFields(['# comment', 'title: a', 'data:', '  x: 1', '', "'quoted': 2"], 2)
    expect([...parsed].map(([key, f]) => [key, f.line])).toEqual([
      ['title', 3],
      ['data', 4],
      ['quoted', 7],
    ])
  })

  it('counts lines from the first front-matter line', () => {
    expect(errorOf(() => parseFields(['a: 1', 'a: 2'], 2))).toBe('3: поле «a» указано дважды')
  })
})

describe('parseJson', () => {
  it('notes the lines of records and their fields', () => {
    const doc = parseJson(
      '[\n  {\n    "key": "a",\n    "question": "Q?", "answer": "A {not} [json] \\" ,"\n  },\n  {"key": "b", "n": 12, "t": true}\n]\n'
    )
    expect(doc.value).toEqual([
      { key: 'a', question: 'Q?', answer: 'A {not} [json] " ,' },
      { key: 'b', n: 12, t: true },
    ])
    expect(Object.fromEntries(doc.lines)).toEqual({
      '0': 2,
      '0.key': 3,
      '0.question': 4,
      '0.answer': 4,
      '1': 6,
      '1.key': 6,
      '1.n': 6,
      '1.t': 6,
    })
  })

  it('reports a syntax error with its line', () => {
    expect(errorOf(() => parseJson('{\n  "title": "a",\n  "x": ,\n}'))).toBe(
      '3: JSON с ошибкой: ожидалось значение, а не «,»'
    )
    expect(errorOf(() => parseJson('{"a": 1}\n{'))).toBe(
      '2: JSON с ошибкой: лишнее после конца: «{»'
    )
    expect(errorOf(() => parseJson('{"a": 1, "a": 2}'))).toBe(
      '1: JSON с ошибкой: поле «a» указано дважды'
    )
    expect(errorOf(() => parseJson('["a",\n "b"\n "c"]'))).toBe(
      '3: JSON с ошибкой: ожидалось «,» или «]», а не «"c"]»'
    )
  })
})

describe('dates (Astana time, UTC+5)', () => {
  it.each([
    ['2026-11-05', '2026-11-05T09:00:00.000Z'],
    ['2026-11-05 10:30', '2026-11-05T05:30:00.000Z'],
    ['2026-11-05T10:30', '2026-11-05T05:30:00.000Z'],
    ['2026-11-05T10:30:00Z', '2026-11-05T10:30:00.000Z'],
    ['2026-11-05T10:30:00+06:00', '2026-11-05T04:30:00.000Z'],
  ])('%s', (text, iso) => {
    expect(parseDate(text)?.toISOString()).toBe(iso)
  })

  it('a date alone as an end date is the end of that day', () => {
    const until = parseDate('2026-12-31', true)!
    expect(until.toISOString()).toBe('2026-12-31T19:00:00.000Z')
    expect(showUntil(until)).toBe('31.12.2026 включительно')
  })

  it.each(['2026-02-30', '2026-13-01', '05.11.2026', '2026-11-05 25:00', 'завтра'])(
    'refuses %s',
    (text) => {
      expect(parseDate(text)).toBeNull()
    }
  )

  it('shows dates as editors write them', () => {
    expect(showDate(new Date('2026-11-05T09:00:00Z'))).toBe('05.11.2026')
    expect(showDate(new Date('2026-11-05T05:30:00Z'))).toBe('05.11.2026 10:30')
  })
})
