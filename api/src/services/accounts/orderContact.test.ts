import { lastOrderContactOf, UserInfo } from './orderContact'
import type { StandardScenario } from './orderContact.scenarios'

describe('lastOrderContactOf', () => {
  scenario(
    'is the contact of the latest placed order, never a draft’s',
    async (scenario: StandardScenario) => {
      expect(await lastOrderContactOf(scenario.user.anna.id)).toEqual({
        name: 'Анна Сериккызы',
        phone: '+77010000002',
        email: 'anna@example.kz',
      })
    }
  )

  scenario(
    'is null for a customer who never placed an order',
    async (scenario: StandardScenario) => {
      expect(await lastOrderContactOf(scenario.user.boris.id)).toBeNull()
    }
  )

  scenario(
    'is what UserInfo.lastOrderContact answers for the user',
    async (scenario: StandardScenario) => {
      const resolve = UserInfo.lastOrderContact as unknown as (
        args: unknown,
        obj: { root: { id: number } }
      ) => Promise<unknown>
      expect(await resolve({}, { root: { id: scenario.user.anna.id } })).toMatchObject({
        phone: '+77010000002',
      })
    }
  )
})
