// The demo objects (scripts/demo/content.ts): four kinds, five cities, twelve objects, 9 to a page.
import type { ObjectsListQuery } from 'types/graphql'

export const OBJECT_TYPES = [
  {
    __typename: 'ObjectType' as const,
    id: 1,
    name: 'Жилые комплексы',
    nameLang: 'ru' as 'ru' | 'kk',
    slug: 'zhilye-kompleksy',
  },
  {
    __typename: 'ObjectType' as const,
    id: 2,
    name: 'Промышленные объекты',
    nameLang: 'ru' as 'ru' | 'kk',
    slug: 'promyshlennye-obekty',
  },
  {
    __typename: 'ObjectType' as const,
    id: 3,
    name: 'Социальные объекты',
    nameLang: 'ru' as 'ru' | 'kk',
    slug: 'socialnye-obekty',
  },
  {
    __typename: 'ObjectType' as const,
    id: 4,
    name: 'Частные дома',
    nameLang: 'ru' as 'ru' | 'kk',
    slug: 'chastnye-doma',
  },
]

const [HOUSING, INDUSTRY, SOCIAL, PRIVATE] = OBJECT_TYPES

const OBJECTS: [
  title: string,
  type: (typeof OBJECT_TYPES)[number],
  location: string,
  slug: string,
  year: number,
][] = [
  [
    'Автоматизированный тепловой пункт ЖК «Нурсая»',
    HOUSING,
    'Атырау',
    'zhk-nursaya-teplovoy-punkt',
    2026,
  ],
  [
    'Насосная станция повышения давления ЖК «Каспий»',
    HOUSING,
    'Актау',
    'zhk-kaspiy-nasosnaya-stanciya',
    2024,
  ],
  ['Узлы учёта тепла и воды ЖК «Батыс»', HOUSING, 'Актобе', 'zhk-batys-uzly-ucheta', 2026],
  [
    'Блочно-модульная котельная 2 МВт для школы',
    SOCIAL,
    'Кульсары',
    'shkola-kulsary-kotelnaya',
    2025,
  ],
  [
    'Модернизация насосной группы поликлиники',
    SOCIAL,
    'Уральск',
    'poliklinika-uralsk-nasosy',
    2024,
  ],
  ['Стационарная котельная детского сада', SOCIAL, 'Атырау', 'detskiy-sad-atyrau-kotelnaya', 2026],
  [
    'Канализационная насосная станция промзоны Тендык',
    INDUSTRY,
    'Атырау',
    'kns-promzona-tendyk',
    2025,
  ],
  [
    'Система водоочистки для завода напитков',
    INDUSTRY,
    'Актобе',
    'vodoochistka-zavod-napitkov',
    2024,
  ],
  ['Шкафы управления для водозабора', INDUSTRY, 'Уральск', 'vodozabor-uralsk-shkafy', 2026],
  ['Отопление и тёплый пол в частном доме', PRIVATE, 'Атырау', 'chastnyy-dom-balausa', 2026],
  ['Водоснабжение коттеджа из скважины', PRIVATE, 'Актау', 'kottedzh-aktau-vodosnabzhenie', 2025],
  ['Автономная канализация частного дома', PRIVATE, 'Кульсары', 'dom-kulsary-septik', 2024],
]

export const PROJECTS = OBJECTS.map(([title, type, location, slug, year], index) => ({
  __typename: 'Project' as const,
  id: index + 1,
  title,
  titleLang: 'ru' as 'ru' | 'kk',
  location,
  year,
  // One object has no photos yet: its tile shows the placeholder.
  image: index === 4 ? null : `/api/media/demo/objects/${slug}-1.svg`,
  type,
}))

const everyObject = {
  __typename: 'ProjectPage' as const,
  count: PROJECTS.length,
  results: PROJECTS.map(({ id, location }) => ({ __typename: 'Project' as const, id, location })),
}

/** /objects: page 1 of 2, all kinds and cities. */
export const standard = (): ObjectsListQuery => ({
  objectTypes: OBJECT_TYPES,
  projects: {
    __typename: 'ProjectPage' as const,
    count: PROJECTS.length,
    page: 1,
    pageSize: 9,
    results: PROJECTS.slice(0, 9),
  },
  everyObject,
})

/** /objects/location/Атырау?type=chastnye-doma: one private house in Atyrau. */
export const filtered = (): ObjectsListQuery => ({
  ...standard(),
  projects: {
    __typename: 'ProjectPage' as const,
    count: 1,
    page: 1,
    pageSize: 9,
    results: PROJECTS.filter((p) => p.location === 'Атырау' && p.type === PRIVATE),
  },
})

/** A kind and a city that have no objects together. */
export const noMatches = (): ObjectsListQuery => ({
  ...standard(),
  projects: { __typename: 'ProjectPage' as const, count: 0, page: 1, pageSize: 9, results: [] },
})

/** No objects entered at all. */
export const empty = (): ObjectsListQuery => ({
  objectTypes: OBJECT_TYPES,
  projects: { __typename: 'ProjectPage' as const, count: 0, page: 1, pageSize: 9, results: [] },
  everyObject: { __typename: 'ProjectPage' as const, count: 0, results: [] },
})

/** What the api answers for a page past the last one (DRF «Неправильная страница.»). */
export const invalidPageError = () =>
  Object.assign(new Error('Неправильная страница.'), {
    graphQLErrors: [{ message: 'Неправильная страница.', extensions: { code: 'NOT_FOUND' } }],
  })
