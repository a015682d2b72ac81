import type { User } from '@prisma/client'
import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'
import { favoriteInput } from 'src/lib/domain/favorite'
import { INVALID_CHARACTERS_MESSAGE } from 'src/lib/domain/inputFields'
import { InvalidInputError, NotAuthenticatedError, NotFoundError } from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { langOf, setRequestTextLocale } from 'src/lib/textLocale'

import {
  addFavorite,
  addMyFavorite as addParsed,
  getMyFavorite,
  listMyFavorites,
  removeMyFavorite,
} from './favorites'
import type { StandardScenario } from './favorites.scenarios'

// As every edge calls it: with the input parsed by its schema.
const addMyFavorite = (product: unknown) => addParsed(parseInput(favoriteInput, { product }))

const loginAs = (user: User) =>
  mockCurrentUser(currentUserFixture({ id: user.id, email: user.email, role: user.role }))

describe('favourites', () => {
  scenario(
    'add by article or id, once; list newest first; remove',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      const first = await addMyFavorite('NS-100')
      expect(first).toMatchObject({ created: true, favorite: { product: { article: 'NS-100' } } })
      expect(await addMyFavorite(scenario.product.pump.id)).toMatchObject({
        created: false,
        favorite: { id: first.favorite.id },
      })
      await Promise.all([addMyFavorite('F-7'), addMyFavorite('F-7'), addMyFavorite('F-7')])
      const page = await listMyFavorites()
      expect(page.count).toBe(2)
      expect(page.results.map((f) => f.product.article).sort()).toEqual(['F-7', 'NS-100'])
      await expect(addMyFavorite('NOPE')).rejects.toThrow(InvalidInputError)
      // An id that is no active product's, and digits that are neither id nor article.
      await expect(addMyFavorite(2_000_000_000)).rejects.toMatchObject({
        fields: { product: ['Товар не найден.'] },
      })
      await expect(addMyFavorite('999999999')).rejects.toThrow(InvalidInputError)
      expect(await addMyFavorite(String(scenario.product.pump.id))).toMatchObject({
        created: false,
        favorite: { id: first.favorite.id },
      })
      await removeMyFavorite(first.favorite.id)
      await expect(getMyFavorite(first.favorite.id)).rejects.toThrow(NotFoundError)
    }
  )

  scenario(
    'names the goods in the request’s language: Kazakh where written, else Russian marked ru (issue 33)',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      await addMyFavorite('NS-100')
      await addMyFavorite('F-7')
      await db.product.update({
        where: { article: 'NS-100' },
        data: { nameKk: 'Сорғы станциясы NS-100' },
      })
      const names = async () =>
        (await listMyFavorites()).results
          .map(({ product }) => [product.article, product.name, langOf(product, 'name')])
          .sort()
      const russian = await names()
      setRequestTextLocale('kk')
      try {
        const kazakh = await names()
        expect(kazakh[1]).toEqual(['NS-100', 'Сорғы станциясы NS-100', 'kk'])
        // No Kazakh name written: the Russian one, marked so.
        expect(kazakh[0]).toEqual(russian[0])
        expect(kazakh[0][2]).toBe('ru')
      } finally {
        setRequestTextLocale('ru')
      }
      expect(russian[1][2]).toBe('ru')
      expect(russian[1][1]).not.toBe('Сорғы станциясы NS-100')
    }
  )

  scenario('others get 404 and guests 401', async (scenario: StandardScenario) => {
    loginAs(scenario.user.aigerim)
    const { favorite } = await addMyFavorite('F-7')
    loginAs(scenario.user.daniyar)
    await expect(getMyFavorite(favorite.id)).rejects.toThrow(NotFoundError)
    await expect(removeMyFavorite(favorite.id)).rejects.toThrow(NotFoundError)
    expect((await listMyFavorites()).count).toBe(0)
    mockCurrentUser(null)
    await expect(listMyFavorites()).rejects.toThrow(NotAuthenticatedError)
    await expect(addMyFavorite('F-7')).rejects.toThrow(NotAuthenticatedError)
    expect(await db.favorite.count()).toBe(1)
  })

  scenario('GraphQL parses its argument by the same schema', async (scenario: StandardScenario) => {
    loginAs(scenario.user.aigerim)
    for (const [product, message] of [
      ['', 'Обязательное поле.'],
      ['NS\u202e100', INVALID_CHARACTERS_MESSAGE],
    ]) {
      const error = await Promise.resolve()
        .then(() => addFavorite({ product }, {} as never))
        .catch((e) => e)
      expect(error).toMatchObject({ fields: { product: [message] } })
    }
    expect(await db.favorite.count()).toBe(0)
  })
})
