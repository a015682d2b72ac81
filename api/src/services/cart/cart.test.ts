import type { User } from '@prisma/client'
import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'
import { cartAddInput, cartLinesInput, cartRemovalInput } from 'src/lib/domain/cartInput'
import { INVALID_CHARACTERS_MESSAGE, parseWith } from 'src/lib/domain/inputFields'
import { InvalidInputError, NotAuthenticatedError } from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { setRequestTextLocale } from 'src/lib/textLocale'

import {
  addToCart,
  addToMyCart,
  clearMyCart,
  getMyCart,
  guestCart,
  mergeCart,
  mergeIntoMyCart,
  previewCart,
  removeFromCart,
  removeFromMyCart,
} from './cart'
import type { StandardScenario } from './cart.scenarios'

const loginAs = (user: User) =>
  mockCurrentUser(currentUserFixture({ id: user.id, email: user.email, role: user.role }))

// As every edge calls them: with the input parsed by its schema.
const add = (article: unknown, quantity?: unknown) =>
  addToMyCart(parseInput(cartAddInput, { article, quantity }))
const remove = (article: unknown) => removeFromMyCart(parseInput(cartRemovalInput, { article }))
const merge = (items: unknown) => mergeIntoMyCart(parseInput(cartLinesInput, { items }))
const preview = (items: unknown) => previewCart(parseInput(cartLinesInput, { items }))

const lines = (cart: { lines: { product: { article: string }; quantity: number }[] }) =>
  cart.lines.map((l) => [l.product.article, l.quantity])

