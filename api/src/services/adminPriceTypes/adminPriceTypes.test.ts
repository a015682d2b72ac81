import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'
import {
  ConflictError,
  InvalidInputError,
  NotAuthenticatedError,
  NotFoundError,
  PermissionDeniedError,
} from 'src/lib/errors'
import { userInfoById } from 'src/lib/userInfo'
import {
  PRICE_TYPE_CODE_TAKEN_MESSAGE,
  PRICE_TYPE_NAME_TAKEN_MESSAGE,
  RETAIL_CODE_MESSAGE,
  RETAIL_CODE_TAKEN_MESSAGE,
  RETAIL_DELETE_MESSAGE,
} from 'src/modules/pricing/rules/priceTypeAdmin'

import {
  adminPriceTypes,
  deleteAdminPriceType,
  saveAdminPriceType,
  setAdminGroupPriceType,
} from './adminPriceTypes'
import type { StandardScenario } from './adminPriceTypes.scenarios'

jest.setTimeout(60_000)

type Who = { id: number; email: string; role: string }
const signIn = (user: Who | null) =>
  mockCurrentUser(user && currentUserFixture({ id: user.id, email: user.email, role: user.role }))

const typeId = async (code: string) =>
  (await db.priceType.findUniqueOrThrow({ where: { code } })).id

const fieldsOf = async (run: Promise<unknown>) => {
  const error = (await run.catch((e) => e)) as InvalidInputError
  expect(error).toBeInstanceOf(InvalidInputError)
  return error.fields
}

