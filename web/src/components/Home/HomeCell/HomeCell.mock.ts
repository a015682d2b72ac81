// Realistic home page data shared by the cell's stories and tests.
import { standard as categories } from 'src/components/CategoriesCell/CategoriesCell.mock'
import { standard as listing } from 'src/components/ProductsCell/ProductsCell.mock'

const slide = (id: number, kind: string, title: string, subtitle: string, link: string | null) => ({
  __typename: 'Slide' as const,
  id,
  title,
  titleLang: 'ru' as const,
  subtitle,
  subtitleLang: 'ru' as const,
  image: `/api/media/demo/slides/${kind}-${id}.svg`,
  link,
})

const brand = (id: number, name: string, isFeatured: boolean) => ({
  __typename: 'Brand' as const,
  id,
  name,
  logo: isFeatured ? `/api/media/demo/brands/${name.toLowerCase()}.svg` : null,
  isFeatured,
})

export const standard = () => ({
  carousel: [
    slide(
      1,
      'carousel',
      'Насосное оборудование для дома и производства',
      'Grundfos, Wilo, DAB, Pedrollo — в наличии в Атырау и Актобе',
      '/precatalog/%D0%9D%D0%B0%D1%81%D0%BE%D1%81%D0%BD%D0%BE%D0%B5%20%D0%BE%D0%B1%D0%BE%D1%80%D1%83%D0%B4%D0%BE%D0%B2%D0%B0%D0%BD%D0%B8%D0%B5'
    ),
    slide(
      2,
      'carousel',
      'Собственное производство котельных и насосных станций',
      'Проектирование, изготовление и монтаж под ключ',
      '/production'
    ),
    slide(
      3,
      'carousel',
      'Бесплатная доставка по городу от 10 000 ₸',
      'Заказы до 14:00 привозим в тот же день',
      '/delivery'
    ),
  ],
  marketing: [
    slide(
      1,
      'marketing',
      'Скидки до 25% на котлы и насосы',
      'Все товары со скидкой — в разделе «Акции»',
      '/precatalog/%D0%90%D0%BA%D1%86%D0%B8%D0%B8'
    ),
    slide(
      2,
      'marketing',
      'Оптовым покупателям — специальные цены',
      'Персональный менеджер и отсрочка платежа',
      '/about/wholesaler'
    ),
  ],
  categoriesOnMain: categories().categories.results,
  newProducts: { __typename: 'ProductPage' as const, results: listing().products.results },
  brands: [brand(1, 'Grundfos', true), brand(2, 'Wilo', true), brand(3, 'Aquaphor', false)],
  projects: {
    __typename: 'ProjectPage' as const,
    results: [
      {
        __typename: 'Project' as const,
        id: 1,
        title: 'Блочная котельная 2 МВт для жилого комплекса «Нурсая»',
        titleLang: 'ru' as const,
        location: 'Атырау',
        image: '/api/media/demo/objects/boiler-1.svg',
        type: { __typename: 'ObjectType' as const, name: 'Котельные', nameLang: 'ru' as const },
      },
      {
        __typename: 'Project' as const,
        id: 2,
        title: 'Насосная станция водоснабжения посёлка Жана Кала',
        titleLang: 'ru' as const,
        location: 'Актобе',
        image: null,
        type: {
          __typename: 'ObjectType' as const,
          name: 'Насосные станции',
          nameLang: 'ru' as const,
        },
      },
    ],
  },
  newsList: {
    __typename: 'NewsPage' as const,
    results: [
      {
        __typename: 'News' as const,
        id: 14,
        title: 'Открыли второй магазин в Актобе',
        titleLang: 'ru' as const,
        summary: 'Весь ассортимент насосов и сантехники теперь и на проспекте Абилкайыра Хана.',
        summaryLang: 'ru' as const,
        image: '/api/media/demo/news/aktobe.svg',
        publishedAt: '2026-05-12T04:00:00.000Z',
      },
    ],
  },
})

/** A fresh database: nothing filled in yet. */
export const empty = () => ({
  carousel: [],
  marketing: [],
  categoriesOnMain: [],
  newProducts: { __typename: 'ProductPage' as const, results: [] },
  brands: [],
  projects: { __typename: 'ProjectPage' as const, results: [] },
  newsList: { __typename: 'NewsPage' as const, results: [] },
})
