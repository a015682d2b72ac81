import { z } from 'zod'

import { parseIdOrSlug } from 'src/lib/domain/idOrSlug'
import { listCertificates } from 'src/services/certificates/certificates'
import { getNews, listNews, NEWS_PAGE_RULES } from 'src/services/news/news'
import { listPaymentTypes } from 'src/services/paymentTypes/paymentTypes'
import {
  getProductionPage,
  listProductionPages,
} from 'src/services/productionPages/productionPages'
import {
  getProject,
  listObjectTypes,
  listProjects,
  PROJECT_PAGE_RULES,
} from 'src/services/projects/projects'
import { listShops } from 'src/services/shops/shops'
import { listSlides } from 'src/services/slides/slides'
import { listVideos } from 'src/services/videos/videos'

import { paginated as paginatedSchema } from '../contract'
import { paginated } from '../pagination'
import { paginationParams, pathId, qBoolean, qString } from '../params'
import { defineRoute } from '../router'
import { CertificateSchema, serializeCertificate } from '../serializers/certificate'
import { NewsSchema, serializeNews } from '../serializers/news'
import { PaymentTypeSchema, serializePaymentType } from '../serializers/paymentType'
import { ProductionPageSchema, serializeProductionPage } from '../serializers/productionPage'
import {
  ObjectTypeSchema,
  ProjectSchema,
  serializeObjectType,
  serializeProject,
} from '../serializers/project'
import { serializeShop, ShopSchema } from '../serializers/shop'
import {
  ProductSlideSchema,
  serializeProductSlide,
  serializeSlide,
  SlideSchema,
} from '../serializers/slide'
import { serializeVideo, VideoSchema } from '../serializers/video'

const TAG = 'Контент'

/** A production page is named by its numeric id or its slug. */
const idOrSlug = z.string().refine((value) => parseIdOrSlug(value) !== null)

/**
 * The site's content: sliders, objects, certificates, videos, news,
 * production pages, shops and payment types (SPEC §7). Lists that SPEC does
 * not call paginated are plain JSON arrays. `/objects/object-type/` comes
 * before `/objects/:id/`, which would otherwise take it.
 */
