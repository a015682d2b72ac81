import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'
import { InvalidInputError, PermissionDeniedError } from 'src/lib/errors'
import { STORE_ID_TAKEN_MESSAGE } from 'src/modules/marketplaces/rules/kaspiSettings'

import { adminKaspi, saveAdminKaspi } from './adminKaspi'
import type { StandardScenario } from './adminKaspi.scenarios'

jest.setTimeout(30_000)

type Who = { id: number; email: string; role: string }
const signIn = (user: Who) =>
  mockCurrentUser(currentUserFixture({ id: user.id, email: user.email, role: user.role }))

const input = (s: StandardScenario, over: Record<string, unknown> = {}) => ({
  merchantId: '30000001',
  company: 'ТОО «Акватория»',
  token: '',
  listing: 'all',
  categoryIds: [],
  brandIds: [],
  shops: [
    { shopId: s.shop.atyrau.id, kaspiStoreId: 'PP1', katoCode: '231010000' },
    { shopId: s.shop.aktobe.id, kaspiStoreId: 'PP2', katoCode: '151010000' },
  ],
  ...over,
})

describe('adminKaspi', () => {
  scenario('withFeed', 'admins only', async (s: StandardScenario) => {
    signIn(s.user.editor)
    await expect(adminKaspi()).rejects.toBeInstanceOf(PermissionDeniedError)
    await expect(saveAdminKaspi({ input: input(s) })).rejects.toBeInstanceOf(PermissionDeniedError)
  })

  scenario(
    'withFeed',
    'the screen counts what the list holds and leaves out',
    async (s: StandardScenario) => {
      signIn(s.user.admin)
      const screen = await adminKaspi()
      expect(screen.feedPath).toBe('/feeds/kaspi.xml')
      expect(screen.listed).toBe(2)
      expect(Object.fromEntries(screen.leftOut.map((row) => [row.reason, row.count]))).toEqual({
        inactive: 1,
        not_selected: 0,
        no_price: 1,
        price_on_request: 1,
        invalid_sku: 1,
        no_stock: 1,
      })
      expect(screen.problems).toEqual([])
    }
  )

  scenario(
    'withFeed',
    'saves settings and store ids together, with an audit entry',
    async (s: StandardScenario) => {
      signIn(s.user.admin)
      const saved = await saveAdminKaspi({
        input: input(s, {
          listing: 'sections',
          categoryIds: [s.category.tanks.id],
          token: 'sekret-0123456789abcdef',
          shops: [
            { shopId: s.shop.atyrau.id, kaspiStoreId: '', katoCode: '' },
            { shopId: s.shop.aktobe.id, kaspiStoreId: 'PP2', katoCode: '151010000' },
          ],
        }),
      })
      expect(saved.listed).toBe(1)
      expect(saved.leftOut.find((row) => row.reason === 'not_selected')?.count).toBe(5)
      expect(saved.feedPath).toBe('/feeds/kaspi.xml?token=sekret-0123456789abcdef')
      expect(saved.shops.map((shop) => shop.kaspiStoreId)).toEqual([null, 'PP2'])
      const audit = await db.auditEntry.findFirstOrThrow({ where: { action: 'kaspi.settings' } })
      expect(JSON.stringify(audit)).not.toContain('sekret')
    }
  )

  scenario(
    'withFeed',
    'refuses a store id twice and junk, with field messages',
    async (s: StandardScenario) => {
      signIn(s.user.admin)
      const twice = await saveAdminKaspi({
        input: input(s, {
          shops: [
            { shopId: s.shop.atyrau.id, kaspiStoreId: 'PP1' },
            { shopId: s.shop.aktobe.id, kaspiStoreId: 'PP1' },
          ],
        }),
      }).catch((error) => error)
      expect(twice).toBeInstanceOf(InvalidInputError)
      expect(JSON.stringify(twice.extensions ?? twice)).toContain(STORE_ID_TAKEN_MESSAGE)
      await expect(
        saveAdminKaspi({ input: input(s, { shops: [{ shopId: 999999, kaspiStoreId: 'PP9' }] }) })
      ).rejects.toBeInstanceOf(InvalidInputError)
      await expect(saveAdminKaspi({ input: { listing: ['x'] } })).rejects.toBeInstanceOf(
        InvalidInputError
      )
      expect(await db.kaspiSettings.findUnique({ where: { id: 1 } })).toEqual(
        expect.objectContaining({ listing: 'all', token: null })
      )
    }
  )
})
