import { z } from 'zod'

import {
  addToMyCart,
  clearMyCart,
  getMyCart,
  mergeIntoMyCart,
  removeFromMyCart,
} from 'src/services/cart/cart'

import type { RestRequest } from '../http'
import { qString } from '../params'
import { defineRoute } from '../router'
import { CartSchema, serializeCart } from '../serializers/cart'

const TAG = 'Корзина'
const NOTE = 'Корзина вошедшего пользователя; без входа — 401. Ответ — вся корзина.'

const field = (request: RestRequest, name: string): unknown =>
  request.body && typeof request.body === 'object'
    ? (request.body as Record<string, unknown>)[name]
    : undefined

/** The server cart of SPEC §7; guests keep theirs in the browser and merge it at login. */
export const cartRoutes = [
  defineRoute({
    method: 'GET',
    path: '/cart/get/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Корзина',
    description: NOTE,
    response: CartSchema,
    errors: [401],
    handler: async () => serializeCart(await getMyCart()),
  }),
  defineRoute({
    method: 'POST',
    path: '/cart/add/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Добавить товар или задать количество',
    description:
      `{article, quantity?}: без quantity — +1 (первое добавление — 1); целое — задаёт количество; ` +
      `меньше 1 — удаляет позицию; не целое — 400 «Введите целое число.». ${NOTE}`,
    response: CartSchema,
    errors: [400, 401],
    handler: async (request) =>
      serializeCart(await addToMyCart(field(request, 'article'), field(request, 'quantity'))),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/cart/remove/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Убрать товар',
    description: `{article} в теле или ?article=. Товара нет в корзине — корзина без изменений. ${NOTE}`,
    query: { article: qString('Артикул (если тело запроса не передаётся)') },
    response: CartSchema,
    errors: [400, 401],
    handler: async (request, query) =>
      serializeCart(await removeFromMyCart(field(request, 'article') ?? query.article)),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/cart/clear/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Очистить корзину',
    description: NOTE,
    response: CartSchema,
    errors: [401],
    handler: async () => serializeCart(await clearMyCart()),
  }),
  defineRoute({
    method: 'POST',
    path: '/cart/merge/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Перенести корзину гостя после входа',
    description:
      `{items: [{product: артикул, quantity}]} (до 200): в каждой позиции остаётся большее из двух ` +
      `количеств, повторный вызов ничего не удваивает; неизвестные артикулы — в skipped. ${NOTE}`,
    response: CartSchema.extend({ skipped: z.array(z.string()) }),
    errors: [400, 401],
    handler: async (request) => {
      const merged = await mergeIntoMyCart(field(request, 'items'))
      return { ...serializeCart(merged), skipped: merged.skipped }
    },
  }),
]
