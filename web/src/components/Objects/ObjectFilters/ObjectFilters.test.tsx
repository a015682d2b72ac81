import { render, screen, within } from '@redwoodjs/testing/web'

import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import ObjectFilters, { locationsOf, selectedType } from './ObjectFilters'
import { chosen, standard } from './ObjectFilters.mock'

const atyrau = encodeURIComponent('Атырау')

describe('ObjectFilters', () => {
  it('offers every object type and every city, with «all» chosen', () => {
    render(<ObjectFilters {...standard()} />)
    const types = within(screen.getByRole('navigation', { name: 'Тип объекта' }))
    expect(types.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Все объекты',
      'Жилые комплексы',
      'Промышленные объекты',
      'Социальные объекты',
      'Частные дома',
    ])
    expect(types.getByRole('link', { name: 'Все объекты' })).toHaveAttribute('aria-current', 'page')
    expect(types.getByRole('link', { name: 'Частные дома' })).toHaveAttribute(
      'href',
      '/objects?type=chastnye-doma'
    )
    const cities = within(screen.getByRole('navigation', { name: 'Город' }))
    expect(cities.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Все города',
      'Актау',
      'Актобе',
      'Атырау',
      'Кульсары',
      'Уральск',
    ])
    expect(cities.getByRole('link', { name: 'Атырау' })).toHaveAttribute(
      'href',
      `/objects/location/${atyrau}`
    )
  })

  it('marks the chosen type and city; each link keeps the other choice', () => {
    render(<ObjectFilters {...chosen()} />)
    const types = within(screen.getByRole('navigation', { name: 'Тип объекта' }))
    expect(types.getByRole('link', { name: 'Частные дома' })).toHaveAttribute(
      'aria-current',
      'page'
    )
    expect(types.getByRole('link', { name: 'Все объекты' })).not.toHaveAttribute('aria-current')
    expect(types.getByRole('link', { name: 'Жилые комплексы' })).toHaveAttribute(
      'href',
      `/objects/location/${atyrau}?type=zhilye-kompleksy`
    )
    const cities = within(screen.getByRole('navigation', { name: 'Город' }))
    expect(cities.getByRole('link', { name: 'Атырау' })).toHaveAttribute('aria-current', 'page')
    expect(cities.getByRole('link', { name: 'Все города' })).toHaveAttribute(
      'href',
      '/objects?type=chastnye-doma'
    )
  })

  it('finds the type by slug, name or id and lists each city once in order', () => {
    const { types } = standard()
    expect(selectedType(types, 'chastnye-doma')?.id).toBe(4)
    expect(selectedType(types, 'Жилые комплексы')?.id).toBe(1)
    expect(selectedType(types, '2')?.slug).toBe('promyshlennye-obekty')
    expect(selectedType(types, 'нет такого')).toBeUndefined()
    expect(selectedType(types, '')).toBeUndefined()
    expect(
      locationsOf([{ location: 'Уральск' }, { location: 'Актобе ' }, { location: 'Уральск' }])
    ).toEqual(['Актобе', 'Уральск'])
  })

  it('shows no city list when no object has a city', () => {
    render(<ObjectFilters {...standard()} locations={[]} />)
    expect(screen.queryByRole('navigation', { name: 'Город' })).not.toBeInTheDocument()
  })
  it('speaks Kazakh on a Kazakh page, its links under /kk (issue 33)', async () => {
    await loadCatalog('kk')
    render(
      <AtPage href="/kk/objects">
        <ObjectFilters {...standard()} />
      </AtPage>
    )
    const types = within(screen.getByRole('navigation', { name: 'Нысан түрі' }))
    expect(types.getByRole('link', { name: 'Барлық нысандар' })).toHaveAttribute(
      'href',
      '/kk/objects'
    )
    const cities = within(screen.getByRole('navigation', { name: 'Қала' }))
    expect(cities.getByRole('link', { name: 'Барлық қалалар' })).toBeInTheDocument()
    expect(screen.getByText('Қала:')).toBeInTheDocument()
    // Kinds without a Kazakh name are Russian, marked.
    expect(types.getByRole('link', { name: 'Частные дома' })).toHaveAttribute('lang', 'ru')
  })

  it('leaves a kind with a Kazakh name unmarked on a Kazakh page', async () => {
    await loadCatalog('kk')
    const { types } = standard()
    render(
      <AtPage href="/kk/objects">
        <ObjectFilters
          {...standard()}
          types={[{ ...types[0], name: 'Тұрғын үй кешендері', nameLang: 'kk' }, ...types.slice(1)]}
        />
      </AtPage>
    )
    expect(screen.getByRole('link', { name: 'Тұрғын үй кешендері' })).not.toHaveAttribute('lang')
  })

  it('names the cities in Kazakh on a Kazakh page, their links keeping the stored city', async () => {
    await loadCatalog('kk')
    render(
      <AtPage href="/kk/objects">
        <ObjectFilters {...standard()} />
      </AtPage>
    )
    const aktobe = screen.getByRole('link', { name: 'Ақтөбе' })
    expect(aktobe).toHaveAttribute('href', `/kk/objects/location/${encodeURIComponent('Актобе')}`)
    expect(screen.getByRole('link', { name: 'Орал' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Актобе' })).not.toBeInTheDocument()
  })
})
