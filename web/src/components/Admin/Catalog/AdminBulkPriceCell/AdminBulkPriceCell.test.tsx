import { fireEvent, render, screen, waitFor, within } from '@redwoodjs/testing/web'

import { Failure, Loading, Success } from './AdminBulkPriceCell'
import { loadFailure, previewOf, standard } from './AdminBulkPriceCell.mock'

const STALE =
  'Набор товаров изменился после предпросмотра. Проверьте новый предпросмотр и примените ещё раз.'

function chooseFilters() {
  const filter = screen.getByRole('search', { name: 'Фильтр товаров' })
  fireEvent.change(within(filter).getByLabelText('Раздел'), { target: { value: '2' } })
  // No «apply the filter» step: the preview takes the fields as they are.
  expect(within(filter).queryByRole('button')).not.toBeInTheDocument()
  const change = screen.getByRole('form', { name: 'Изменение цен' })
  fireEvent.change(within(change).getByLabelText('На сколько'), { target: { value: '10' } })
  fireEvent.click(within(change).getByRole('button', { name: 'Показать изменения' }))
}

describe('AdminBulkPriceCell', () => {
  it('announces loading and failure', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем разделы…')
    // A failed load is logged for the developer console, not only shown.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    render(<Failure error={loadFailure()} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить разделы.')
    expect(logged).toHaveBeenCalled()
    logged.mockRestore()
  })

  it('previews the change for the filtered set, then applies it with the preview’s count', async () => {
    const asked = jest.fn()
    const applied = jest.fn()
    mockGraphQLQuery('BulkPricePreviewQuery', (variables) => {
      asked(variables.input)
      return previewOf()
    })
    mockGraphQLMutation('ApplyBulkPriceMutation', (variables) => {
      applied(variables.input)
      return { applyBulkPrice: { __typename: 'BulkPriceResult', count: 2, changed: 1 } }
    })
    render(<Success {...standard()} />)
    chooseFilters()
    const table = await screen.findByRole('table', { name: 'Первые 1 из 2' })
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'F-7Фильтр F-71 000 ₸ → 1 100 ₸1 200 ₸ → 1 320 ₸'
    )
    expect(asked).toHaveBeenCalledWith({
      filter: { categoryId: 2, search: '' },
      mode: 'percent',
      direction: 'up',
      value: 10,
    })
    fireEvent.click(screen.getByRole('button', { name: 'Применить' }))
    expect(await screen.findByText('Цены изменены: 1 из 2.')).toBeInTheDocument()
    expect(applied).toHaveBeenCalledWith(expect.objectContaining({ expectedCount: 2, value: 10 }))
  })

  it('previews with the filter as the fields show it', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('BulkPricePreviewQuery', (variables) => {
      asked(variables.input)
      return previewOf()
    })
    render(<Success {...standard()} />)
    const filter = screen.getByRole('search', { name: 'Фильтр товаров' })
    fireEvent.change(within(filter).getByLabelText('Раздел'), { target: { value: '2' } })
    const change = screen.getByRole('form', { name: 'Изменение цен' })
    fireEvent.change(within(change).getByLabelText('На сколько'), { target: { value: '10' } })
    fireEvent.click(within(change).getByRole('button', { name: 'Показать изменения' }))
    const check = await screen.findByRole('region', { name: '3. Проверка' })
    expect(asked).toHaveBeenCalledWith(
      expect.objectContaining({ filter: { categoryId: 2, search: '' } })
    )
    expect(check).toHaveTextContent('Товары: раздел «Фильтры».')
    expect(within(check).queryByRole('checkbox')).not.toBeInTheDocument()
    expect(within(check).getByRole('button', { name: 'Применить' })).toBeEnabled()
  })

  it('drops the preview when the filter or the change is edited after it', async () => {
    mockGraphQLQuery('BulkPricePreviewQuery', () => previewOf())
    render(<Success {...standard()} />)
    chooseFilters()
    await screen.findByRole('region', { name: '3. Проверка' })
    const change = screen.getByRole('form', { name: 'Изменение цен' })
    fireEvent.change(within(change).getByLabelText('На сколько'), { target: { value: '20' } })
    expect(screen.queryByRole('button', { name: 'Применить' })).not.toBeInTheDocument()

    fireEvent.click(within(change).getByRole('button', { name: 'Показать изменения' }))
    await screen.findByRole('region', { name: '3. Проверка' })
    fireEvent.change(within(change).getByLabelText('Как'), { target: { value: 'amount' } })
    expect(screen.queryByRole('button', { name: 'Применить' })).not.toBeInTheDocument()

    fireEvent.click(within(change).getByRole('button', { name: 'Показать изменения' }))
    await screen.findByRole('region', { name: '3. Проверка' })
    const filter = screen.getByRole('search', { name: 'Фильтр товаров' })
    fireEvent.change(within(filter).getByLabelText('Бренд'), { target: { value: '5' } })
    expect(screen.queryByRole('button', { name: 'Применить' })).not.toBeInTheDocument()
  })

  it('asks the api again when the same change is checked again', async () => {
    let previews = 0
    mockGraphQLQuery('BulkPricePreviewQuery', () => previewOf(++previews === 1 ? 2 : 5))
    render(<Success {...standard()} />)
    chooseFilters()
    expect(await screen.findByRole('table', { name: 'Первые 1 из 2' })).toBeInTheDocument()
    const change = screen.getByRole('form', { name: 'Изменение цен' })
    fireEvent.click(within(change).getByRole('button', { name: 'Показать изменения' }))
    expect(await screen.findByRole('table', { name: 'Первые 1 из 5' })).toBeInTheDocument()
    expect(previews).toBe(2)
  })

  it('says why a preview failed, and shows none', async () => {
    mockGraphQLQuery('BulkPricePreviewQuery', (_variables, { ctx }) => {
      ctx.errors([{ message: 'down' }])
      return null
    })
    render(<Success {...standard()} />)
    chooseFilters()
    expect(await screen.findByText('Не удалось посчитать новые цены.')).toHaveAttribute(
      'role',
      'alert'
    )
    expect(screen.queryByRole('region', { name: '3. Проверка' })).not.toBeInTheDocument()
  })

  it('asks to confirm a change of the whole catalogue before applying it', async () => {
    const applied = jest.fn()
    mockGraphQLQuery('BulkPricePreviewQuery', () => previewOf())
    mockGraphQLMutation('ApplyBulkPriceMutation', (variables) => {
      applied(variables.input)
      return { applyBulkPrice: { __typename: 'BulkPriceResult', count: 2, changed: 1 } }
    })
    render(<Success {...standard()} />)
    const change = screen.getByRole('form', { name: 'Изменение цен' })
    fireEvent.change(within(change).getByLabelText('На сколько'), { target: { value: '10' } })
    fireEvent.click(within(change).getByRole('button', { name: 'Показать изменения' }))
    const check = await screen.findByRole('region', { name: '3. Проверка' })
    expect(check).toHaveTextContent('Товары: весь каталог.')
    const apply = within(check).getByRole('button', { name: 'Применить' })
    expect(apply).toBeDisabled()
    fireEvent.click(within(check).getByRole('checkbox', { name: 'Изменить цены во всём каталоге' }))
    expect(apply).toBeEnabled()
    fireEvent.click(apply)
    expect(await screen.findByText('Цены изменены: 1 из 2.')).toBeInTheDocument()
    expect(applied).toHaveBeenCalledWith(expect.objectContaining({ filter: { search: '' } }))
  })

  it('names the smallest new price by the api’s rule', () => {
    render(<Success {...standard()} />)
    expect(screen.getByText(/не опускается ниже 1 ₸/)).toBeInTheDocument()
  })

  it('refuses a value the api would refuse', async () => {
    render(<Success {...standard()} />)
    const change = screen.getByRole('form', { name: 'Изменение цен' })
    fireEvent.change(within(change).getByLabelText('Куда'), { target: { value: 'down' } })
    fireEvent.change(within(change).getByLabelText('На сколько'), { target: { value: '150' } })
    fireEvent.click(within(change).getByRole('button', { name: 'Показать изменения' }))
    expect(await screen.findByText(/Введите положительное число/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Применить' })).not.toBeInTheDocument()
  })

  it('shows the 409 and a fresh preview when the set changed', async () => {
    let previews = 0
    mockGraphQLQuery('BulkPricePreviewQuery', () => previewOf(++previews === 1 ? 2 : 3))
    mockGraphQLMutation('ApplyBulkPriceMutation', (_variables, { ctx }) => {
      ctx.errors([{ message: STALE, extensions: { code: 'CONFLICT' } }])
      return null
    })
    render(<Success {...standard()} />)
    chooseFilters()
    fireEvent.click(await screen.findByRole('button', { name: 'Применить' }))
    expect(await screen.findByText(STALE)).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Первые 1 из 3' })).toBeInTheDocument()
    )
  })
})
