import { INVALID_PAGE_MESSAGE } from 'src/lib/domain/pagination'
import { NotFoundError } from 'src/lib/errors'
import { setRequestTextLocale } from 'src/lib/textLocale'

import { getProject, listObjectTypes, listProjects, Project } from './projects'

const titles = (page: { results: { title: string }[] }) => page.results.map((p) => p.title)
const info = (root: unknown) => ({ root, context: {}, info: {} }) as never

describe('object types', () => {
  scenario('are listed by position', async () => {
    expect((await listObjectTypes()).map((t) => t.name)).toEqual([
      'Жилые комплексы',
      'Промышленные объекты',
      'Частные дома',
    ])
  })
})

describe('projects', () => {
  scenario('lists objects by position with their type, 9 a page', async () => {
    const page = await listProjects({})
    expect(page).toMatchObject({ count: 4, page: 1, pageSize: 9 })
    expect(titles(page)).toEqual([
      'Тепловой пункт ЖК «Нурсая»',
      'Насосная станция ЖК «Каспий»',
      'КНС промзоны Тендык',
      'Частный дом в мкр. Балауса',
    ])
    expect(page.results[0].type).toMatchObject({
      name: 'Жилые комплексы',
      slug: 'zhilye-kompleksy',
    })
  })

  scenario('filters by type given as name, slug or id', async (scenario) => {
    const housing = ['Тепловой пункт ЖК «Нурсая»', 'Насосная станция ЖК «Каспий»']
    expect(titles(await listProjects({ type: 'Жилые комплексы' }))).toEqual(housing)
    expect(titles(await listProjects({ type: 'zhilye-kompleksy' }))).toEqual(housing)
    expect(titles(await listProjects({ type: String(scenario.objectType.housing.id) }))).toEqual(
      housing
    )
  })

  scenario('finds nothing for an unknown type', async () => {
    expect(await listProjects({ type: 'Космодромы' })).toMatchObject({ count: 0, results: [] })
    expect((await listProjects({ type: '999999' })).count).toBe(0)
  })

  scenario('filters by city without regard to case, and combines filters', async () => {
    expect(titles(await listProjects({ location: 'актау' }))).toEqual([
      'Насосная станция ЖК «Каспий»',
    ])
    expect(
      titles(await listProjects({ location: 'Атырау', type: 'promyshlennye-obekty' }))
    ).toEqual(['КНС промзоны Тендык'])
  })

  // Fuzz seed 443366681 found it: LIKE's own characters in the city were read as a pattern.
  scenario('reads the city as text: «%», «_» and a trailing «\\» match no city', async () => {
    for (const location of ['%', '_____', 'Акта_', 'Актау\\', 'Акта%', '\\']) {
      expect(await listProjects({ location })).toMatchObject({ count: 0, results: [] })
    }
  })

  scenario('accepts page_size=100 and pages', async () => {
    expect((await listProjects({ pageSize: '100' })).results).toHaveLength(4)
    const second = await listProjects({ page: 2, pageSize: 3 })
    expect(titles(second)).toEqual(['Частный дом в мкр. Балауса'])
    await expect(listProjects({ page: 3, pageSize: 3 })).rejects.toThrow(INVALID_PAGE_MESSAGE)
  })

  scenario('gives one object by id, 404 otherwise', async (scenario) => {
    const project = await getProject(scenario.project.nursaya.id)
    expect(project).toMatchObject({ title: 'Тепловой пункт ЖК «Нурсая»', year: 2026 })
    expect(project.type.name).toBe('Жилые комплексы')
    await expect(getProject(999999)).rejects.toThrow(NotFoundError)
  })
})

describe('Project media fields', () => {
  it('give public media addresses', () => {
    const root = { images: ['demo/objects/a-1.svg', 'demo/objects/a-2.svg'] }
    expect(Project.images({}, info(root))).toEqual([
      '/api/media/demo/objects/a-1.svg',
      '/api/media/demo/objects/a-2.svg',
    ])
    expect(Project.image({}, info(root))).toBe('/api/media/demo/objects/a-1.svg')
    expect(Project.image({}, info({ images: [] }))).toBeNull()
  })
})

describe('objects in Kazakh (issue 33)', () => {
  afterEach(() => setRequestTextLocale('ru'))

  scenario(
    'a Kazakh request gets the Kazakh texts where written, the Russian ones marked',
    async (scenario) => {
      setRequestTextLocale('kk')
      const types = await listObjectTypes()
      expect(types.map((t) => [t.name, (t as typeof t & { nameLang: string }).nameLang])).toEqual([
        ['Тұрғын үй кешендері', 'kk'],
        ['Промышленные объекты', 'ru'],
        ['Частные дома', 'ru'],
      ])
      const object = await getProject(scenario.project.nursaya.id)
      expect(object).toMatchObject({
        title: '«Нұрсая» ТК жылу пункті',
        titleLang: 'kk',
        // No Kazakh description: the Russian one (here empty), said to be Russian.
        description: '',
        descriptionLang: 'ru',
        type: { name: 'Тұрғын үй кешендері', nameLang: 'kk' },
      })
      expect(titles(await listProjects({ pageSize: 2 }))).toEqual([
        '«Нұрсая» ТК жылу пункті',
        'Насосная станция ЖК «Каспий»',
      ])
      // A Kazakh page may name a kind by its Kazakh name.
      expect((await listProjects({ type: 'Тұрғын үй кешендері' })).count).toBe(2)
      expect(Project.titleLang!({}, info(object))).toBe('kk')
    }
  )

  scenario('a Russian request reads exactly as before', async (scenario) => {
    const object = await getProject(scenario.project.nursaya.id)
    expect(object.title).toBe('Тепловой пункт ЖК «Нурсая»')
    expect(object.type.name).toBe('Жилые комплексы')
    expect(Project.titleLang!({}, info(object))).toBe('ru')
  })
})
