import { render, screen } from '@redwoodjs/testing/web'

import AdminContentRecordCell from 'src/components/Admin/Content/AdminContentRecordCell'

import { Failure, Loading, Success } from './AdminContentRecordCell'
import { news, newObject, promoBanner } from './AdminContentRecordCell.mock'

describe('AdminContentRecordCell', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}))
  afterEach(() => jest.restoreAllMocks())

  it('announces loading', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем…')
  })

  it('says a record is gone, in the api’s words', () => {
    const gone = Object.assign(new Error('gone'), {
      graphQLErrors: [
        { message: 'Запись не найдена: возможно, её удалили.', extensions: { code: 'NOT_FOUND' } },
      ],
    })
    render(<Failure kind="news" error={gone} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Запись не найдена: возможно, её удалили.')
  })

  it('fills the news form from the stored values (Astana time)', () => {
    render(<Success {...news()} kind="news" />)
    expect(screen.getByLabelText('Заголовок *')).toHaveValue('Новый склад в Атырау')
    expect(screen.getByLabelText('Адрес (латиницей) *')).toHaveValue('novyj-sklad')
    expect(screen.getByLabelText('Дата *')).toHaveValue('2026-11-01T14:00')
    expect(screen.getByLabelText('Акция')).not.toBeChecked()
    expect(screen.getByLabelText('Галерея')).toHaveValue('news/novyj-sklad/1.jpg')
    expect(screen.getByLabelText('Текст *')).toHaveValue(news().adminContentRecord.values['body'])
    expect(screen.getByRole('button', { name: 'Скрыть' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Предпросмотр: картинка' })).toHaveAttribute(
      'src',
      '/api/media/news/novyj-sklad/foto.jpg'
    )
  })

  it('offers the object types of a new object, and no «Скрыть» before it exists', () => {
    render(<Success {...newObject()} kind="objects" />)
    const type = screen.getByLabelText('Тип *')
    expect(type).toHaveTextContent('Бассейны')
    expect(type).toHaveTextContent('Фонтаны')
    expect(screen.getByLabelText('Фото')).toHaveValue('')
    expect(screen.queryByRole('button', { name: 'Скрыть' })).not.toBeInTheDocument()
  })

  it('shows the promo banner’s end date and data, and no «Скрыть»', () => {
    render(<Success {...promoBanner()} kind="pages" />)
    expect(screen.getByLabelText('Действует до')).toHaveValue('2027-01-01T00:00')
    expect(screen.getByLabelText('Данные')).toHaveValue('{\n  "link": "/delivery"\n}')
    expect(screen.queryByRole('button', { name: /Скрыть|Показать/ })).not.toBeInTheDocument()
  })

  it('asks the api for the record', async () => {
    mockGraphQLQuery('AdminContentRecordQuery', () => news())
    render(<AdminContentRecordCell kind="news" id="1" />)
    expect(await screen.findByLabelText('Заголовок *')).toHaveValue('Новый склад в Атырау')
  })
})
