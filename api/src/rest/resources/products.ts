import { PRODUCT_PAGE_RULES, productFilterFromQuery } from 'src/lib/domain/productFilters'
import { catalogFilters } from 'src/services/catalogFilters/catalogFilters'
import {
  listNewProducts,
  listProducts,
  productByArticle,
  productPriceLimits,
  viewerSeesStockCounts,
} from 'src/services/products/products'
import { catalogSearch } from 'src/services/search/search'

import { paginated as paginatedSchema } from '../contract'
import { paginated } from '../pagination'
import {
  MAX_PRICE,
  MAX_SIZE,
  paginationParams,
  qBoolean,
  qList,
  qNumber,
  qRange,
  qString,
} from '../params'
import { defineRoute } from '../router'
import {
  CatalogFiltersSchema,
  CatalogSearchSchema,
  serializeCatalogFilters,
  PriceLimitsSchema,
  ProductDetailSchema,
  ProductSchema,
  serializeProduct,
  serializeProductDetail,
} from '../serializers/product'

/** SPEC §3 "Catalogue query parameter map" and "Product list filters". */
const filterParams = {
  category__name: qString('Раздел; «РАСПРОДАЖА» или «Акции» — товары со скидкой'),
  subcategory__name: qString('Подраздел'),
  brand__name: qString('Бренд'),
  brand__name__in: qList('Бренды через запятую'),
  current_price__gte: qNumber('Цена от, ₸', MAX_PRICE),
  current_price__lte: qNumber('Цена до, ₸', MAX_PRICE),
  current_price__range: qRange('Цена «от,до»; одно значение — только нижняя граница', MAX_PRICE),
  characteristic__weight__gte: qNumber('Ширина от, мм (имя поля старого API)', MAX_SIZE),
  characteristic__weight__lte: qNumber('Ширина до, мм', MAX_SIZE),
  characteristic__length__gte: qNumber('Длина от, мм', MAX_SIZE),
  characteristic__length__lte: qNumber('Длина до, мм', MAX_SIZE),
  is_popular: qBoolean('Только популярные'),
  search: qString('Поиск по названию, артикулу, бренду'),
}

export const productRoutes = [
  defineRoute({
    method: 'GET',
    cache: 'catalog',
    path: '/product/',
    localized: true,
    tag: 'Каталог',
    summary: 'Товары с фильтрами, сортировкой и страницами',
    description:
      'ordering: price (по умолчанию), current_price, name, created; «-» — по убыванию. ' +
      'Товары «Цену уточняйте у менеджера» идут в конце при сортировке по цене.',
    query: {
      ...filterParams,
      ordering: qString('Сортировка, например -current_price'),
      ...paginationParams(PRODUCT_PAGE_RULES.defaultPageSize, PRODUCT_PAGE_RULES.maxPageSize),
    },
    response: paginatedSchema(ProductSchema),
    errors: [400, 404],
    handler: async (request, query) => {
      const canSeeCounts = viewerSeesStockCounts()
      const page = await listProducts({
        filter: productFilterFromQuery(query),
        ordering: query.ordering,
        page: query.page,
        pageSize: query.page_size,
      })
      return paginated(request, page, (product) => serializeProduct(product, canSeeCounts))
    },
  }),
  defineRoute({
    method: 'GET',
    cache: 'catalog',
    path: '/product/new/',
    localized: true,
    tag: 'Каталог',
    summary: 'Новинки, сначала новые',
    query: paginationParams(PRODUCT_PAGE_RULES.defaultPageSize, PRODUCT_PAGE_RULES.maxPageSize),
    response: paginatedSchema(ProductSchema),
    errors: [404],
    handler: async (request, query) => {
      const canSeeCounts = viewerSeesStockCounts()
      const page = await listNewProducts({ page: query.page, pageSize: query.page_size })
      return paginated(request, page, (product) => serializeProduct(product, canSeeCounts))
    },
  }),
  defineRoute({
    method: 'GET',
    cache: 'catalog',
    path: '/product/price-limits/',
    tag: 'Каталог',
    summary: 'Минимальная и максимальная цена для тех же фильтров',
    query: filterParams,
    response: PriceLimitsSchema,
    errors: [400],
    handler: async (_request, query) => {
      const limits = await productPriceLimits(productFilterFromQuery(query))
      return { min_price: limits.minPrice, max_price: limits.maxPrice }
    },
  }),
  defineRoute({
    method: 'GET',
    cache: 'catalog',
    path: '/product/:article/',
    localized: true,
    tag: 'Каталог',
    summary: 'Карточка товара по артикулу',
    response: ProductDetailSchema,
    errors: [404],
    handler: async (request) =>
      serializeProductDetail(
        await productByArticle(request.params.article),
        viewerSeesStockCounts()
      ),
  }),
  defineRoute({
    method: 'GET',
    cache: 'catalog',
    path: '/category/filters/',
    tag: 'Каталог',
    summary: 'Фильтры подраздела: диапазоны цены, размеров и характеристик, значения',
    query: { sub_category: qString('Подраздел: название или id; без него — по всем товарам') },
    response: CatalogFiltersSchema,
    errors: [404],
    handler: async (_request, query) =>
      serializeCatalogFilters(await catalogFilters(query.sub_category)),
  }),
  defineRoute({
    method: 'GET',
    cache: 'catalog',
    path: '/catalog/search/',
    tag: 'Поиск',
    summary: 'Поиск по мере ввода: товары, разделы, подразделы, бренды',
    description:
      'Понимает словоформы (насосы → насос), ё/е, опечатки (носос), неверную раскладку ' +
      '(yfcjc → насос), артикулы и начала слов: все формы слова находят одни и те же товары ' +
      'в одном порядке. Товары — первая страница GET /product/?search= (тот же поиск и порядок). ' +
      'count — сколько всего найдено каждого вида. Пустой запрос — пустой ответ.',
    query: { query: qString('Текст запроса') },
    response: CatalogSearchSchema,
    handler: async (_request, query) => {
      const found = await catalogSearch(query.query)
      return {
        product: found.products.map((p) => ({ id: p.id, name: p.name, article: p.article })),
        category: found.categories.map((c) => ({ name: c.name, category_id: c.id })),
        subcategory: found.subcategories.map((s) => ({
          name: s.name,
          subcategory_id: s.id,
          category_name: s.categoryName,
        })),
        brand: found.brands.map((b) => ({ name: b.name, brand_id: b.id })),
        count: {
          product: found.counts.products,
          category: found.counts.categories,
          subcategory: found.counts.subcategories,
          brand: found.counts.brands,
        },
      }
    },
  }),
]
