import { render, screen, waitFor, within } from '@redwoodjs/testing/web'

import SubcategoriesCell from 'src/components/SubcategoriesCell'
import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import { Empty, Failure, isEmpty, Loading, Success } from './SubcategoriesCell'
import { CATEGORY, empty, missing, standard } from './SubcategoriesCell.mock'

const catalogHref = (params: Record<string, string>) =>
  `/catalog/v2?${new URLSearchParams(params).toString()}`

describe('SubcategoriesCell', () => {
  it('announces loading', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем подразделы…')
  })

  it('shows the shop’s not-found page for a section that does not exist, not to be indexed', async () => {
    expect(isEmpty(missing())).toBe(true)
    expect(isEmpty(empty())).toBe(false)
    expect(isEmpty(standard())).toBe(false)
    render(<Empty />)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Страница не найдена' })
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'В каталог' })).toHaveAttribute('href', '/precatalog')
    await waitFor(() => expect(document.title).toMatch(/^Страница не найдена/))
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })

  it('offers all goods of a section that has no subcategories', () => {
    render(<Success categoryName="Баки и емкости" {...empty()} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Баки и емкости' })).toBeInTheDocument()
    expect(screen.getByText(/В этом разделе пока нет подразделов/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Показать все товары раздела' })).toHaveAttribute(
      'href',
      catalogHref({ category__name: 'Баки и емкости' })
    )
  })

  it('reports a failure in Russian and logs it', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {})
    const error = new Error('Сервер недоступен')
    render(<Failure categoryName={CATEGORY} error={error} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить подразделы.')
    expect(log).toHaveBeenCalledWith('subcategories', error)
    log.mockRestore()
  })

  it('links each subcategory to the listing filtered by section and subcategory', () => {
    render(<Success categoryName={CATEGORY} {...standard()} />)
    // The section's name names its list of subsections.
    const grid = screen.getByRole('list', { name: CATEGORY })
    const tiles = within(grid).getAllByRole('link')
    expect(tiles.map((link) => link.textContent)).toEqual([
      'Циркуляционные насосы',
      'Скважинные насосы',
      'Насосные станции',
      'Дренажные насосы',
      'Канализационные установки',
      'Повысительные насосы',
    ])
    expect(tiles[2]).toHaveAttribute(
      'href',
      catalogHref({ category__name: CATEGORY, subcategory__name: 'Насосные станции' })
    )
    // Pictures are decorative (the name is the link text); tiles without one show none.
    expect(tiles[0].querySelector('img')).toHaveAttribute('alt', '')
    expect(tiles[2].querySelector('img')).toBeNull()
    expect(screen.getByRole('link', { name: 'Все товары раздела' })).toHaveAttribute(
      'href',
      catalogHref({ category__name: CATEGORY })
    )
  })

  it('asks for the subcategories of the given section', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('SubcategoriesQuery', (variables) => {
      asked(variables)
      return standard()
    })
    render(<SubcategoriesCell categoryName={CATEGORY} />)
    expect(await screen.findByRole('link', { name: 'Дренажные насосы' })).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith({ categoryName: CATEGORY })
  })

  it('marks Russian fallback names lang="ru" on a Kazakh page, and no Kazakh name (issue 33)', async () => {
    const data = standard()
    const [first, ...rest] = data.subcategories.results
    const kazakh = { ...first, name: 'Айналым сорғылары', nameLang: 'kk' as const }
    await loadCatalog('kk')
    render(
      <AtPage href="/kk/precatalog/x">
        <Success
          categoryName={CATEGORY}
          {...data}
          subcategories={{ ...data.subcategories, results: [kazakh, ...rest] }}
        />
      </AtPage>
    )
    expect(screen.getByRole('heading', { level: 1, name: CATEGORY })).toHaveAttribute('lang', 'ru')
    expect(screen.getByText('Айналым сорғылары')).not.toHaveAttribute('lang')
    expect(screen.getByText(rest[0].name)).toHaveAttribute('lang', 'ru')
  })

  it('marks nothing on a Russian page', () => {
    const { container } = render(<Success categoryName={CATEGORY} {...standard()} />)
    expect(container.querySelector('[lang]')).toBeNull()
  })
})
