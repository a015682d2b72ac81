import { render, screen, within } from '@redwoodjs/testing/web'

import ObjectsCell from 'src/components/Objects/ObjectsCell'
import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

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
  it('speaks Kazakh on a Kazakh page, its links under /kk (issue 33)', async () => {
    await loadCatalog('kk')
    const { unmount } = render(
      <AtPage href="/kk/objects">
        <Loading />
        <Empty />
        <Failure error={invalidPageError()} type="chastnye-doma" page={7} />
        <Failure error={new Error('down')} />
      </AtPage>
    )
    expect(screen.getByRole('status')).toHaveTextContent('Нысандар жүктелуде…')
    expect(screen.getByText(/^Нысандар жақында осында пайда болады/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Тізімде мұндай бет жоқ' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Бірінші бетке өту' })).toHaveAttribute(
      'href',
      '/kk/objects?type=chastnye-doma'
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Нысандар жүктелмеді.')
    unmount()

    render(
      <AtPage href="/kk/objects">
        <Success {...standard()} />
      </AtPage>
    )
    expect(screen.getByText('Табылған нысандар: 12')).toBeInTheDocument()
    const pages = within(screen.getByRole('navigation', { name: 'Нысандар тізімінің беттері' }))
    expect(pages.getByRole('link', { name: 'Бет 2' })).toHaveAttribute('href', '/kk/objects?page=2')
    expect(pages.getByRole('link', { name: 'Әрі қарай →' })).toBeInTheDocument()
  })

  it('says in Kazakh that the chosen type and city have no objects (issue 33)', async () => {
    await loadCatalog('kk')
    render(
      <AtPage href="/kk/objects/location/Кульсары">
        <Success {...noMatches()} type="zhilye-kompleksy" location="Кульсары" />
      </AtPage>
    )
    expect(
      screen.getByText(/Кульсары қаласында «Жилые комплексы» түріндегі нысандар әзірге жоқ\./)
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Барлық нысандарды көрсету' })).toHaveAttribute(
      'href',
      '/kk/objects'
    )
  })
})
