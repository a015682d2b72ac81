import { render, screen, waitFor } from '@redwoodjs/testing/web'

import ObjectCell from 'src/components/Objects/ObjectCell'
import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import { Failure, Loading, Success } from './ObjectCell'
import { notFoundError, standard } from './ObjectCell.mock'

const head = (selector: string) => document.head.querySelector(selector)

describe('ObjectCell', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}))
  afterEach(() => jest.restoreAllMocks())

  it('announces loading', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем объект…')
  })

  it('shows the shop’s not-found page for an unknown id', () => {
    render(<Failure id={9999} error={notFoundError()} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    // Not found is an answer, not a fault: no ApolloError in the shopper's console.
    expect(console.error).not.toHaveBeenCalled()
  })

  it('asks to refresh when the api cannot answer', () => {
    render(<Failure id={1} error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить объект.')
    expect(console.error).toHaveBeenCalledWith('object', expect.any(Error))
  })

  it('shows the object and sets its title, description, og:image and canonical link', async () => {
    render(<Success id={1} {...standard()} />)
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Автоматизированный тепловой пункт ЖК «Нурсая»',
      })
    ).toBeInTheDocument()
    await waitFor(() => expect(document.title).toMatch(/^Автоматизированный тепловой пункт/))
    expect(head('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Тепловой пункт на 240 квартир с погодозависимым регулированием\. пластинчатые/
    )
    expect(head('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'http://localhost/api/media/demo/objects/zhk-nursaya-teplovoy-punkt-1.svg'
    )
    expect(head('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/objects/1')
  })

  it('asks the api for the object by its id', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('ObjectItemQuery', (variables) => {
      asked(variables)
      return standard()
    })
    render(<ObjectCell id={1} />)
    expect(await screen.findByRole('heading', { name: /ЖК «Нурсая»/ })).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith({ id: 1 })
  })
  it('speaks Kazakh on a Kazakh page (issue 33)', async () => {
    await loadCatalog('kk')
    render(
      <AtPage href="/kk/objects/1">
        <Loading />
        <Failure id={1} error={new Error('down')} />
      </AtPage>
    )
    expect(screen.getByRole('status')).toHaveTextContent('Нысан жүктелуде…')
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Нысан жүктелмеді. Бетті жаңартыңыз немесе барлық нысандарды ашыңыз.'
    )
    expect(screen.getByRole('link', { name: 'барлық нысандарды' })).toHaveAttribute(
      'href',
      '/kk/objects'
    )
  })
})
