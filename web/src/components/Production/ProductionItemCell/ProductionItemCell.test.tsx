import { render, screen, waitFor } from '@redwoodjs/testing/web'

import ProductionItemCell from 'src/components/Production/ProductionItemCell'
import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import { Failure, Loading, Success } from './ProductionItemCell'
import { notFoundError, standard } from './ProductionItemCell.mock'

const head = (selector: string) => document.head.querySelector(selector)

describe('ProductionItemCell', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}))
  afterEach(() => jest.restoreAllMocks())

  it('announces loading', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем страницу…')
  })

  it('shows the shop’s not-found page for an unknown slug', () => {
    render(<Failure idOrSlug="no-such-page" error={notFoundError()} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible()
    expect(screen.getByRole('search', { name: 'Поиск по сайту' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(console.error).not.toHaveBeenCalled()
  })

  it('asks to refresh when the api cannot answer', () => {
    render(<Failure idOrSlug="water-purification" error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить страницу.')
    expect(console.error).toHaveBeenCalledWith('production page', expect.any(Error))
  })

  it('shows the page and sets its title, description, og:image and canonical slug address', async () => {
    render(<Success idOrSlug="1" {...standard()} />)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Шкафы управления Аква-Контроль' })
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Получить консультацию' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toMatch(/^Шкафы управления Аква-Контроль/))
    expect(head('meta[name="description"]')).toHaveAttribute(
      'content',
      'Шкафы управления насосами, вентиляцией и котельными собственной разработки.'
    )
    expect(head('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'http://localhost/api/media/demo/production/akva-control-cabinet.svg'
    )
    expect(head('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/production/akva-control-cabinet'
    )
  })

  it('asks the api for the page by its slug', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('ProductionItemQuery', (variables) => {
      asked(variables)
      return standard()
    })
    render(<ProductionItemCell idOrSlug="akva-control-cabinet" />)
    expect(
      await screen.findByRole('heading', { name: 'Шкафы управления Аква-Контроль' })
    ).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith({ idOrSlug: 'akva-control-cabinet' })
  })

  it('shows «not found» when the api answers NOT_FOUND', async () => {
    mockGraphQLQuery('ProductionItemQuery', (_variables, { ctx }) => {
      ctx.errors([{ message: 'Страница не найдена.', extensions: { code: 'NOT_FOUND' } }])
      return null
    })
    render(<ProductionItemCell idOrSlug="no-such-page" />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })
    ).toBeInTheDocument()
  })
  it('speaks Kazakh on a Kazakh page (issue 33)', async () => {
    await loadCatalog('kk')
    render(
      <AtPage href="/kk/production/akva-control">
        <Loading />
        <Failure idOrSlug="akva-control" error={new Error('down')} />
      </AtPage>
    )
    expect(screen.getByRole('status')).toHaveTextContent('Бет жүктелуде…')
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Бет жүктелмеді. Оны жаңартыңыз немесе өндірістің барлық бағыттарын ашыңыз.'
    )
    expect(screen.getByRole('link', { name: 'өндірістің барлық бағыттарын' })).toHaveAttribute(
      'href',
      '/kk/production'
    )
  })
})
