import userEvent from '@testing-library/user-event'

import { render, screen, waitFor, within } from '@redwoodjs/testing/web'
import { toast } from '@redwoodjs/web/toast'

import { loadCatalog } from 'src/lib/i18n'
import { graphQLRefusal } from 'src/testing/accountTestUser'
import { AtPage } from 'src/testing/InLanguage'
import {
  appliedFill,
  forcedFill,
  orderFiles,
  PASTED_LIST,
  refusedFill,
} from 'src/testing/orderMocks'

import OrderFilesPanel from './OrderFilesPanel'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))

const REFUSAL = 'В файле есть строки с ошибками. Исправьте файл или подтвердите загрузку без них.'

/** Fill answers: refused (409 CONFLICT with the report) without force, applied with it. */
const mockFill = (sent: jest.Mock, { refuse = false } = {}) =>
  mockGraphQLMutation('FillOrderFromFileMutation', (variables, { ctx }) => {
    sent(variables)
    if (refuse && !variables.force) {
      const { __typename: _, ...report } = refusedFill()
      ctx.errors([{ message: REFUSAL, extensions: { code: 'CONFLICT', ...report } }])
      return null
    }
    return { fillOrderFromFile: refuse ? forcedFill() : appliedFill() }
  })

const rowsOf = (report: HTMLElement) =>
  within(report)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent)

/** The REST upload of binary files; GraphQL requests go on to the mocks. */
const mockUpload = (answer: () => Response) => {
  const original = global.fetch
  const posted: { url: string; body: unknown }[] = []
  const spy = jest.spyOn(global, 'fetch').mockImplementation((input, init) => {
    const url = String(input)
    if (url.startsWith('/api/v1/order/')) {
      posted.push({ url, body: init?.body })
      return Promise.resolve(answer())
    }
    return original(input, init)
  })
  return { posted, spy }
}

