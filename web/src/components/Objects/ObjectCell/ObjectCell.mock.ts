// «Автоматизированный тепловой пункт ЖК «Нурсая»» as the demo data has it.
import type { ObjectItemQuery } from 'types/graphql'

export const NURSAYA_DESCRIPTION = `Тепловой пункт на 240 квартир с погодозависимым регулированием.

- пластинчатые теплообменники Danfoss;
- циркуляционные насосы Grundfos с частотным управлением;
- шкаф управления «Аква-Контроль» и диспетчеризация.`

const photo = (n: number) => `/api/media/demo/objects/zhk-nursaya-teplovoy-punkt-${n}.svg`

export const standard = (): ObjectItemQuery => ({
  project: {
    __typename: 'Project' as const,
    id: 1,
    title: 'Автоматизированный тепловой пункт ЖК «Нурсая»',
    titleLang: 'ru' as const,
    location: 'Атырау',
    description: NURSAYA_DESCRIPTION,
    descriptionLang: 'ru' as const,
    client: 'ТОО «Нурсая Строй»',
    year: 2026,
    image: photo(1),
    images: [photo(1), photo(2), photo(3)],
    type: {
      __typename: 'ObjectType' as const,
      id: 1,
      name: 'Жилые комплексы',
      nameLang: 'ru' as const,
      slug: 'zhilye-kompleksy',
    },
  },
})

/** A private house: no client named, no year, no photos yet. */
export const bare = (): ObjectItemQuery => ({
  project: {
    __typename: 'Project' as const,
    id: 12,
    title: 'Автономная канализация частного дома',
    titleLang: 'ru' as const,
    location: 'Кульсары',
    description:
      'Септик Росток «Загородный» с полем фильтрации и дренажный насос Pedrollo для откачки грунтовых вод.',
    descriptionLang: 'ru' as const,
    client: null,
    year: null,
    image: null,
    images: [],
    type: {
      __typename: 'ObjectType' as const,
      id: 4,
      name: 'Частные дома',
      nameLang: 'ru' as const,
      slug: 'chastnye-doma',
    },
  },
})

/** What the api answers for an id it has no object for (NotFoundError). */
export const notFoundError = () =>
  Object.assign(new Error('Страница не найдена.'), {
    graphQLErrors: [{ message: 'Страница не найдена.', extensions: { code: 'NOT_FOUND' } }],
  })
