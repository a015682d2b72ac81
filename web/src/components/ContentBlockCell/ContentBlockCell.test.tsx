import { render, screen, within } from '@redwoodjs/testing/web'

import ContentBlockCell from 'src/components/ContentBlockCell'
import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import { Empty, Failure, isEmpty, Loading, Success } from './ContentBlockCell'
import { blank, standard } from './ContentBlockCell.mock'

describe('ContentBlockCell', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}))
  afterEach(() => jest.restoreAllMocks())

  it('announces loading', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем…')
  })

  it('treats a block without text as empty and still shows its title', () => {
    expect(isEmpty(blank())).toBe(true)
    expect(isEmpty(standard())).toBe(false)
    render(<Empty blockKey="wholesaler" {...blank()} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Оптовикам' })).toBeInTheDocument()
    expect(screen.getByText(/Раздел пока не заполнен/)).toBeInTheDocument()
  })

  it('says «Раздел не найден» for an unknown key and asks to refresh otherwise', () => {
    const notFound = {
      graphQLErrors: [{ message: 'Раздел не найден.', extensions: { code: 'NOT_FOUND' } }],
    }
    render(<Failure blockKey="nope" error={notFound as never} />)
    expect(screen.getByRole('heading', { name: 'Раздел не найден' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'главной страницы' })).toHaveAttribute('href', '/')
    render(<Failure blockKey="wholesaler" error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить страницу.')
    expect(console.error).toHaveBeenCalledWith('content block', expect.any(Error))
  })

  it('shows the title, paragraphs, the «- » lines as a list and **bold** text', () => {
    render(<Success blockKey="wholesaler" {...standard()} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Оптовикам' })).toBeInTheDocument()
    expect(screen.getByText(/^Приглашаем к сотрудничеству/)).toBeInTheDocument()
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items).toHaveLength(5)
    expect(items[0]).toHaveTextContent(/^индивидуальные цены и скидки от объёма;$/)
    expect(screen.queryByText(/^- /)).not.toBeInTheDocument()
    const phone = screen.getByText('+7 (7122) 20-30-40')
    expect(phone.tagName).toBe('STRONG')
    expect(phone.parentElement).toHaveTextContent(/свяжитесь с отделом продаж: \+7/)
    expect(screen.queryByText(/\*\*/)).not.toBeInTheDocument()
  })

  it('keeps single line breaks inside a paragraph', () => {
    const block = {
      ...standard().contentBlock,
      body: 'Атырау, ул. Сатпаева, 17\nАктобе, пр. Абилкайыр хана, 62',
    }
    render(<Success blockKey="wholesaler" contentBlock={block} />)
    const paragraph = screen.getByText(/Сатпаева/).closest('p')!
    expect(paragraph.querySelectorAll('br')).toHaveLength(1)
    expect(paragraph).toHaveTextContent('Атырау, ул. Сатпаева, 17Актобе, пр. Абилкайыр хана, 62')
  })

  it('asks the api for the block by its key', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('ContentBlockPageQuery', (variables) => {
      asked(variables)
      return standard()
    })
    render(<ContentBlockCell blockKey="wholesaler" />)
    expect(await screen.findByRole('heading', { name: 'Оптовикам' })).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith({ blockKey: 'wholesaler' })
  })
  it('speaks Kazakh on a Kazakh page (issue 33)', async () => {
    await loadCatalog('kk')
    const notFound = {
      graphQLErrors: [{ message: 'Раздел не найден.', extensions: { code: 'NOT_FOUND' } }],
    }
    render(
      <AtPage href="/kk/delivery">
        <Loading />
        <Empty blockKey="wholesaler" {...blank()} />
        <Failure blockKey="nope" error={notFound as never} />
        <Failure blockKey="wholesaler" error={new Error('down')} />
      </AtPage>
    )
    expect(screen.getByRole('status')).toHaveTextContent('Жүктелуде…')
    expect(screen.getByText(/^Бөлім әзірге толтырылмаған/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Бөлім табылмады' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Басты беттен' })).toHaveAttribute('href', '/kk')
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Бет жүктелмеді. Оны жаңартыңыз немесе бізге қоңырау шалыңыз.'
    )
  })
})