describe('OrderFilesPanel (filling a draft from a file or a pasted list)', () => {
  beforeEach(() => {
    jest.clearAllMocks()
    mockGraphQLQuery('OrderFilesQuery', () => ({ orderFiles: orderFiles() }))
  })

  it('lists the attached files with size and rows', async () => {
    render(<OrderFilesPanel orderId={1063} />)
    expect(await screen.findByText('Заявка март.xlsx · 18 КБ · строк: 24')).toBeInTheDocument()
    expect(screen.getByText('Список.txt · 46 Б · строк: 3')).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Заполнить заказ из файла Заявка март.xlsx' })
    ).toBeInTheDocument()
  })

  it('speaks Kazakh on a Kazakh page: the panel, each file, a fill and its report (issue 33)', async () => {
    await loadCatalog('kk')
    const filled = jest.fn()
    mockFill(filled)
    render(
      <AtPage href="/kk/order?id=1063">
        <OrderFilesPanel orderId={1063} />
      </AtPage>
    )
    expect(
      screen.getByRole('heading', { name: 'Файлдан немесе тізімнен толтыру' })
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Тапсырыс файлы')).toBeInTheDocument()
    expect(screen.getByLabelText('Артикулдар тізімі')).toBeInTheDocument()
    expect(screen.getByLabelText('Тапсырыс құрамын ауыстыру')).toBeInTheDocument()
    expect(
      await screen.findByText('Заявка март.xlsx · 18 Кбайт · жолдар саны: 24')
    ).toBeInTheDocument()
    expect(screen.getByText('Список.txt · 46 байт · жолдар саны: 3')).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'Заявка март.xlsx файлын жүктеп алу' })
    ).toHaveTextContent('Жүктеп алу')
    await userEvent.click(
      screen.getByRole('button', { name: 'Тапсырысты Заявка март.xlsx файлынан толтыру' })
    )
    expect(
      await screen.findByRole('heading', { name: 'Тапсырыс файлдан толтырылды' })
    ).toBeInTheDocument()
    expect(toast.success).toHaveBeenCalledWith('Тапсырыс толтырылды')
    expect(
      screen.getByRole('region', { name: 'Файлдан немесе тізімнен толтыру' })
    ).not.toHaveTextContent(/Заполнить|Скачать|Удалить|Добавлено/)
  })

  it('offers each file for download by its REST link', async () => {
    render(<OrderFilesPanel orderId={1063} />)
    const link = await screen.findByRole('link', { name: 'Скачать файл Заявка март.xlsx' })
    expect(link).toHaveTextContent('Скачать')
    expect(link).toHaveAttribute('href', '/api/v1/order/1063/files/31/download/')
    expect(link).toHaveAttribute('download')
    expect(screen.getByRole('link', { name: 'Скачать файл Список.txt' })).toHaveAttribute(
      'href',
      '/api/v1/order/1063/files/32/download/'
    )
  })

  it('fills from a pasted list and reports «из списка» row by row', async () => {
    const uploaded = jest.fn()
    const filled = jest.fn()
    mockGraphQLMutation('UploadOrderTextMutation', (variables) => {
      uploaded(variables)
      return { uploadOrderText: { __typename: 'OrderFile', id: 32 } }
    })
    mockFill(filled)
    render(<OrderFilesPanel orderId={1063} />)
    const add = screen.getByRole('button', { name: 'Добавить из списка' })
    expect(add).toBeDisabled()
    await userEvent.type(screen.getByLabelText('Список артикулов'), PASTED_LIST)
    await userEvent.click(add)
    const report = await screen.findByRole('region', { name: 'Заказ заполнен из списка' })
    expect(uploaded).toHaveBeenCalledWith({ orderId: 1063, text: PASTED_LIST })
    expect(filled).toHaveBeenCalledWith({ orderId: 1063, fileId: 32, replace: false, force: false })
    expect(rowsOf(report)).toEqual(['1VT-VTC560-N-32Добавлено', '2GR-UPS-25-401Добавлено'])
    expect(within(report).queryByText(/из файла/)).not.toBeInTheDocument()
    expect(screen.getByLabelText('Список артикулов')).toHaveValue('')
    expect(toast.success).toHaveBeenCalledWith('Заказ заполнен')
  })

  it('refuses a pasted list the api would refuse, in its words, without sending it', async () => {
    const uploaded = jest.fn()
    mockGraphQLMutation('UploadOrderTextMutation', (variables) => {
      uploaded(variables)
      return { uploadOrderText: { __typename: 'OrderFile', id: 32 } }
    })
    render(<OrderFilesPanel orderId={1063} />)
    await userEvent.click(screen.getByLabelText('Список артикулов'))
    await userEvent.paste('\u202eVT-VTC560-N-3 2')
    await userEvent.click(screen.getByRole('button', { name: 'Добавить из списка' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Поле содержит недопустимые символы (управляющие, непарные суррогаты или смену направления текста).'
      )
    )
    expect(uploaded).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Список артикулов')).toHaveValue('\u202eVT-VTC560-N-3 2')
  })

  it('shows a refused fill row by row and adds the good rows with force', async () => {
    const filled = jest.fn()
    mockFill(filled, { refuse: true })
    render(<OrderFilesPanel orderId={1063} />)
    await userEvent.click(
      await screen.findByRole('button', { name: 'Заполнить заказ из файла Заявка март.xlsx' })
    )
    const report = await screen.findByRole('region', {
      name: 'Заказ не изменён: в файле есть ошибки',
    })
    expect(rowsOf(report)).toEqual([
      '2VT-VTC560-N-32Добавлено',
      '3RF-RE-5009Добавлено не всё: В наличии 3 товаров',
      '4NOPE-11Не найден: Товар с артикулом NOPE-1 не найден',
      '5GR-UPS-25-40—Неверное количество: Введите целое число от 1 до 100 000.',
      '6DAB-VA-551Нет в наличии: Нет в наличии',
    ])
    expect(toast.error).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Добавить строки без ошибок' }))
    expect(
      await screen.findByRole('region', { name: 'Заказ заполнен из файла' })
    ).toBeInTheDocument()
    expect(filled).toHaveBeenLastCalledWith({
      orderId: 1063,
      fileId: 31,
      replace: false,
      force: true,
    })
    expect(
      screen.queryByRole('button', { name: 'Добавить строки без ошибок' })
    ).not.toBeInTheDocument()
  })

  it('refilling from a stored pasted list says «из списка»; «Заменить» sends replace', async () => {
    const filled = jest.fn()
    mockFill(filled, { refuse: true })
    render(<OrderFilesPanel orderId={1063} />)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Заменить состав заказа' }))
    await userEvent.click(
      await screen.findByRole('button', { name: 'Заполнить заказ из файла Список.txt' })
    )
    expect(
      await screen.findByRole('region', { name: 'Заказ не изменён: в списке есть ошибки' })
    ).toBeInTheDocument()
    expect(filled).toHaveBeenCalledWith({ orderId: 1063, fileId: 32, replace: true, force: false })
    await userEvent.click(screen.getByRole('button', { name: 'Добавить строки без ошибок' }))
    expect(
      await screen.findByRole('region', { name: 'Заказ заполнен из списка' })
    ).toBeInTheDocument()
  })

  it('uploads a file over REST, then fills from it and reports «из файла»', async () => {
    const filled = jest.fn()
    mockFill(filled)
    const { posted, spy } = mockUpload(
      () => new Response(JSON.stringify({ id: 31 }), { status: 201 })
    )
    render(<OrderFilesPanel orderId={1063} />)
    const file = new File(['Артикул;Количество\nVT-VTC560-N-3;2\n'], 'Заявка март.csv', {
      type: 'text/csv',
    })
    await userEvent.upload(screen.getByLabelText('Файл заказа'), file)
    expect(
      await screen.findByRole('region', { name: 'Заказ заполнен из файла' })
    ).toBeInTheDocument()
    expect(posted).toHaveLength(1)
    expect(posted[0].url).toBe('/api/v1/order/1063/files/')
    expect((posted[0].body as FormData).get('file')).toBeInstanceOf(File)
    expect(toast.success).toHaveBeenCalledWith('Файл «Заявка март.csv» загружен')
    expect(filled).toHaveBeenCalledWith({ orderId: 1063, fileId: 31, replace: false, force: false })
    spy.mockRestore()
  })

  it('toasts the reason a file is refused', async () => {
    const filled = jest.fn()
    mockFill(filled)
    const { spy } = mockUpload(
      () =>
        new Response(JSON.stringify({ file: ['Загрузите файл .xlsx или .csv.'] }), {
          status: 400,
        })
    )
    render(<OrderFilesPanel orderId={1063} />)
    await userEvent.upload(
      screen.getByLabelText('Файл заказа'),
      new File(['x'], 'Заявка.xlsx', { type: 'application/octet-stream' })
    )
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Загрузите файл .xlsx или .csv.'))
    expect(filled).not.toHaveBeenCalled()
    spy.mockRestore()
  })

  it('says «Файл больше 5 МБ.» when the server refuses the body (413)', async () => {
    const { spy } = mockUpload(() => new Response('Payload Too Large', { status: 413 }))
    render(<OrderFilesPanel orderId={1063} />)
    await userEvent.upload(
      screen.getByLabelText('Файл заказа'),
      new File(['x'], 'Большой.xlsx', { type: 'application/octet-stream' })
    )
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Файл больше 5 МБ.'))
    spy.mockRestore()
  })

  it('toasts a pasted list the api cannot read', async () => {
    mockGraphQLMutation(
      'UploadOrderTextMutation',
      graphQLRefusal('В файле нет строк с артикулами.', { code: 'BAD_USER_INPUT' })
    )
    render(<OrderFilesPanel orderId={1063} />)
    await userEvent.type(screen.getByLabelText('Список артикулов'), '---')
    await userEvent.click(screen.getByRole('button', { name: 'Добавить из списка' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('В файле нет строк с артикулами.'))
  })

  it('deletes a file', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('DeleteOrderFileMutation', (variables) => {
      sent(variables)
      return { deleteOrderFile: true }
    })
    render(<OrderFilesPanel orderId={1063} />)
    await userEvent.click(
      await screen.findByRole('button', { name: 'Удалить файл Заявка март.xlsx' })
    )
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ orderId: 1063, fileId: 31 }))
  })
})