export const contentRoutes = [
  defineRoute({
    method: 'GET',
    cache: 'catalog',
    path: '/carousel/',
    localized: true,
    tag: TAG,
    summary: 'Слайды карусели на главной',
    description: 'Активные слайды в порядке показа; простой список.',
    response: z.array(SlideSchema),
    handler: async () => (await listSlides('carousel')).map(serializeSlide),
  }),
  defineRoute({
    method: 'GET',
    cache: 'catalog',
    path: '/slider/marketings/',
    localized: true,
    tag: TAG,
    summary: 'Маркетинговый слайдер',
    description: 'Активные слайды в порядке показа; простой список.',
    response: z.array(SlideSchema),
    handler: async () => (await listSlides('marketing')).map(serializeSlide),
  }),
  defineRoute({
    method: 'GET',
    cache: 'catalog',
    path: '/slider/product/',
    localized: true,
    tag: TAG,
    summary: 'Слайдер товаров',
    description:
      'Активные слайды в порядке показа, у каждого — артикул, название, текущая цена и первая картинка товара. Слайды неактивных товаров не показываются.',
    response: z.array(ProductSlideSchema),
    handler: async () => (await listSlides('product')).map(serializeProductSlide),
  }),
  defineRoute({
    method: 'GET',
    cache: 'catalog',
    localized: true,
    path: '/objects/object-type/',
    tag: TAG,
    summary: 'Типы объектов',
    description: 'Простой список в порядке показа.',
    response: z.array(ObjectTypeSchema),
    handler: async () => (await listObjectTypes()).map(serializeObjectType),
  }),
  defineRoute({
    method: 'GET',
    cache: 'catalog',
    localized: true,
    path: '/objects/',
    tag: TAG,
    summary: 'Объекты',
    description:
      'Выполненные объекты в порядке показа. Неизвестный тип даёт пустой список. По умолчанию 9 на странице, page_size до 100.',
    query: {
      type: qString('Тип объекта: название, slug или id'),
      location: qString('Город (без учёта регистра)'),
      ...paginationParams(PROJECT_PAGE_RULES.defaultPageSize, PROJECT_PAGE_RULES.maxPageSize),
    },
    response: paginatedSchema(ProjectSchema),
    errors: [404],
    handler: async (request, query) =>
      paginated(
        request,
        await listProjects({
          type: query.type,
          location: query.location,
          page: query.page,
          pageSize: query.page_size,
        }),
        serializeProject
      ),
  }),
  defineRoute({
    method: 'GET',
    cache: 'catalog',
    localized: true,
    path: '/objects/:id/',
    tag: TAG,
    summary: 'Объект',
    params: { id: pathId },
    response: ProjectSchema,
    errors: [404],
    handler: async (request) => serializeProject(await getProject(Number(request.params.id))),
  }),
  defineRoute({
    method: 'GET',
    cache: 'catalog',
    localized: true,
    path: '/certificates/',
    tag: TAG,
    summary: 'Сертификаты',
    description: 'Простой список в порядке показа.',
    response: z.array(CertificateSchema),
    handler: async () => (await listCertificates()).map(serializeCertificate),
  }),
  defineRoute({
    method: 'GET',
    cache: 'catalog',
    localized: true,
    path: '/video/',
    tag: TAG,
    summary: 'Видео',
    description: 'Простой список в порядке показа.',
    response: z.array(VideoSchema),
    handler: async () => (await listVideos()).map(serializeVideo),
  }),
  defineRoute({
    method: 'GET',
    cache: 'catalog',
    path: '/news/',
    localized: true,
    tag: TAG,
    summary: 'Новости и акции',
    description: 'Только опубликованные, сначала новые. По умолчанию 9 на странице.',
    query: paginationParams(NEWS_PAGE_RULES.defaultPageSize, NEWS_PAGE_RULES.maxPageSize),
    response: paginatedSchema(NewsSchema),
    errors: [404],
    handler: async (request, query) =>
      paginated(
        request,
        await listNews({ page: query.page, pageSize: query.page_size }),
        serializeNews
      ),
  }),
  defineRoute({
    method: 'GET',
    cache: 'catalog',
    path: '/news/:id/',
    localized: true,
    tag: TAG,
    summary: 'Новость',
    description: 'Неопубликованная новость не находится (404).',
    params: { id: pathId },
    response: NewsSchema,
    errors: [404],
    handler: async (request) => serializeNews(await getNews(Number(request.params.id))),
  }),
  defineRoute({
    method: 'GET',
    cache: 'catalog',
    path: '/production/',
    localized: true,
    tag: TAG,
    summary: 'Производство',
    description: 'Страницы раздела «Производство» в порядке показа; простой список.',
    response: z.array(ProductionPageSchema),
    handler: async () => (await listProductionPages()).map(serializeProductionPage),
  }),
  defineRoute({
    method: 'GET',
    cache: 'catalog',
    path: '/production/:id/',
    localized: true,
    tag: TAG,
    summary: 'Страница производства',
    description: 'id — числовой id или slug, например water-pumping-station.',
    params: { id: idOrSlug },
    response: ProductionPageSchema,
    errors: [404],
    handler: async (request) => serializeProductionPage(await getProductionPage(request.params.id)),
  }),
  defineRoute({
    method: 'GET',
    cache: 'catalog',
    localized: true,
    path: '/shop/',
    tag: TAG,
    summary: 'Магазины',
    description: 'Простой список в порядке показа.',
    query: {
      is_can_order_by_guest: qBoolean('Только магазины, где можно заказать гостю (true/false)'),
    },
    response: z.array(ShopSchema),
    errors: [400],
    handler: async (_request, query) =>
      (await listShops({ isCanOrderByGuest: query.is_can_order_by_guest })).map(serializeShop),
  }),
  defineRoute({
    method: 'GET',
    cache: 'catalog',
    path: '/paymentTypes/',
    tag: TAG,
    summary: 'Способы оплаты',
    description: 'Активные способы оплаты в порядке показа; простой список.',
    response: z.array(PaymentTypeSchema),
    handler: async () => (await listPaymentTypes()).map(serializePaymentType),
  }),
]