describe('the server cart', () => {
  scenario(
    'answers lines in the order added, with totals of priced lines',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      const cart = await getMyCart()
      expect(lines(cart)).toEqual([
        ['NS-100', 1],
        ['F-7', 4],
      ])
      expect(cart).toMatchObject({ count: 5, total: 52000.5, hasUnpriced: true })
      expect(cart.lines[1].lineTotal).toBeNull()
    }
  )

  scenario(
    'names its goods in the request’s language, a guest’s cart too (issue 33)',
    async (scenario: StandardScenario) => {
      await db.product.update({
        where: { article: 'NS-100' },
        data: { nameKk: 'Сорғы станциясы NS-100' },
      })
      loginAs(scenario.user.aigerim)
      const named = (cart: { lines: { product: { name: string; nameLang?: string } }[] }) =>
        cart.lines.map(({ product }) => [product.name, product.nameLang])
      const russian = named(await getMyCart())
      expect(russian[0][1]).toBe('ru')
      setRequestTextLocale('kk')
      try {
        const kazakh = named(await getMyCart())
        expect(kazakh[0]).toEqual(['Сорғы станциясы NS-100', 'kk'])
        expect(kazakh[1]).toEqual(russian[1])
        expect(named(await preview([{ product: 'NS-100', quantity: 1 }]))).toEqual([
          ['Сорғы станциясы NS-100', 'kk'],
        ])
      } finally {
        setRequestTextLocale('ru')
      }
    }
  )

  scenario('follows the SPEC §4 quantity rules', async (scenario: StandardScenario) => {
    loginAs(scenario.user.daniyar)
    expect(lines(await add('TANK-500'))).toEqual([['TANK-500', 1]])
    expect(lines(await add('TANK-500'))).toEqual([['TANK-500', 2]])
    expect(lines(await add('TANK-500', '7'))).toEqual([['TANK-500', 7]])
    expect(lines(await add('TANK-500', 0))).toEqual([])
    expect(parseWith(cartAddInput, { article: 'TANK-500', quantity: 1.5 })).toEqual({
      fields: { quantity: ['Введите целое число.'] },
    })
    await expect(add('NOPE')).rejects.toMatchObject({
      fields: { article: ['Товар не найден.'] },
    })
    await expect(add('OLD-1')).rejects.toThrow(InvalidInputError)
    expect(lines(await remove('NS-100'))).toEqual([])
  })

  scenario('parallel taps on plus all count', async (scenario: StandardScenario) => {
    loginAs(scenario.user.daniyar)
    await Promise.all(Array.from({ length: 10 }, () => add('F-7')))
    expect(lines(await getMyCart())).toEqual([['F-7', 10]])
    expect(await db.cart.count({ where: { userId: scenario.user.daniyar.id } })).toBe(1)
  })

  scenario(
    'merges a guest cart keeping the larger quantity, skipping unknown articles',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      const local = [
        { product: 'NS-100', quantity: 3 },
        { product: 'F-7', quantity: 1 },
        { product: 'TANK-500', quantity: 2 },
        { product: 'GONE', quantity: 1 },
      ]
      const merged = await merge(local)
      expect(lines(merged)).toEqual([
        ['NS-100', 3],
        ['F-7', 4],
        ['TANK-500', 2],
      ])
      expect(merged.skipped).toEqual(['GONE'])
      expect(lines(await merge(local))).toEqual(lines(merged))
      expect(lines(await clearMyCart())).toEqual([])
    }
  )

  scenario('is for logged-in shoppers only, each their own', async (scenario: StandardScenario) => {
    mockCurrentUser(null)
    await expect(getMyCart()).rejects.toThrow(NotAuthenticatedError)
    await expect(add('F-7')).rejects.toThrow(NotAuthenticatedError)
    await expect(merge([])).rejects.toThrow(NotAuthenticatedError)
    loginAs(scenario.user.daniyar)
    await remove('NS-100')
    await clearMyCart()
    loginAs(scenario.user.aigerim)
    expect((await getMyCart()).count).toBe(5)
  })

  scenario('prices a guest browser cart with the same arithmetic, without logging in', async () => {
    mockCurrentUser(null)
    const cart = await preview([
      { product: 'TANK-500', quantity: 2 },
      { product: 'F-7', quantity: 1 },
      { product: 'OLD-1', quantity: 3 },
      { product: 'NOPE', quantity: 1 },
      { product: 'TANK-500', quantity: 1 },
    ])
    expect(lines(cart)).toEqual([
      ['TANK-500', 2],
      ['F-7', 1],
    ])
    expect(cart).toMatchObject({ count: 3, total: 60000, hasUnpriced: true })
    expect(cart.skipped).toEqual(['OLD-1', 'NOPE'])
    expect(await preview([])).toMatchObject({ lines: [], count: 0, total: 0 })
    expect(() => preview([{ product: 'TANK-500', quantity: 0 }])).toThrow(InvalidInputError)
    expect(
      parseWith(cartLinesInput, {
        items: Array.from({ length: 201 }, (_, i) => ({ product: `A-${i}` })),
      })
    ).toEqual({ fields: { items: ['Не больше 200 позиций.'] } })
  })

  scenario(
    'says what stock allows on a line that asks for more, as drafts do, and keeps the quantity',
    async (scenario: StandardScenario) => {
      const hints = (cart: {
        lines: { product: { article: string }; quantity: number; stockMessage: string | null }[]
      }) => cart.lines.map((l) => [l.product.article, l.quantity, l.stockMessage])
      mockCurrentUser(null)
      // A guest too: the pump has 5 in both shops, the filter 10, the tank none.
      expect(
        hints(
          await preview([
            { product: 'NS-100', quantity: 1000 },
            { product: 'F-7', quantity: 10 },
            { product: 'TANK-500', quantity: 1 },
          ])
        )
      ).toEqual([
        ['NS-100', 1000, 'В наличии 5 товаров'],
        ['F-7', 10, null],
        ['TANK-500', 1, 'В наличии 0 товаров'],
      ])
      loginAs(scenario.user.aigerim)
      const cart = await addToMyCart(parseInput(cartAddInput, { article: 'NS-100', quantity: 6 }))
      expect(hints(cart)).toContainEqual(['NS-100', 6, 'В наличии 5 товаров'])
    }
  )

  scenario(
    'GraphQL parses its arguments by the same schemas, before anything is stored',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      const refusal = async (call: () => unknown) => {
        const error = await Promise.resolve()
          .then(call)
          .catch((e) => e)
        expect(error).toBeInstanceOf(InvalidInputError)
        return (error as InvalidInputError).fields
      }
      const info = {} as never
      expect(await refusal(() => addToCart({ article: 'F-7', quantity: 100_001 }, info))).toEqual({
        quantity: ['Введите целое число от 1 до 100 000.'],
      })
      expect(await refusal(() => addToCart({ article: ' \u202eF-7' }, info))).toEqual({
        article: [INVALID_CHARACTERS_MESSAGE],
      })
      expect(await refusal(() => removeFromCart({ article: '' }, info))).toEqual({
        article: ['Обязательное поле.'],
      })
      const bad = [{ product: 'F-7\u0000', quantity: 1 }]
      expect(await refusal(() => mergeCart({ items: bad }, info))).toHaveProperty('items')
      expect(await refusal(() => guestCart({ items: bad }, info))).toHaveProperty('items')
      expect(lines(await getMyCart())).toEqual([
        ['NS-100', 1],
        ['F-7', 4],
      ])
    }
  )
})
