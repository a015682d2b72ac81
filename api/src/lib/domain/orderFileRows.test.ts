import {
  decodeText,
  fileRowsOf,
  locateColumns,
  parseDelimited,
  parsePastedLines,
  sniffDelimiter,
} from './orderFileRows'

describe('decodeText', () => {
  it('reads UTF-8 with or without BOM, and Windows-1251', () => {
    expect(decodeText(new TextEncoder().encode('Артикул;Кол-во'))).toBe('Артикул;Кол-во')
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toBe('A')
    // «Артикул» in cp1251.
    const cp1251 = new Uint8Array([0xc0, 0xf0, 0xf2, 0xe8, 0xea, 0xf3, 0xeb])
    expect(decodeText(cp1251)).toBe('Артикул')
  })
})

describe('parseDelimited', () => {
  it('sniffs ; , and tab', () => {
    expect(sniffDelimiter('a;1\nb;2')).toBe(';')
    expect(sniffDelimiter('a\t1\nb\t2')).toBe('\t')
    expect(sniffDelimiter('a,1\nb,2')).toBe(',')
  })

  it('keeps quoted delimiters, quotes and line breaks', () => {
    expect(parseDelimited('"NS-100; new";"2"\r\n"say ""hi""";3\n"two\nlines";1', ';')).toEqual([
      ['NS-100; new', '2'],
      ['say "hi"', '3'],
      ['two\nlines', '1'],
    ])
  })
})

describe('fileRowsOf', () => {
  it('finds named columns below a title, skips empty rows', () => {
    const cells = [
      ['Заявка ТОО «Вода»', ''],
      ['№', 'Наименование', 'Количество', 'Артикул'],
      ['1', 'Насос', '2', 'NS-100'],
      ['', '', '', ''],
      ['2', 'Фильтр', '1,5', 'F-7'],
      ['3', 'Бак', '3.0', 'TANK-500'],
    ]
    expect(locateColumns(cells)).toEqual({ article: 3, quantity: 2, firstRow: 2 })
    expect(fileRowsOf(cells)).toEqual([
      { row: 3, article: 'NS-100', quantity: 2 },
      { row: 5, article: 'F-7', quantity: null },
      { row: 6, article: 'TANK-500', quantity: 3 },
    ])
  })

  it('without a header reads article then quantity; no quantity means one', () => {
    expect(fileRowsOf([['NS-100', '1 000'], ['F-7'], ['X', '0']])).toEqual([
      { row: 1, article: 'NS-100', quantity: 1000 },
      { row: 2, article: 'F-7', quantity: 1 },
      { row: 3, article: 'X', quantity: null },
    ])
  })

  it('reads a pasted list with tabs, spaces or semicolons', () => {
    expect(fileRowsOf(parsePastedLines('NS-100\t2\nF-7 ; 3\n\n  TANK-500   4  \nGR-1'))).toEqual([
      { row: 1, article: 'NS-100', quantity: 2 },
      { row: 2, article: 'F-7', quantity: 3 },
      { row: 4, article: 'TANK-500', quantity: 4 },
      { row: 5, article: 'GR-1', quantity: 1 },
    ])
  })
})
