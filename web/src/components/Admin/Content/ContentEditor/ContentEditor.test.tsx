import { fireEvent, render, screen, waitFor, within } from '@redwoodjs/testing/web'

import {
  kazakhFaq,
  news,
  newObject,
  objectType,
  section,
  shop,
} from '../AdminContentRecordCell/AdminContentRecordCell.mock'

import ContentEditor, { type ContentRecordData } from './ContentEditor'

const newsRecord = () => news().adminContentRecord as unknown as ContentRecordData

const saved = (values: Record<string, unknown>, version = 'v2', visible = true) => ({
  saveContent: { ...newsRecord(), __typename: 'AdminContentRecord', version, visible, values },
})

describe('ContentEditor', () => {
  it('previews the Markdown with the shop’s RichText', () => {
    render(<ContentEditor kind="news" record={newsRecord()} />)
    const toggle = screen.getByRole('button', { name: 'Предпросмотр' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    const preview = screen.getByRole('region', { name: 'Предпросмотр: текст' })
    expect(within(preview).getByRole('heading', { level: 2, name: 'Адрес' })).toBeInTheDocument()
    expect(within(preview).getAllByRole('listitem')).toHaveLength(2)
    expect(within(preview).getByText('с 9 до 18').tagName).toBe('STRONG')
    fireEvent.click(toggle)
    expect(screen.getByLabelText('Текст *')).toBeVisible()
  })

  it('shows each Kazakh twin after its Russian field, marked lang="kk"', () => {
    const record = kazakhFaq().adminContentRecord as unknown as ContentRecordData
    render(<ContentEditor kind="faq" record={record} />)
    const question = screen.getByLabelText('Вопрос (каз)')
    expect(question).toHaveValue('Тапсырысты қалай төлеуге болады?')
    expect(question).toHaveAttribute('lang', 'kk')
    expect(screen.getByLabelText('Вопрос *')).not.toHaveAttribute('lang')
    const answer = screen.getByLabelText('Ответ (каз)')
    expect(answer).toHaveValue('')
    expect(answer).toHaveAttribute('lang', 'kk')
    const labels = screen.getAllByText(/^(Вопрос|Ответ)/).map((label) => label.textContent)
    expect(labels).toEqual(['Вопрос *', 'Вопрос (каз)', 'Ответ *', 'Ответ (каз)'])
  })

  it('sends the Kazakh twins with the Russian fields', async () => {
    const sent = jest.fn()
    const record = kazakhFaq().adminContentRecord as unknown as ContentRecordData
    mockGraphQLMutation('SaveContentMutation', (variables) => {
      sent(variables)
      return { saveContent: { ...record, __typename: 'AdminContentRecord', version: 'f2' } }
    })
    render(<ContentEditor kind="faq" record={record} />)
    fireEvent.change(screen.getByLabelText('Ответ (каз)'), {
      target: { value: 'Сайтта картамен немесе **алған кезде**.' },
    })
    fireEvent.change(screen.getByLabelText('Вопрос (каз)'), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Сохранено.')
    expect(sent).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'faq',
        values: expect.objectContaining({
          question: 'Как оплатить заказ?',
          questionKk: '',
          answerKk: 'Сайтта картамен немесе **алған кезде**.',
        }),
      })
    )
  })

  it('shows a section’s Russian texts read-only and sends its Kazakh ones', async () => {
    const sent = jest.fn()
    const record = section().adminContentRecord as unknown as ContentRecordData
    mockGraphQLMutation('SaveContentMutation', (variables) => {
      sent(variables)
      return { saveContent: { ...record, __typename: 'AdminContentRecord', version: 's2' } }
    })
    render(<ContentEditor kind="sections" record={record} />)
    expect(screen.getByLabelText('Название')).toHaveAttribute('readonly')
    expect(screen.getByLabelText('Описание')).toHaveAttribute('readonly')
    expect(screen.getAllByText('Меняется в 1С или импортом товаров.')).toHaveLength(2)
    const nameKk = screen.getByLabelText('Название (каз)')
    expect(nameKk).not.toHaveAttribute('readonly')
    expect(nameKk).toHaveAttribute('lang', 'kk')
    fireEvent.change(nameKk, { target: { value: 'Сорғы жабдықтары' } })
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Сохранено.')
    expect(sent).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'sections',
        id: '2',
        values: expect.objectContaining({ nameKk: 'Сорғы жабдықтары', descriptionKk: '' }),
      })
    )
  })

  it('edits a kind of objects with its Kazakh name (issue 33)', async () => {
    const sent = jest.fn()
    const record = objectType().adminContentRecord as unknown as ContentRecordData
    mockGraphQLMutation('SaveContentMutation', (variables) => {
      sent(variables)
      return { saveContent: { ...record, __typename: 'AdminContentRecord', version: 't2' } }
    })
    render(<ContentEditor kind="objectTypes" record={record} />)
    expect(screen.getByLabelText(/^Название(?! \(каз\))/)).toHaveValue('Жилые комплексы')
    const nameKk = screen.getByLabelText('Название (каз)')
    expect(nameKk).toHaveAttribute('lang', 'kk')
    fireEvent.change(nameKk, { target: { value: 'Тұрғын үй кешендері' } })
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Сохранено.')
    expect(sent).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'objectTypes',
        id: '1',
        values: expect.objectContaining({
          name: 'Жилые комплексы',
          nameKk: 'Тұрғын үй кешендері',
          slug: 'zhilye-kompleksy',
        }),
      })
    )
  })

  it('edits a shop’s texts in both languages, saying what its own name is for (issue 33)', async () => {
    const sent = jest.fn()
    const record = shop().adminContentRecord as unknown as ContentRecordData
    mockGraphQLMutation('SaveContentMutation', (variables) => {
      sent(variables)
      return { saveContent: { ...record, __typename: 'AdminContentRecord', version: 'm2' } }
    })
    render(<ContentEditor kind="shops" record={record} />)
    expect(screen.getByLabelText(/^Название \(для 1С и таблиц\)/)).toHaveValue('Атырау')
    expect(screen.getByText(/склады в настройках обмена с 1С/)).toBeInTheDocument()
    expect(screen.queryByText('Меняется в 1С или импортом товаров.')).not.toBeInTheDocument()
    const addressKk = screen.getByLabelText('Адрес (каз)')
    expect(addressKk).toHaveAttribute('lang', 'kk')
    fireEvent.change(addressKk, { target: { value: 'Атырау қ., Сәтбаев к-сі, 17' } })
    fireEvent.click(screen.getByLabelText('Гости могут заказать с получением здесь'))
    // Hidden and shown belong to kinds with a flag: a shop has none.
    expect(screen.queryByRole('button', { name: 'Скрыть' })).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Сохранено.')
    expect(sent).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'shops',
        id: '1',
        values: expect.objectContaining({
          name: 'Атырау',
          nameForGuestKk: 'Атыраудағы дүкен',
          addressKk: 'Атырау қ., Сәтбаев к-сі, 17',
          isCanOrderByGuest: false,
        }),
      })
    )
  })

  it('checks the fields with the kind’s schema before sending', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('SaveContentMutation', (variables) => {
      sent(variables)
      return saved({})
    })
    render(<ContentEditor kind="news" record={newsRecord()} />)
    fireEvent.change(screen.getByLabelText('Адрес (латиницей) *'), {
      target: { value: 'Новый склад' },
    })
    fireEvent.change(screen.getByLabelText('Заголовок *'), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }))
    expect(await screen.findByText(/Только латинские строчные буквы/)).toBeInTheDocument()
    expect(screen.getByText('Обязательное поле')).toBeInTheDocument()
    expect(sent).not.toHaveBeenCalled()
  })

  it('saves the form with the version it was based on', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('SaveContentMutation', (variables) => {
      sent(variables)
      return saved({ ...newsRecord().values, title: 'Склад открыт' })
    })
    render(<ContentEditor kind="news" record={newsRecord()} />)
    fireEvent.change(screen.getByLabelText('Заголовок *'), { target: { value: 'Склад открыт' } })
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Сохранено.')
    expect(sent).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'news',
        id: '1',
        version: 'v1',
        values: expect.objectContaining({ title: 'Склад открыт', publishedAt: '2026-11-01T14:00' }),
      })
    )
  })

  it('creates a new record hidden when «Показывать на сайте сразу» is cleared', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('SaveContentMutation', (variables) => {
      sent(variables)
      return { saveContent: { ...saved({}).saveContent, id: '7', visible: false } }
    })
    render(
      <ContentEditor
        kind="objects"
        record={newObject().adminContentRecord as unknown as ContentRecordData}
      />
    )
    const show = screen.getByLabelText('Показывать на сайте сразу')
    expect(show).toBeChecked()
    fireEvent.click(show)
    fireEvent.change(screen.getByLabelText('Адрес (латиницей) *'), { target: { value: 'fontan' } })
    fireEvent.change(screen.getByLabelText('Название *'), { target: { value: 'Фонтан' } })
    fireEvent.change(screen.getByLabelText('Тип *'), { target: { value: '2' } })
    fireEvent.change(screen.getByLabelText('Город *'), { target: { value: 'Атырау' } })
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }))
    await waitFor(() => expect(sent).toHaveBeenCalled())
    expect(sent.mock.calls[0][0].values).toMatchObject({ slug: 'fontan', isActive: false })
  })

  it('offers no such choice when editing: hiding is «Скрыть»', () => {
    render(<ContentEditor kind="news" record={newsRecord()} />)
    expect(screen.queryByLabelText('Показывать на сайте сразу')).not.toBeInTheDocument()
  })

  it('shows the fresh record after a conflict (someone saved first)', async () => {
    mockGraphQLMutation('SaveContentMutation', (_variables, { ctx }) => {
      ctx.errors([
        {
          message: 'Эту запись уже изменили, пока вы её правили.',
          extensions: {
            code: 'CONFLICT',
            current: {
              ...newsRecord(),
              version: 'v9',
              values: { ...newsRecord().values, title: 'Чужая правка' },
            },
          },
        },
      ])
    })
    render(<ContentEditor kind="news" record={newsRecord()} />)
    fireEvent.change(screen.getByLabelText('Заголовок *'), { target: { value: 'Моя правка' } })
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Эту запись уже изменили')
    await waitFor(() => expect(screen.getByLabelText('Заголовок *')).toHaveValue('Чужая правка'))
  })

  it('puts the api’s field errors on their fields (a taken address)', async () => {
    mockGraphQLMutation('SaveContentMutation', (_variables, { ctx }) => {
      ctx.errors([
        {
          message: 'Этот адрес уже занят другой записью: выберите другой.',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: { slug: ['Этот адрес уже занят другой записью: выберите другой.'] },
          },
        },
      ])
    })
    render(<ContentEditor kind="news" record={newsRecord()} />)
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Адрес (латиницей) *')).toHaveAttribute('aria-invalid', 'true')
    )
    expect(
      screen.getAllByText('Этот адрес уже занят другой записью: выберите другой.')
    ).toHaveLength(2)
  })

  it('hides a shown record and can show it again', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('SetContentVisibilityMutation', (variables) => {
      sent(variables)
      return {
        setContentVisibility: {
          ...newsRecord(),
          __typename: 'AdminContentRecord',
          version: 'v2',
          visible: variables.visible,
        },
      }
    })
    render(<ContentEditor kind="news" record={newsRecord()} />)
    fireEvent.click(screen.getByRole('button', { name: 'Скрыть' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Запись скрыта с сайта.')
    expect(sent).toHaveBeenCalledWith({ kind: 'news', id: '1', version: 'v1', visible: false })
    expect(screen.getByText('Скрыто')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Показать' })).toBeInTheDocument()
  })

  it('gives every field of a kind a label', () => {
    render(
      <ContentEditor
        kind="objects"
        record={newObject().adminContentRecord as unknown as ContentRecordData}
      />
    )
    for (const label of [
      'Адрес (латиницей) *',
      'Название *',
      'Тип *',
      'Город *',
      'Заказчик',
      'Год',
      'Фото',
      'Порядок',
      'Описание',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument()
    }
  })
})
