import {
  decodeText,
  fileRowsOf,
  locateColumns,
  MAX_FILE_ROWS,
  NO_ROWS_MESSAGE,
  parseCellQuantity,
  parseDelimited,
  parsePastedText,
  planFill,
  sniffDelimiter,
  TOO_MANY_ROWS_MESSAGE,
  type FileRow,
  type SheetRow,
} from './orderFileRows'

/** Sheet rows numbered 1, 2, … as a spreadsheet would give them. */
const sheet = (rows: string[][]): SheetRow[] => rows.map((cells, i) => ({ line: i + 1, cells }))

const rowsOf = (result: ReturnType<typeof fileRowsOf>) => {
  if ('error' in result) throw new Error(result.error)
  return result.rows
}

describe('decodeText', () => {
  it('reads UTF-8 with or without BOM, UTF-16 with BOM, and Windows-1251', () => {
    expect(decodeText(new TextEncoder().encode('Артикул;Кол-во'))).toBe('Артикул;Кол-во')
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x41, 0x3b, 0x31]))).toBe('A;1')
    // «Артикул» in cp1251: not valid UTF-8.
    expect(decodeText(new Uint8Array([0xc0, 0xf0, 0xf2, 0xe8, 0xea, 0xf3, 0xeb]))).toBe('Артикул')
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Код\t2', 'utf16le')])
    expect(decodeText(utf16)).toBe('Код\t2')
  })
})

describe('parseDelimited', () => {
  it('sniffs ; , and tab, ignoring delimiters inside quotes', () => {
    expect(sniffDelimiter('a;1\nb;2')).toBe(';')
    expect(sniffDelimiter('a\t1\nb\t2')).toBe('\t')
    expect(sniffDelimiter('a,1\nb,2')).toBe(',')
    expect(sniffDelimiter('"a,b,c";1\n"d,e";2')).toBe(';')
    // A tie (one of each per line): ';', Excel's delimiter where ',' is the decimal mark.
    expect(sniffDelimiter('F-7;1,5')).toBe(';')
  })

  it('keeps quoted delimiters, quotes and line breaks; numbers records by their first line', () => {
    expect(
      parseDelimited('"NS-100; new";"2"\r\n"say ""hi""";3\n"two\nlines";1\n\nlast;4', ';')
    ).toEqual([
      { line: 1, cells: ['NS-100; new', '2'] },
      { line: 2, cells: ['say "hi"', '3'] },
      { line: 3, cells: ['two\nlines', '1'] },
      { line: 5, cells: [''] },
      { line: 6, cells: ['last', '4'] },
    ])
  })
})

describe('parseCellQuantity', () => {
  it.each([
    ['2', 2],
    ['1 000', 1000],
    ['1\u00a0000', 1000],
    ['3.0', 3],
    ['3,00', 3],
    ['5 шт.', 5],
    ['100000', 100_000],
  ])('%s → %s', (raw, quantity) => expect(parseCellQuantity(raw)).toBe(quantity))

  it.each(['', '0', '-1', '1,5', '1,000', 'x', '100001', '2e3'])('%s → null', (raw) =>
    expect(parseCellQuantity(raw)).toBeNull()
  )
})

describe('fileRowsOf', () => {
  it('finds named columns below a title and skips empty rows', () => {
    const cells = sheet([
      ['Заявка ТОО «Вода»', ''],
      ['№', 'Наименование', 'Количество, шт.', 'Артикул'],
      ['1', 'Насос', '2', 'NS-100'],
      ['', '', '', ''],
      ['2', 'Фильтр', '1,5', 'F-7'],
      ['3', 'Бак', '3.0', ' TANK-500 '],
    ])
    expect(locateColumns(cells)).toEqual({ article: 3, quantity: 2, firstRow: 2 })
    expect(rowsOf(fileRowsOf(cells))).toEqual([
      { row: 3, article: 'NS-100', quantity: 2 },
      { row: 5, article: 'F-7', quantity: null },
      { row: 6, article: 'TANK-500', quantity: 3 },
    ])
  })

  it('reads English headers and Кол-во (шт)', () => {
    expect(locateColumns(sheet([['Quantity', 'SKU']]))).toEqual({
      article: 1,
      quantity: 0,
      firstRow: 1,
    })
    expect(locateColumns(sheet([['Код товара', 'Кол-во (шт)']]))).toMatchObject({ firstRow: 1 })
  })

  it('without a header reads article then quantity; no quantity means one', () => {
    expect(rowsOf(fileRowsOf(sheet([['NS-100', '1 000'], ['F-7'], ['X', '0']])))).toEqual([
      { row: 1, article: 'NS-100', quantity: 1000 },
      { row: 2, article: 'F-7', quantity: 1 },
      { row: 3, article: 'X', quantity: null },
    ])
  })

  it('skips a first row that names only one column in its usual place', () => {
    expect(
      rowsOf(
        fileRowsOf(
          sheet([
            ['Артикул', 'Сколько'],
            ['F-7', '2'],
          ])
        )
      )
    ).toEqual([{ row: 2, article: 'F-7', quantity: 2 }])
  })

  it('refuses more than 5 000 data rows and files without any', () => {
    const many = sheet(Array.from({ length: MAX_FILE_ROWS }, (_, i) => [`A-${i}`, '1']))
    expect(
      rowsOf(fileRowsOf([{ line: 0, cells: ['Артикул', 'Количество'] }, ...many]))
    ).toHaveLength(MAX_FILE_ROWS)
    expect(fileRowsOf([...many, { line: 9999, cells: ['ONE-MORE', '1'] }])).toEqual({
      error: TOO_MANY_ROWS_MESSAGE,
    })
    expect(fileRowsOf(sheet([[''], ['', '']]))).toEqual({ error: NO_ROWS_MESSAGE })
    expect(fileRowsOf(parseDelimited('Артикул;Количество\n'))).toEqual({ error: NO_ROWS_MESSAGE })
  })
})

