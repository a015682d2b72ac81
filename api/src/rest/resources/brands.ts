import { z } from 'zod'

import { getBrand, listBrands } from 'src/services/brands/brands'
import { listCategoriesOnMain } from 'src/services/categories/categories'
import { listSubcategories, SUBCATEGORY_PAGE_RULES } from 'src/services/subcategories/subcategories'

import { paginated as paginatedSchema } from '../contract'
import { paginated } from '../pagination'
import { paginationParams, pathId, qString } from '../params'
import { defineRoute } from '../router'
import { BrandSchema, serializeBrand } from '../serializers/brand'
import { CategorySchema, serializeCategory } from '../serializers/category'
import { serializeSubcategory, SubcategorySchema } from '../serializers/subcategory'

const TAG = 'Каталог'

/** The catalogue's reference lists: brands, subcategories, home-page sections (SPEC §7). */
export const catalogRefRoutes = [
  defineRoute({
    method: 'GET',
    cache: 'catalog',
    path: '/brands/',
    localized: true,
    tag: TAG,
    summary: 'Бренды',
    description:
      'Бренды, у которых есть товары (с учётом фильтров по разделу и подкатегории — у одного и того же товара). Простой список, не постраничный. «Акции» и «РАСПРОДАЖА» — бренды товаров со скидкой.',
    query: {
      products__category__name: qString('Название раздела'),
      products__subcategory__name: qString('Название подкатегории'),
      ordering: qString('Сортировка: name или +name (по умолчанию), -name'),
    },
    response: z.array(BrandSchema),
    errors: [400],
    handler: async (_request, query) =>
      (
        await listBrands({
          categoryName: query.products__category__name,
          subcategoryName: query.products__subcategory__name,
          ordering: query.ordering,
        })
      ).map(serializeBrand),
  }),
  defineRoute({
    method: 'GET',
    cache: 'catalog',
    path: '/brands/:id/',
    localized: true,
    tag: TAG,
    summary: 'Бренд',
    params: { id: pathId },
    response: BrandSchema,
    errors: [404],
    handler: async (request) => serializeBrand(await getBrand(Number(request.params.id))),
  }),
  defineRoute({
    method: 'GET',
    cache: 'catalog',
    path: '/subcategory/',
    localized: true,
    tag: TAG,
    summary: 'Подкатегории',
    description: 'Подкатегории в порядке показа; по умолчанию 100 на странице.',
    query: {
      category__name: qString('Название раздела'),
      ...paginationParams(
        SUBCATEGORY_PAGE_RULES.defaultPageSize,
        SUBCATEGORY_PAGE_RULES.maxPageSize
      ),
    },
    response: paginatedSchema(SubcategorySchema),
    errors: [404],
    handler: async (request, query) =>
      paginated(
        request,
        await listSubcategories({
          categoryName: query.category__name,
          page: query.page,
          pageSize: query.page_size,
        }),
        serializeSubcategory
      ),
  }),
  defineRoute({
    method: 'GET',
    cache: 'catalog',
    path: '/category/on_main/',
    localized: true,
    tag: TAG,
    summary: 'Разделы для главной страницы',
    description: 'Разделы с флагом «на главной» в порядке показа; простой список.',
    response: z.array(CategorySchema),
    handler: async () => (await listCategoriesOnMain()).map(serializeCategory),
  }),
]
