// Demo answers for the header's queries (stories and tests).
import { mockSiteBlocks } from 'src/components/SiteFooter/SiteFooter.mock'
import { retailUser } from 'src/testing/accountTestUser'

/** The catalogue sections in their order (SPEC §2 "Catalogue"). */
export const CATEGORY_NAMES = [
  'Акции',
  'Инженерная сантехника',
  'Сантехника',
  'Котельное оборудование',
  'Насосное оборудование',
  'Мебель для ванных комнат',
  'Баки и емкости',
]

const SUBCATEGORY_NAMES: Record<string, string[]> = {
  'Инженерная сантехника': [
    'Коллекторы',
    'Фильтры и обратные клапаны',
    'Запорная арматура',
    'Фитинги',
    'Приборы учёта',
  ],
  Сантехника: ['Смесители', 'Унитазы', 'Раковины', 'Ванны', 'Душевые системы'],
  'Котельное оборудование': ['Газовые котлы', 'Электрические котлы', 'Бойлеры косвенного нагрева'],
  'Насосное оборудование': ['Циркуляционные насосы', 'Скважинные насосы', 'Насосные станции'],
}

export const headerCategories = () => ({
  categories: {
    __typename: 'CategoryPage' as const,
    results: CATEGORY_NAMES.map((name, index) => ({
      __typename: 'Category' as const,
      id: index + 1,
      name,
    })),
  },
})

export const subcategoriesOf = (categoryName: string) => ({
  subcategories: {
    __typename: 'SubcategoryPage' as const,
    results: (SUBCATEGORY_NAMES[categoryName] ?? []).map((name, index) => ({
      __typename: 'Subcategory' as const,
      id: CATEGORY_NAMES.indexOf(categoryName) * 100 + index + 1,
      name,
    })),
  },
})

/** Queries the api reads otherwise than typed, and what it searched for (issue 30 §5). */
export const CORRECTED_QUERIES: Record<string, string> = {
  yfcjc: 'насос',
  носос: 'насос',
  грундфос: 'Grundfos',
}

/**
 * What the search finds for «насос»: products (with price and picture), a
 * section, subcategories, brands; `correctedQuery` when read otherwise.
 */
export const searchResults = (correctedQuery: string | null = null) => ({
  catalogSearchResults: {
    __typename: 'CatalogSearchResult' as const,
    products: [
      {
        __typename: 'SearchProduct' as const,
        id: 101,
        name: 'Насос циркуляционный Grundfos UPS 25-40 180',
        nameLang: 'ru' as const,
        article: 'GR-UPS-25-40',
        currentPrice: 68000,
        lastPrice: 75000,
        images: [
          {
            __typename: 'ProductImage' as const,
            file: '/images/placeholder-product.svg',
            alt: 'Grundfos UPS 25-40',
          },
        ],
      },
      {
        __typename: 'SearchProduct' as const,
        id: 102,
        name: 'Насос циркуляционный Wilo Star-RS 25/6',
        nameLang: 'ru' as const,
        article: 'WL-STAR-25-6',
        // On request, without a picture: «Цену уточняйте» and the placeholder.
        currentPrice: 0,
        lastPrice: null,
        images: [],
      },
    ],
    categories: [{ __typename: 'SearchCategory' as const, id: 5, name: 'Насосное оборудование' }],
    subcategories: [
      {
        __typename: 'SearchSubcategory' as const,
        id: 401,
        name: 'Циркуляционные насосы',
        categoryName: 'Насосное оборудование',
      },
      {
        __typename: 'SearchSubcategory' as const,
        id: 402,
        name: 'Скважинные насосы',
        categoryName: 'Насосное оборудование',
      },
    ],
    brands: [
      { __typename: 'SearchBrand' as const, id: 7, name: 'Grundfos' },
      { __typename: 'SearchBrand' as const, id: 8, name: 'Wilo' },
    ],
    // The two goods shown are the first of 68 (the results page lists them all).
    counts: { __typename: 'CatalogSearchCounts' as const, products: 68 },
    correctedQuery,
  },
})

export const nothingFound = () => ({
  catalogSearchResults: {
    __typename: 'CatalogSearchResult' as const,
    products: [],
    categories: [],
    subcategories: [],
    brands: [],
    counts: { __typename: 'CatalogSearchCounts' as const, products: 0 },
    correctedQuery: null,
  },
})

/** The retail shopper (group b2c): «Сериков Данияр Маратович». */
export { retailUser }

/**
 * A logged-in wholesale customer with the vip role: not in the retail group
 * b2c (SPEC §6; the wholesaler link is gated by login, not by vip).
 */
export const wholesaleUser = () =>
  retailUser({
    id: 3,
    email: 'opt@stroymontazh.kz',
    lastName: 'Ахметов',
    firstName: 'Ерлан',
    middleName: 'Болатович',
    role: 'vip',
    roles: ['vip'],
    groups: [{ name: 'wholesale', title: 'Оптовые покупатели' }],
  })

/** A fresh account without a name: the header shows the e-mail. */
export const unnamedUser = () =>
  retailUser({ id: 4, email: 'new.buyer@mail.kz', lastName: '', firstName: '', middleName: '' })

/** The query the mock answers with «nothing found». */
export const NOTHING_QUERY = 'нет такого'

/**
 * Answers every query of the header: content blocks, the category strip, the
 * unread counter and the search (found for anything but «нет такого»;
 * `searchPending` leaves the search unanswered, for the loading state).
 */
export const mockHeaderQueries = ({
  unread = 0,
  searchPending = false,
}: { unread?: number; searchPending?: boolean } = {}) => {
  mockSiteBlocks()
  mockGraphQLQuery('HeaderCategoriesQuery', () => headerCategories())
  mockGraphQLQuery('CategorySubcategoriesQuery', ({ categoryName }: { categoryName: string }) =>
    subcategoriesOf(categoryName)
  )
  mockGraphQLQuery('UnreadCountQuery', () => ({ unreadNotificationCount: unread }))
  mockGraphQLQuery('CatalogSearchQuery', ({ query }: { query: string }, { ctx }) => {
    if (searchPending) ctx.delay('infinite')
    return query === NOTHING_QUERY
      ? nothingFound()
      : searchResults(CORRECTED_QUERIES[query] ?? null)
  })
}
