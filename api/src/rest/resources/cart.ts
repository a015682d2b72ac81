import { z } from 'zod'

import { cartAddInput, cartLinesInput, cartRemovalInput } from 'src/lib/domain/cartInput'
import { parseInput } from 'src/lib/input'
import {
  addToMyCart,
  clearMyCart,
  getMyCart,
  mergeIntoMyCart,
  removeFromMyCart,
} from 'src/services/cart/cart'

import { emptyBody, restBody } from '../body'
import { qString } from '../params'
import { defineRoute } from '../router'
import { CartSchema, serializeCart } from '../serializers/cart'

const TAG = 'Корзина'
const NOTE = 'Корзина вошедшего пользователя; без входа — 401. Ответ — вся корзина.'

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
    body: restBody({ schema: cartAddInput, example: { article: 'NS-100', quantity: 2 } }),
    response: CartSchema,
    errors: [400, 401],
    handler: async (_request, _query, body) => serializeCart(await addToMyCart(body)),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/cart/remove/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Убрать товар',
    description: `{article} в теле или ?article=. Товара нет в корзине — корзина без изменений. ${NOTE}`,
    query: { article: qString('Артикул (если тело запроса не передаётся)') },
    // The article may come in the query instead: the body's is optional here,
    // and the one used is parsed by the same schema again.
    body: restBody({ schema: cartRemovalInput.partial(), example: { article: 'NS-100' } }),
    response: CartSchema,
    errors: [400, 401],
    handler: async (_request, query, body) =>
      serializeCart(
        await removeFromMyCart(
          parseInput(cartRemovalInput, { article: body.article ?? query.article })
        )
      ),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/cart/clear/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Очистить корзину',
    description: NOTE,
    body: emptyBody,
    response: CartSchema,
    errors: [400, 401],
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
    body: restBody({
      schema: cartLinesInput,
      example: { items: [{ product: 'NS-100', quantity: 2 }, { product: 'F-7' }] },
    }),
    response: CartSchema.extend({ skipped: z.array(z.string()) }),
    errors: [400, 401],
    handler: async (_request, _query, body) => {
      const merged = await mergeIntoMyCart(body)
      return { ...serializeCart(merged), skipped: merged.skipped }
    },
  }),
]
