import { z } from 'zod'

import { ORDER_STAFF_ROLES } from 'src/lib/domain/staffRoles'
import { VAT_RATE_PERCENT } from 'src/lib/domain/vat'
import { NotFoundError } from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { contentDisposition } from 'src/lib/orderFiles/download'
import { requireViewerId, viewerIdOrNull } from 'src/lib/viewer'
import type { OrderView } from 'src/modules/orders'
import {
  deleteMyOrder,
  getMyOrder,
  listMyOrders,
  ORDER_PAGE_RULES,
  searchMyOrders,
  type OrderGroup,
} from 'src/modules/orders'
import { checkoutCart } from 'src/modules/orders'
import {
  addOrderItems,
  copyItemsFromOrder,
  copyOrder,
  createDraftOrder,
  removeOrderItems,
  setOrderItemQuantity,
} from 'src/modules/orders'
import {
  checkoutAsGuest,
  findGuestOrder,
  findGuestOrderByKey,
  placeGuestOrder,
} from 'src/modules/orders'
import { ORDER_NOT_FOUND } from 'src/modules/orders'
import { placeOrder } from 'src/modules/orders'
import { changeOrderStatus } from 'src/modules/orders'
import {
  cartCheckoutInput,
  guestCheckoutInput,
  type CartCheckoutInput,
  type GuestCheckoutInput,
} from 'src/modules/orders/rules/checkout'
import {
  addOrderItemsInput,
  draftOrderInput,
  orderItemQuantityInput,
  orderStatusInput,
  placeOrderInput,
  removeOrderItemsInput,
  type DraftOrderInput,
} from 'src/modules/orders/rules/draftOrder'
import {
  guestOrderInput,
  guestOrderLookupInput,
  type GuestOrderFormInput,
} from 'src/modules/orders/rules/guestOrder'
import { parseOrderReference } from 'src/modules/orders/rules/orderReference'
import { installmentTerms } from 'src/modules/payments'
import { refundCancelledOrderPayment } from 'src/modules/payments'
import { guestOrderInvoicePdf, orderInvoicePdf } from 'src/services/invoices/invoices'

import { bodyByViewer, emptyBody, restBody } from '../body'
import { ErrorDetail, paginated as paginatedSchema } from '../contract'
import type { RestRequest } from '../http'
import { withAskedLocale } from '../locale'
import { paginated } from '../pagination'
import { paginationParams, pathId, qString } from '../params'
import { defineRoute, Reply } from '../router'
import { OrderSchema, serializeOrder } from '../serializers/order'

const TAG = 'Заказы'

const OWN = 'Только свои заказы: чужой или несуществующий — 404, без входа — 401.'
const DRAFT_ONLY = 'Только у своего черновика; у оформленного заказа — 409.'

const LINES_EXAMPLE = [{ product: 'NS-100', quantity: 2 }]

const id = (request: RestRequest, name = 'id') => Number(request.params[name])

/** An order as a guest names it: its number from the letter or its code (domain/orderReference). */
const orderReference = z.string().refine((value) => parseOrderReference(value) !== null)

