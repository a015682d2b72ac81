import { render, screen, within } from '@redwoodjs/testing/web'

import ObjectsCell from 'src/components/Objects/ObjectsCell'

import { beforeQuery, Empty, Failure, isEmpty, Loading, Success } from './ObjectsCell'
import { empty, filtered, invalidPageError, noMatches, standard } from './ObjectsCell.mock'

describe('ObjectsCell', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}))
  afterEach(() => jest.restoreAllMocks())

  it('announces loading', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем объекты…')
  })

  it('is empty only when there are no objects at all', () => {
    expect(isEmpty(empty())).toBe(true)
    expect(isEmpty(noMatches())).toBe(false)
    render(<Empty />)
    expect(screen.getByText(/Объекты скоро появятся/)).toBeInTheDocument()
  })

  it('sends a page past the last one back to the first and asks to refresh otherwise', () => {
    render(<Failure error={invalidPageError()} type="chastnye-doma" page={7} />)
    expect(screen.getByRole('heading', { name: 'Такой страницы списка нет' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Перейти к первой странице' })).toHaveAttribute(
      'href',
      '/objects?type=chastnye-doma'
    )
    render(<Failure error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить объекты.')
    expect(console.error).toHaveBeenCalledWith('objects', expect.any(Error))
  })

  it('shows the filters, the count, nine tiles and the page links', () => {
    render(<Success {...standard()} />)
    expect(screen.getByRole('navigation', { name: 'Тип объекта' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Город' })).toBeInTheDocument()
    expect(screen.getByText('Найдено объектов: 12')).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: /· 20\d\d/ })).toHaveLength(9)
    const pages = within(screen.getByRole('navigation', { name: 'Страницы списка объектов' }))
    expect(pages.getByRole('link', { name: 'Страница 2' })).toHaveAttribute(
      'href',
      '/objects?page=2'
    )
  })

  it('marks the chosen type and city and keeps them in the page links', () => {
    render(<Success {...filtered()} type="chastnye-doma" location="Атырау" />)
    expect(screen.getByRole('link', { name: 'Частные дома' })).toHaveAttribute(
      'aria-current',
      'page'
    )
    expect(screen.getByRole('link', { name: 'Атырау' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: /Отопление и тёплый пол/ })).toHaveAttribute(
      'href',
      '/objects/10'
    )
    expect(screen.queryByRole('navigation', { name: /Страницы/ })).not.toBeInTheDocument()
  })

  it('says so when the chosen type and city have no objects, with a way back', () => {
    render(<Success {...noMatches()} type="zhilye-kompleksy" location="Кульсары" />)
    expect(
      screen.getByText(/Объектов типа «Жилые комплексы» в городе Кульсары пока нет/)
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Показать все объекты' })).toHaveAttribute(
      'href',
      '/objects'
    )
  })

  it('asks for 9 objects of the chosen page, type and city, and the cities of all objects', async () => {
    expect(beforeQuery({ page: 0 }).variables).toEqual({
      type: null,
      location: null,
      page: 1,
      pageSize: 9,
      locationsPageSize: 100,
    })
    const asked = jest.fn()
    mockGraphQLQuery('ObjectsListQuery', (variables) => {
      asked(variables)
      return filtered()
    })
    render(<ObjectsCell type="chastnye-doma" location="Атырау" page={1} />)
    expect(await screen.findByRole('link', { name: /Отопление и тёплый пол/ })).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith({
      type: 'chastnye-doma',
      location: 'Атырау',
      page: 1,
      pageSize: 9,
      locationsPageSize: 100,
    })
  })
})
