import { fireEvent, render, screen, within } from '@redwoodjs/testing/web'

import ProductImport, { CHECK_URL, LOAD_URL, TEMPLATE_URL } from './ProductImport'
import { cleanCheck, loaded, rejectedCheck } from './ProductImport.mock'

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function mockFetch(...answers: Response[]) {
  const calls: string[] = []
  jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
    calls.push(String(input))
    return answers.shift()!
  })
  return calls
}

const choose = () =>
  fireEvent.change(screen.getByLabelText('Таблица товаров (.csv или .xlsx)'), {
    target: { files: [new File(['x'], 'товары.xlsx')] },
  })

describe('ProductImport', () => {
  afterEach(() => jest.restoreAllMocks())

  it('checks first, and loads only a file that passed', async () => {
    const calls = mockFetch(answer(cleanCheck()), answer(loaded()))
    render(<ProductImport />)
    expect(screen.getByRole('button', { name: 'Проверить' })).toBeDisabled()
    choose()
    expect(screen.getByRole('button', { name: 'Загрузить' })).toBeDisabled()
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }))
    expect(
      await screen.findByRole('heading', { name: 'Проверка (ничего не записано)' })
    ).toBeInTheDocument()
    expect(screen.getByText(/создано:/i)).toHaveTextContent(/^Будет создано: \d+, обновлено: \d+,/)
    const table = screen.getByRole('table', { name: 'Строки с изменениями или ошибками' })
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'NS-100обновлёнцена: 60 000 ₸ → 55 000 ₸'
    )
    fireEvent.click(screen.getByRole('button', { name: 'Загрузить' }))
    expect(await screen.findByRole('heading', { name: 'Загружено' })).toBeInTheDocument()
    expect(screen.getByText(/создано:/i)).toHaveTextContent(/^Создано: \d+, обновлено: \d+,/)
    expect(calls).toEqual([CHECK_URL, LOAD_URL])
  })

  it("offers the template of the import's columns to download", () => {
    render(<ProductImport />)
    const link = screen.getByRole('link', { name: 'Скачать шаблон' })
    expect(link).toHaveAttribute('href', TEMPLATE_URL)
    expect(link).toHaveAttribute('download')
  })

  it('describes the columns in words, not by a path in the repository', () => {
    render(<ProductImport />)
    const hint = screen.getByLabelText('Таблица товаров (.csv или .xlsx)')
    expect(hint).toHaveAccessibleDescription(/Остаток <магазин>/)
    expect(hint).not.toHaveAccessibleDescription(/docs\//)
  })

  it('shows rejected rows and does not offer to load', async () => {
    mockFetch(answer(rejectedCheck()))
    render(<ProductImport />)
    choose()
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }))
    const table = await screen.findByRole('table', { name: 'Строки с изменениями или ошибками' })
    // One line per problem: the row, then the importer's message as the rest of the sentence.
    expect(within(table).getByText('Строка 4: Категория «Нет такого» не найдена')).toBeVisible()
    const row5 = within(table).getAllByRole('row')[4]
    expect(
      within(row5)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    ).toEqual(['Строка 5: не указано наименование', 'Строка 5: не указана категория'])
    expect(table).not.toHaveTextContent('.;')
    expect(within(table).getAllByText('отклонён')).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Загрузить' })).toBeDisabled()
  })

  it('shows the api’s reason for a file it cannot read', async () => {
    mockFetch(answer({ file: ['Загрузите таблицу .csv или .xlsx.'] }, 400))
    render(<ProductImport />)
    choose()
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Загрузите таблицу .csv или .xlsx.')
  })
})
