import { problemClause, rowProblem, rowProblems } from './importProblems'

describe('rowProblem', () => {
  it('reads «Строка N: …» with the message as the rest of the sentence', () => {
    expect(rowProblem('строка 5', 'Не указана категория.')).toBe('Строка 5: не указана категория')
    expect(rowProblem('строка 12', 'Не указано наименование.')).toBe(
      'Строка 12: не указано наименование'
    )
  })

  it('keeps a column name as the template writes it, and abbreviations', () => {
    expect(problemClause('Цена должна быть больше нуля.')).toBe('Цена должна быть больше нуля')
    expect(problemClause('Артикул NS-1 уже встречался: строка 2.')).toBe(
      'Артикул NS-1 уже встречался: строка 2'
    )
    expect(problemClause('Категория «Насосы» не найдена.')).toBe('Категория «Насосы» не найдена')
    expect(problemClause('Остаток Атырау должен быть целым числом.')).toBe(
      'Остаток Атырау должен быть целым числом'
    )
    // A Kazakh twin's column (issue 33 §3) reads as the template heads it.
    expect(problemClause('Наименование (каз): не более 500 символов.')).toBe(
      'Наименование (каз): не более 500 символов'
    )
    expect(problemClause('SKU не найден.')).toBe('SKU не найден')
  })

  it('drops only a closing full stop', () => {
    expect(problemClause('Ячейки правее последней колонки («x»): проверьте разделители…')).toBe(
      'ячейки правее последней колонки («x»): проверьте разделители…'
    )
    expect(problemClause('Не указан артикул')).toBe('не указан артикул')
  })
})

describe('rowProblems', () => {
  it('gives one line per problem, never one «.;»-joined line', () => {
    const lines = rowProblems({
      where: 'строка 5',
      errors: ['Не указана категория.', 'Не указано наименование.'],
    })
    expect(lines).toEqual(['Строка 5: не указана категория', 'Строка 5: не указано наименование'])
    for (const line of lines) expect(line).not.toMatch(/\.;|\.$/)
  })

  it('is empty for a row without problems', () => {
    expect(rowProblems({ where: 'строка 2', errors: [] })).toEqual([])
  })
})