/** An invoice PDF as a download: never cached, never sniffed. */
const invoiceReply = ({ fileName, pdf }: { fileName: string; pdf: Buffer }) =>
  new Reply(
    pdf,
    200,
    {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition(fileName),
      'Content-Length': String(pdf.length),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
    true
  )

/** Logged-in callers see per-shop stock counts (SPEC §6). */
const wire = (view: OrderView & { guestKey?: string }) =>
  serializeOrder(view, viewerIdOrNull() !== null)

const listRoute = (path: string, group: OrderGroup, summary: string, description: string) =>
  defineRoute({
    method: 'GET',
    path,
    requiresLogin: true,
    tag: TAG,
    summary,
    description: `${description} Сначала недавно изменённые. ${OWN}`,
    query: paginationParams(ORDER_PAGE_RULES.defaultPageSize, ORDER_PAGE_RULES.maxPageSize),
    response: paginatedSchema(OrderSchema),
    errors: [400, 401, 404],
    handler: async (request, query) =>
      paginated(
        request,
        await listMyOrders(group, { page: query.page, pageSize: query.page_size }),
        wire
      ),
  })

/** 409 of placing when stock is short: each line with what is available. */
const StockShortSchema = z
  .strictObject({
    detail: z.string(),
    items: z.array(
      z.strictObject({
        id: z.number().int(),
        article: z.string(),
        quantity: z.number().int(),
        available: z.number().int(),
        message: z.string().describe("'В наличии {N} товаров'"),
      })
    ),
  })
  .meta({ id: 'StockShort', description: 'Заказ не оформлен: не хватает товара' })

/**
 * Orders of SPEC §7 (issue «Commerce»): a guest's operator order and its
 * look-up by phone, a customer's drafts, items, placing, copies and account
 * tabs, and the shop's status changes. Literal paths come before `/:id/`.
 */
export const orderRoutes = [
  defineRoute({
    method: 'POST',
    path: '/order/',
    tag: TAG,
    summary: 'Заказ гостя или новый черновик',
    description:
      'Без входа — заказ через оператора (SPEC §3 «Guest order payload»): name, email, phone_number ' +
      '(+7 (###) ### ## ##), items [{product: артикул, quantity}], comment, shop (магазин с ' +
      'is_can_order_by_guest), privacy_policy_accepted; fulfilment: pickup (по умолчанию) или delivery — ' +
      'тогда address (обязателен) и delivery_time, доставка по городу магазина, плата по правилу доставки. ' +
      'Заказ сразу оформлен, письмо уходит на e-mail, ' +
      'заявка — в CRM; ответ 201 с id и number. Не больше 10 заказов в час с одного адреса (429). ' +
      'С входом — новый черновик из items или, если items нет, из корзины (корзина очищается).',
    body: bodyByViewer({
      guest: restBody({
        schema: guestOrderInput,
        names: {
          phone_number: 'phoneNumber',
          privacy_policy_accepted: 'privacyPolicyAccepted',
          delivery_time: 'deliveryTime',
        },
        example: {
          name: 'Айгерим',
          email: 'aigerim@example.kz',
          phone_number: '+7 (701) 234 56 78',
          items: LINES_EXAMPLE,
          comment: 'Позвоните после обеда',
          shop: 1,
          privacy_policy_accepted: true,
        },
      }),
      customer: restBody({
        schema: draftOrderInput,
        example: { items: LINES_EXAMPLE, comment: '' },
      }),
    }),
    response: OrderSchema,
    errors: [400, 429],
    handler: async (request, _query, body) => {
      // The router parsed the body with the schema of this caller's use case.
      const view =
        viewerIdOrNull() === null
          ? await placeGuestOrder(withAskedLocale(body as GuestOrderFormInput, request), {
              ip: request.ip,
            })
          : await createDraftOrder(body as DraftOrderInput)
      return new Reply(wire(view), 201)
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/order/checkout/',
    tag: TAG,
    summary: 'Оформить заказ из корзины',
    description:
      'С входом — выбранные строки корзины (articles; без него — вся корзина) становятся оформленным ' +
      'заказом за один шаг; оформленные строки убираются из корзины, строк уже нет в корзине ' +
      '(например, повторное нажатие) — 409. Без входа — заказ гостя из его корзины в браузере: items ' +
      '[{product: артикул, quantity}] и privacy_policy_accepted; в ответе guest_key — ключ страницы ' +
      'заказа (GET /order/guest/{key}/, оплата POST /order/guest/{key}/pay/); магазин самовывоза — ' +
      'из принимающих заказы гостей; не больше 10 заказов в час с одного адреса (429). Для всех: ' +
      'fulfilment pickup (shop обязателен) или delivery (city, address, delivery_time); ' +
      'payment_type — id из /paymentTypes/; контакт name, phone, email. Доставка по городу магазина ' +
      'бесплатна от 10 000 ₸, иначе 1 500 ₸; в другие города — по тарифу перевозчика (fee: null). ' +
      'Не хватает товара — 409 {detail, items}, и ничего не меняется. Необязательно locale (ru, kk; ' +
      'без него — из заголовка Accept-Language): язык писем о заказе; с входом он становится языком ' +
      'писем покупателя.',
    body: bodyByViewer({
      guest: restBody({
        schema: guestCheckoutInput,
        names: {
          delivery_time: 'deliveryTime',
          payment_type: 'paymentType',
          privacy_policy_accepted: 'privacyPolicyAccepted',
        },
        example: {
          items: LINES_EXAMPLE,
          fulfilment: 'pickup',
          shop: 1,
          payment_type: 1,
          name: 'Айгерим',
          phone: '+7 (701) 234 56 78',
          email: 'aigerim@example.kz',
          comment: '',
          privacy_policy_accepted: true,
        },
      }),
      customer: restBody({
        schema: cartCheckoutInput,
        names: { delivery_time: 'deliveryTime', payment_type: 'paymentType' },
        example: {
          fulfilment: 'delivery',
          city: 'Атырау',
          address: 'ул. Сатпаева, 5, кв. 12',
          delivery_time: 'после 18:00',
          payment_type: 1,
          name: 'Айгерим',
          phone: '+7 (701) 234 56 78',
          email: 'aigerim@example.kz',
          comment: '',
        },
      }),
    }),
    response: OrderSchema,
    errors: [400, 409, 429],
    errorBodies: { 409: z.union([StockShortSchema, ErrorDetail]) },
    handler: async (request, _query, body) => {
      // The router parsed the body with the schema of this caller's use case.
      const view =
        viewerIdOrNull() === null
          ? await checkoutAsGuest(
              withAskedLocale(body as GuestCheckoutInput, request),
              { ip: request.ip },
              installmentTerms()
            )
          : await checkoutCart(
              withAskedLocale(body as CartCheckoutInput, request),
              installmentTerms()
            )
      return new Reply(wire(view), 201)
    },
  }),
  listRoute('/order/', 'current', 'Текущие заказы', 'Оформленные и выполняемые заказы.'),
  listRoute('/order/available/', 'drafts', 'Черновики заказов', 'Черновики, которые можно менять.'),
  listRoute('/order/latest/', 'history', 'История заказов', 'Выполненные и отменённые.'),
  defineRoute({
    method: 'GET',
    path: '/order/search/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Поиск по своим заказам',
    description: `По части номера, датам создания (ГГГГ-ММ-ДД, включительно) и статусу. ${OWN}`,
    query: {
      number: qString('Номер заказа или его часть'),
      date_from: qString('Создан не раньше (ГГГГ-ММ-ДД)'),
      date_to: qString('Создан не позже (ГГГГ-ММ-ДД)'),
      status: qString('draft, placed, confirmed, assembling, ready, completed, cancelled'),
      ...paginationParams(ORDER_PAGE_RULES.defaultPageSize, ORDER_PAGE_RULES.maxPageSize),
    },
    response: paginatedSchema(OrderSchema),
    errors: [400, 401, 404],
    handler: async (request, query) =>
      paginated(
        request,
        await searchMyOrders({
          number: query.number,
          dateFrom: query.date_from,
          dateTo: query.date_to,
          status: query.status,
          page: query.page,
          pageSize: query.page_size,
        }),
        wire
      ),
  }),
  defineRoute({
    method: 'GET',
    path: '/order/:id/',
    tag: TAG,
    summary: 'Заказ',
    description:
      `С guest_user__phone — заказ гостя по номеру из письма («A-001085», «a-1085»; просто цифры — ` +
      `этот номер или код заказа) и телефону (/my-orders); неверный телефон — 404 без подсказок, ` +
      `не больше 30 попыток в час с одного адреса. Без него — по коду (id). ${OWN}`,
    params: { id: orderReference },
    query: { guest_user__phone: qString('Телефон, с которым гость оформил заказ') },
    response: OrderSchema,
    errors: [401, 404, 429],
    handler: async (request, query) => {
      if (query.guest_user__phone !== undefined) {
        const input = parseInput(guestOrderLookupInput, {
          order: request.params.id,
          phone: query.guest_user__phone,
        })
        return wire(await findGuestOrder(input, { ip: request.ip }))
      }
      // A customer's own order is asked for by its code; the number is for guests.
      if (!pathId.safeParse(request.params.id).success) {
        requireViewerId()
        throw new NotFoundError(ORDER_NOT_FOUND)
      }
      return wire(await getMyOrder(id(request)))
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/order/:id/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Удалить черновик или отменить заказ',
    description:
      'Черновик удаляется (204). Оформленный, но ещё не подтверждённый заказ отменяется (200 с заказом). ' +
      `Позже — 409. ${OWN}`,
    params: { id: pathId },
    body: emptyBody,
    response: OrderSchema,
    errors: [401, 404, 409],
    handler: async (request) => {
      const cancelled = await deleteMyOrder(id(request), refundCancelledOrderPayment)
      return cancelled ? wire(cancelled) : new Reply(null, 204)
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/order/:id/items/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Добавить товары в черновик',
    description:
      `{product: артикул, quantity} или {items: [{product, quantity}]}; тот же товар — количества ` +
      `складываются, не больше остатка (SPEC §4). ${DRAFT_ONLY} ${OWN}`,
    params: { id: pathId },
    response: OrderSchema,
    body: restBody({ schema: addOrderItemsInput, example: { items: LINES_EXAMPLE } }),
    errors: [400, 401, 404, 409],
    handler: async (request, _query, body) =>
      new Reply(wire(await addOrderItems(id(request), body)), 201),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/order/:id/items/multiple/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Удалить несколько позиций',
    description: `{items: [id позиций]}; если хоть одной нет в заказе — 404 и ничего не удаляется. ${DRAFT_ONLY} ${OWN}`,
    params: { id: pathId },
    response: OrderSchema,
    body: restBody({
      schema: removeOrderItemsInput,
      names: { items: 'itemIds' },
      example: { items: [12, 13] },
    }),
    errors: [400, 401, 404, 409],
    handler: async (request, _query, body) => wire(await removeOrderItems(id(request), body)),
  }),
  defineRoute({
    method: 'PATCH',
    path: '/order/:id/items/:itemId/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Изменить количество',
    description: `{quantity}: целое от 1; больше остатка — снижается до него. ${DRAFT_ONLY} ${OWN}`,
    params: { id: pathId, itemId: pathId },
    response: OrderSchema,
    body: restBody({ schema: orderItemQuantityInput, example: { quantity: 3 } }),
    errors: [400, 401, 404, 409],
    handler: async (request, _query, body) =>
      wire(await setOrderItemQuantity(id(request), id(request, 'itemId'), body)),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/order/:id/items/:itemId/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Удалить позицию',
    description: `${DRAFT_ONLY} ${OWN}`,
    params: { id: pathId, itemId: pathId },
    response: OrderSchema,
    body: emptyBody,
    errors: [401, 404, 409],
    handler: async (request) =>
      wire(await removeOrderItems(id(request), { itemIds: [id(request, 'itemId')] })),
  }),
  defineRoute({
    method: 'PATCH',
    path: '/order/:id/place/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Оформить черновик',
    description:
      'Необязательно: shop (id магазина), comment. Количество проверяется по остаткам в той же ' +
      'транзакции: если чего-то не хватает — 409 {detail, items: [{id, article, quantity, available, ' +
      'message}]}. Цены фиксируются, приходят уведомление и письмо. Повторный вызов возвращает уже ' +
      `оформленный заказ (второго заказа не будет); отменённый — 409. ${OWN}`,
    params: { id: pathId },
    response: OrderSchema,
    errors: [400, 401, 404, 409],
    body: restBody({ schema: placeOrderInput, example: { shop: 1, comment: 'Заберу в субботу' } }),
    errorBodies: { 409: z.union([StockShortSchema, ErrorDetail]) },
    handler: async (request, _query, body) => wire(await placeOrder(id(request), body)),
  }),
  defineRoute({
    method: 'POST',
    path: '/order/:id/copy/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Скопировать заказ в новый черновик',
    description: `Любой свой заказ; товары, снятые с продажи, пропускаются, количества — не больше остатка. ${OWN}`,
    params: { id: pathId },
    body: emptyBody,
    response: OrderSchema,
    errors: [401, 404],
    handler: async (request) => new Reply(wire(await copyOrder(id(request))), 201),
  }),
  defineRoute({
    method: 'POST',
    path: '/order/:id/copy-by-order/:otherId/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Добавить в черновик товары другого заказа',
    description: `Оба заказа свои; id — черновик. ${DRAFT_ONLY} ${OWN}`,
    params: { id: pathId, otherId: pathId },
    body: emptyBody,
    response: OrderSchema,
    errors: [401, 404, 409],
    handler: async (request) => wire(await copyItemsFromOrder(id(request), id(request, 'otherId'))),
  }),
  defineRoute({
    method: 'PATCH',
    path: '/order/:id/status/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Сменить статус (магазин)',
    description:
      `{status, comment}: для сотрудников (роли ${ORDER_STAFF_ROLES.join(', ')}), по таблице переходов: ` +
      'placed → confirmed → assembling → ready → completed, или cancelled; комментарий попадает в историю ' +
      'заказа и в уведомление покупателю. Недопустимый переход — 409; покупатель — 403.',
    params: { id: pathId },
    body: restBody({ schema: orderStatusInput, example: { status: 'confirmed', comment: '' } }),
    response: OrderSchema,
    errors: [400, 401, 403, 404, 409],
    handler: async (request, _query, body) =>
      wire(await changeOrderStatus(id(request), body, refundCancelledOrderPayment)),
  }),
  // Before /order/:id/invoice/: «guest» is not an order's code.
  defineRoute({
    method: 'GET',
    path: '/order/guest/invoice/',
    tag: TAG,
    summary: 'Счёт на оплату заказа гостя (PDF)',
    description:
      'Как /order/{id}/invoice/, по ключу страницы заказа гостя в token (guest_key; ссылка в ' +
      'письме о заказе с оплатой по счёту). Неверный ключ или заказ покупателя с кабинетом — 404.',
    query: { token: qString('Ключ страницы заказа гостя (guest_key)') },
    response: z.unknown(),
    binary: { mediaType: 'application/pdf', description: 'Счёт на оплату (PDF)' },
    errors: [404, 409, 503],
    handler: async (_request, query) =>
      invoiceReply(await guestOrderInvoicePdf(String(query.token ?? ''))),
  }),
  defineRoute({
    method: 'GET',
    path: '/order/:id/invoice/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Счёт на оплату (PDF)',
    description:
      '«Шот / Счёт на оплату № {номер} от {дата}» (заголовки на казахском и русском) оформленного заказа: реквизиты поставщика (магазина) и ' +
      'покупателя (реквизиты компании покупателя, если заполнены, иначе имя, телефон и e-mail), ' +
      'строки (фиксированная плата за доставку — строкой «Доставка»; тариф транспортной компании ' +
      `оплачивается отдельно), итог, «В том числе НДС ${VAT_RATE_PERCENT} %», сумма прописью. ` +
      'PDF со встроенным ' +
      'шрифтом, текст выделяется. Content-Disposition attachment, имя файла с номером заказа ' +
      "(filename*=UTF-8''Счёт-на-оплату-A-000902.pdf); Cache-Control: private, no-store. " +
      'Черновик, отменённый заказ или цена по запросу в строках — 409. Владельцу заказа и ' +
      'сотрудникам, работающим с заказами; остальным — 404, как для несуществующего заказа; ' +
      'без входа — 401. Реквизиты магазина не настроены — 503.',
    params: { id: pathId },
    response: z.unknown(),
    binary: { mediaType: 'application/pdf', description: 'Счёт на оплату (PDF)' },
    errors: [401, 404, 409, 503],
    handler: async (request) => invoiceReply(await orderInvoicePdf(id(request))),
  }),
  defineRoute({
    method: 'GET',
    path: '/order/guest/:key/',
    tag: TAG,
    summary: 'Заказ гостя по ключу его страницы',
    description:
      'Ключ — из ответа оформления (guest_key) или ссылки в письме гостю (/my-orders?token=…). ' +
      'Неверный ключ или заказ покупателя с кабинетом — 404; не больше 30 попыток в час с одного адреса.',
    params: { key: z.string().max(64) },
    response: OrderSchema,
    errors: [404, 429],
    handler: async (request) =>
      wire(await findGuestOrderByKey(String(request.params.key), { ip: request.ip })),
  }),
]