describe('adminPriceTypes', () => {
  scenario(
    'lists the types with their products and groups, and the groups with their type',
    async (s: StandardScenario) => {
      signIn(s.user.admin)
      const screen = await adminPriceTypes()
      const wholesale = await typeId('wholesale')
      expect(screen.priceTypes.slice(0, 2)).toEqual([
        // Retail's prices are the products' own: the two not «on request».
        {
          id: await typeId('retail'),
          code: 'retail',
          name: 'Розничная',
          isRetail: true,
          productCount: 2,
          groupCount: 0,
        },
        {
          id: wholesale,
          code: 'wholesale',
          name: 'Оптовая',
          isRetail: false,
          productCount: 1,
          groupCount: 1,
        },
      ])
      expect(screen.groups).toEqual([
        {
          id: s.customerGroup.b2c.id,
          name: 'b2c',
          title: 'Розничные покупатели',
          priceTypeId: null,
          customerCount: 1,
        },
        {
          id: s.customerGroup.wholesale.id,
          name: 'wholesale',
          title: 'Оптовые покупатели',
          priceTypeId: wholesale,
          customerCount: 1,
        },
      ])
    }
  )

  scenario('creates a type last and renames it, audited', async (s: StandardScenario) => {
    signIn(s.user.admin)
    const created = await saveAdminPriceType({ input: { code: ' dealer ', name: ' Дилерская ' } })
    const dealer = created.priceTypes.at(-1)!
    expect(dealer).toMatchObject({
      code: 'dealer',
      name: 'Дилерская',
      isRetail: false,
      productCount: 0,
    })
    const stored = await db.priceType.findUniqueOrThrow({ where: { id: dealer.id } })
    const highest = await db.priceType.aggregate({ _max: { position: true } })
    expect(stored.position).toBe(highest._max.position)
    await saveAdminPriceType({ input: { id: dealer.id, code: 'dealer-2', name: 'Дилерская 2' } })
    expect(
      (
        await db.auditEntry.findMany({ where: { entity: 'priceType' }, orderBy: { id: 'asc' } })
      ).map((entry) => [entry.action, entry.actorId, entry.before, entry.after])
    ).toEqual([
      ['priceType.create', s.user.admin.id, null, { code: 'dealer', name: 'Дилерская' }],
      [
        'priceType.update',
        s.user.admin.id,
        { code: 'dealer', name: 'Дилерская' },
        { code: 'dealer-2', name: 'Дилерская 2' },
      ],
    ])
  })

  scenario(
    'renames retail but keeps its code; no other type takes it; names and codes are unique',
    async (s: StandardScenario) => {
      signIn(s.user.admin)
      const retail = await typeId('retail')
      const wholesale = await typeId('wholesale')
      const renamed = await saveAdminPriceType({
        input: { id: retail, code: 'retail', name: 'Розница' },
      })
      expect(renamed.priceTypes.find((type) => type.id === retail)?.name).toBe('Розница')
      expect(
        await fieldsOf(
          saveAdminPriceType({ input: { id: retail, code: 'roznica', name: 'Розница' } })
        )
      ).toEqual({
        code: [RETAIL_CODE_MESSAGE],
      })
      expect(
        await fieldsOf(
          saveAdminPriceType({ input: { id: wholesale, code: 'retail', name: 'Оптовая' } })
        )
      ).toEqual({
        code: [RETAIL_CODE_TAKEN_MESSAGE],
      })
      expect(
        await fieldsOf(saveAdminPriceType({ input: { code: 'wholesale', name: 'Опт 2' } }))
      ).toEqual({
        code: [PRICE_TYPE_CODE_TAKEN_MESSAGE],
      })
      expect(
        await fieldsOf(saveAdminPriceType({ input: { code: 'opt2', name: 'оптовая' } }))
      ).toEqual({
        name: [PRICE_TYPE_NAME_TAKEN_MESSAGE],
      })
      // LIKE's own characters are text: «%» and «_» name no other type.
      for (const [code, name] of [
        ['percent', '%'],
        ['underscores', '_______'],
      ]) {
        const saved = await saveAdminPriceType({ input: { code, name } })
        expect(saved.priceTypes.find((type) => type.code === code)?.name).toBe(name)
      }
      // …and a name with them is still found as written.
      expect(
        await fieldsOf(saveAdminPriceType({ input: { code: 'percent2', name: '%' } }))
      ).toEqual({ name: [PRICE_TYPE_NAME_TAKEN_MESSAGE] })
      await expect(
        saveAdminPriceType({ input: { id: 999999, code: 'x', name: 'X' } })
      ).rejects.toThrow(NotFoundError)
      expect(await db.priceType.findUniqueOrThrow({ where: { id: retail } })).toMatchObject({
        code: 'retail',
      })
    }
  )

  scenario(
    'deletes a type with its prices, its groups falling back to retail; never retail',
    async (s: StandardScenario) => {
      signIn(s.user.admin)
      const retail = await typeId('retail')
      await expect(deleteAdminPriceType({ input: { id: retail } })).rejects.toThrow(
        new ConflictError(RETAIL_DELETE_MESSAGE)
      )
      const wholesale = await typeId('wholesale')
      const screen = await deleteAdminPriceType({ input: { id: wholesale } })
      expect(screen.priceTypes.map((type) => type.code)).not.toContain('wholesale')
      expect(screen.groups.find((g) => g.name === 'wholesale')?.priceTypeId).toBeNull()
      expect(await db.productPrice.count({ where: { productId: s.product.pump.id } })).toBe(1)
      expect((await userInfoById(s.user.customer.id))?.priceType).toBeNull()
      const [entry] = await db.auditEntry.findMany({ where: { action: 'priceType.delete' } })
      expect(entry).toMatchObject({
        entityId: String(wholesale),
        before: { code: 'wholesale', name: 'Оптовая', prices: 2 },
      })
    }
  )

  scenario(
    'maps a group to a type, and retail (or none) to none, audited',
    async (s: StandardScenario) => {
      signIn(s.user.admin)
      const wholesale = await typeId('wholesale')
      const retail = await typeId('retail')
      await setAdminGroupPriceType({
        input: { groupId: s.customerGroup.b2c.id, priceTypeId: wholesale },
      })
      expect((await userInfoById(s.user.retailCustomer.id))?.priceType).toEqual({
        id: wholesale,
        code: 'wholesale',
        name: 'Оптовая',
      })
      const screen = await setAdminGroupPriceType({
        input: { groupId: s.customerGroup.b2c.id, priceTypeId: retail },
      })
      expect(screen.groups.find((g) => g.name === 'b2c')?.priceTypeId).toBeNull()
      await setAdminGroupPriceType({
        input: { groupId: s.customerGroup.wholesale.id, priceTypeId: null },
      })
      expect((await userInfoById(s.user.customer.id))?.priceType).toBeNull()
      expect(
        (
          await db.auditEntry.findMany({
            where: { entity: 'customerGroup' },
            orderBy: { id: 'asc' },
          })
        ).map((entry) => [entry.action, entry.entityId, entry.before, entry.after])
      ).toEqual([
        [
          'customerGroup.priceType',
          String(s.customerGroup.b2c.id),
          { priceType: 'Розничная' },
          { priceType: 'Оптовая' },
        ],
        [
          'customerGroup.priceType',
          String(s.customerGroup.b2c.id),
          { priceType: 'Оптовая' },
          { priceType: 'Розничная' },
        ],
        [
          'customerGroup.priceType',
          String(s.customerGroup.wholesale.id),
          { priceType: 'Оптовая' },
          { priceType: 'Розничная' },
        ],
      ])
      expect(
        await fieldsOf(
          setAdminGroupPriceType({
            input: { groupId: s.customerGroup.b2c.id, priceTypeId: 999999 },
          })
        )
      ).toEqual({
        priceTypeId: ['Выберите тип цен из списка.'],
      })
      await expect(
        setAdminGroupPriceType({ input: { groupId: 999999, priceTypeId: null } })
      ).rejects.toThrow(NotFoundError)
    }
  )

  scenario(
    'is for admins only: guests 401; customers, managers and editors 403',
    async (s: StandardScenario) => {
      const wholesale = await typeId('wholesale')
      const calls = {
        adminPriceTypes: () => adminPriceTypes(),
        saveAdminPriceType: () => saveAdminPriceType({ input: { code: 'x', name: 'X' } }),
        deleteAdminPriceType: () => deleteAdminPriceType({ input: { id: wholesale } }),
        setAdminGroupPriceType: () =>
          setAdminGroupPriceType({
            input: { groupId: s.customerGroup.b2c.id, priceTypeId: wholesale },
          }),
      }
      for (const [name, call] of Object.entries(calls)) {
        signIn(null)
        await expect(call()).rejects.toThrow(NotAuthenticatedError)
        for (const user of [s.user.customer, s.user.manager, s.user.editor]) {
          signIn(user)
          const error = await call().catch((e) => e)
          expect({
            name,
            role: user.role,
            refused: error instanceof PermissionDeniedError,
          }).toEqual({
            name,
            role: user.role,
            refused: true,
          })
        }
      }
      expect(await db.auditEntry.count()).toBe(0)
      expect(await db.priceType.count({ where: { code: 'wholesale' } })).toBe(1)
    }
  )
})
