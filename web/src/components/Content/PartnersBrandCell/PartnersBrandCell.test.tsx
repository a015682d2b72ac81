import { render, screen, waitFor } from '@redwoodjs/testing/web'

import PartnersBrandCell from 'src/components/Content/PartnersBrandCell'

import { Empty, Failure, Loading, Success } from './PartnersBrandCell'
import { notFound, standard, variables } from './PartnersBrandCell.mock'

describe('PartnersBrandCell', () => {
  afterEach(() => jest.restoreAllMocks())

  it('announces loading', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем бренд…')
  })

  it('shows the shop’s not-found page for an unknown brand, logging nothing', () => {
    const log = jest.spyOn(console, 'error')
    render(<Failure id={999} error={notFound()} />)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Страница не найдена' })
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'В каталог' })).toHaveAttribute('href', '/precatalog')
    expect(log).not.toHaveBeenCalled()
  })

  it('shows the same for an empty answer', () => {
    render(<Empty />)
    expect(screen.getByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument()
  })

  it('logs other failures and asks to refresh', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {})
    const error = new Error('Сервер недоступен')
    render(<Failure {...variables} error={error} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить бренд.')
    expect(log).toHaveBeenCalledWith('brand', error)
  })

  it('shows the brand with its catalogue link and names the page after it', async () => {
    render(<Success {...variables} {...standard()} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Grundfos' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Товары Grundfos в каталоге' })).toHaveAttribute(
      'href',
      '/catalog/v2?brand__name=Grundfos'
    )
    await waitFor(() => expect(document.title).toMatch(/^Grundfos \|/))
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'http://localhost/api/media/demo/brands/grundfos.svg'
    )
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/about/partners/1'
    )
  })

  it('asks the api for the brand by id', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('PartnersBrandQuery', (variables) => {
      asked(variables)
      return standard()
    })
    render(<PartnersBrandCell {...variables} />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Grundfos' })).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith(variables)
  })
})