describe('parsePastedText', () => {
  it('reads tabs, spaces, commas or semicolons; the article first, the quantity last', () => {
    const text = 'NS-100\t2\nF-7 ; 3\n\n  TANK-500   4  \nGR-1\nNS 200\tНасос\t5\nV-1, 6'
    expect(rowsOf(fileRowsOf(parsePastedText(text)))).toEqual([
      { row: 1, article: 'NS-100', quantity: 2 },
      { row: 2, article: 'F-7', quantity: 3 },
      { row: 4, article: 'TANK-500', quantity: 4 },
      { row: 5, article: 'GR-1', quantity: 1 },
      { row: 6, article: 'NS 200', quantity: 5 },
      { row: 7, article: 'V-1', quantity: 6 },
    ])
  })

  it('accepts a pasted header', () => {
    expect(rowsOf(fileRowsOf(parsePastedText('Артикул\tКол-во\r\nF-7\t1')))).toEqual([
      { row: 2, article: 'F-7', quantity: 1 },
    ])
  })
})

describe('planFill', () => {
  // Products: F-7 (id 1, stock 10), NS-100 (id 2, stock 5), TANK-500 (id 3, none in stock).
  const facts = (held: [number, number][] = []) => ({
    productIds: new Map([
      ['F-7', 1],
      ['NS-100', 2],
      ['TANK-500', 3],
    ]),
    stock: new Map([
      [1, 10],
      [2, 5],
      [3, 0],
    ]),
    held: new Map(held),
  })
  const row = (n: number, article: string, quantity: number | null): FileRow => ({
    row: n,
    article,
    quantity,
  })

  it('reports every row; a clean file is all added', () => {
    const plan = planFill([row(1, 'F-7', 2), row(2, 'NS-100', 5)], facts())
    expect(plan).toEqual({
      rows: [
        { row: 1, article: 'F-7', quantity: 2, result: 'added', message: null },
        { row: 2, article: 'NS-100', quantity: 5, result: 'added', message: null },
      ],
      summary: { added: 2, capped: 0, unknown_article: 0, bad_quantity: 0, no_stock: 0 },
      clean: true,
      lines: [
        { productId: 1, quantity: 2 },
        { productId: 2, quantity: 5 },
      ],
    })
  })

  it('adds up rows of one article with what the draft holds before capping', () => {
    const rows = [row(1, 'NS-100', 2), row(2, 'NS-100', 2)]
    expect(planFill(rows, facts()).clean).toBe(true)
    const plan = planFill(rows, facts([[2, 2]]))
    expect(plan.rows.map((r) => [r.result, r.message])).toEqual([
      ['capped', 'В наличии 5 товаров'],
      ['capped', 'В наличии 5 товаров'],
    ])
    expect(plan.clean).toBe(false)
    expect(plan.lines).toEqual([
      { productId: 2, quantity: 2 },
      { productId: 2, quantity: 2 },
    ])
  })

  it('names unknown articles, bad quantities and goods out of stock, and skips them', () => {
    const plan = planFill(
      [row(1, 'NOPE', 1), row(2, '', 3), row(3, 'F-7', null), row(4, 'TANK-500', 1)],
      facts()
    )
    expect(plan.rows.map((r) => [r.result, r.message])).toEqual([
      ['unknown_article', 'Товар с артикулом NOPE не найден'],
      ['unknown_article', 'Не указан артикул'],
      ['bad_quantity', 'Введите целое число от 1 до 100 000.'],
      ['no_stock', 'Нет в наличии'],
    ])
    expect(plan.summary).toEqual({
      added: 0,
      capped: 0,
      unknown_article: 2,
      bad_quantity: 1,
      no_stock: 1,
    })
    expect(plan.lines).toEqual([])
  })

  it('lowers a total above 100 000 to the line limit', () => {
    const big = { ...facts(), stock: new Map([[1, 500_000]]) }
    const plan = planFill([row(1, 'F-7', 100_000), row(2, 'F-7', 1)], big)
    expect(plan.rows[0]).toMatchObject({
      result: 'capped',
      message: 'Введите целое число от 1 до 100 000.',
    })
  })
})
