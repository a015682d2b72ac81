/**
 * Price types and the customer groups' choice of them, in the back office
 * (issue 20 part 2; admins only): the list of types with how many products
 * have a price of each, creating, renaming and deleting a type, and which
 * type a group's customers see. Thin: parse → check the role → load → the
 * domain rule (domain/priceTypeAdmin) → write with its audit entry in one
 * transaction → forget the shop's caches → answer with the whole screen.
 */
import type { Prisma } from '@prisma/client'

import { recordAudit } from 'src/lib/audit'
import { invalidateCatalogCaches } from 'src/lib/catalogCaches'
import { db } from 'src/lib/db'
import { ConflictError, InvalidInputError, NotFoundError } from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { requireAdmin } from 'src/lib/staffAccess'
import { equalsIgnoringCase } from 'src/lib/textFilter'
import { PRICED, RETAIL_VIEW } from 'src/modules/pricing'
import {
  groupPriceTypeSchema,
  isRetailType,
  PRICE_TYPE_CODE_TAKEN_MESSAGE,
  PRICE_TYPE_NAME_TAKEN_MESSAGE,
  priceTypeDeleteProblem,
  priceTypeDeleteSchema,
  priceTypeSaveProblem,
  priceTypeSaveSchema,
  storedGroupPriceType,
} from 'src/modules/pricing/rules/priceTypeAdmin'

const TYPE_NOT_FOUND = 'Тип цен не найден.'
const GROUP_NOT_FOUND = 'Группа покупателей не найдена.'

/** The screen: every type with its products and groups counted, every group with its type. */
async function screenOf(client: Prisma.TransactionClient) {
  const [types, priced, retailPriced, groups] = await Promise.all([
    client.priceType.findMany({
      orderBy: [{ position: 'asc' }, { name: 'asc' }],
      include: { _count: { select: { groups: true } } },
    }),
    client.$queryRaw<{ priceTypeId: number; products: number }[]>`
      SELECT "priceTypeId", COUNT(DISTINCT "productId")::int AS products
      FROM "ProductPrice" GROUP BY "priceTypeId"`,
    // Retail's prices are the products' own: those not «on request».
    client.product.count({ where: { currentPrice: PRICED } }),
    client.customerGroup.findMany({
      orderBy: [{ name: 'asc' }],
      include: { _count: { select: { users: true } } },
    }),
  ])
  return {
    priceTypes: types.map((type) => ({
      id: type.id,
      code: type.code,
      name: type.name,
      isRetail: isRetailType(type),
      productCount: isRetailType(type)
        ? retailPriced
        : (priced.find((row) => row.priceTypeId === type.id)?.products ?? 0),
      groupCount: type._count.groups,
    })),
    groups: groups.map((group) => ({
      id: group.id,
      name: group.name,
      title: group.title,
      priceTypeId: group.priceTypeId,
      customerCount: group._count.users,
    })),
  }
}

export const adminPriceTypes = async () => {
  requireAdmin()
  return screenOf(db)
}

const typeAudit = (type: { code: string; name: string } | null) =>
  type && { code: type.code, name: type.name }

/** Name or code already used by another type: the field's message. */
async function checkFree(
  tx: Prisma.TransactionClient,
  id: number | null,
  code: string,
  name: string
) {
  const clash = await tx.priceType.findFirst({
    where: {
      OR: [{ code }, { name: equalsIgnoringCase(name) }],
      NOT: id ? { id } : undefined,
    },
  })
  if (!clash) return
  throw new InvalidInputError(
    clash.code === code
      ? { code: [PRICE_TYPE_CODE_TAKEN_MESSAGE] }
      : { name: [PRICE_TYPE_NAME_TAKEN_MESSAGE] }
  )
}

/** Creates a type (no id; placed last) or renames one; retail keeps its code. */
export const saveAdminPriceType = async ({ input }: { input: unknown }) => {
  requireAdmin()
  const edit = parseInput(priceTypeSaveSchema, input)
  const screen = await db.$transaction(async (tx) => {
    // One admin's change at a time: names and codes are checked, then written.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('akvatoria:price-types'))`
    const stored = edit.id ? await tx.priceType.findUnique({ where: { id: edit.id } }) : null
    if (edit.id && !stored) throw new NotFoundError(TYPE_NOT_FOUND)
    const problem = priceTypeSaveProblem(stored, edit)
    if (problem) {
      throw new InvalidInputError(
        Object.fromEntries(Object.entries(problem).map(([field, message]) => [field, [message]]))
      )
    }
    await checkFree(tx, stored?.id ?? null, edit.code, edit.name)
    const saved = stored
      ? await tx.priceType.update({
          where: { id: stored.id },
          data: { code: edit.code, name: edit.name },
        })
      : await tx.priceType.create({
          data: {
            code: edit.code,
            name: edit.name,
            position:
              ((await tx.priceType.aggregate({ _max: { position: true } }))._max.position ?? 0) + 1,
          },
        })
    await recordAudit(tx, {
      action: stored ? 'priceType.update' : 'priceType.create',
      entity: 'priceType',
      entityId: saved.id,
      before: typeAudit(stored),
      after: typeAudit(saved),
    })
    return screenOf(tx)
  })
  // Shoppers of the type see its name beside their prices.
  await invalidateCatalogCaches()
  return screen
}

/**
 * Deletes a type with its prices; its groups' customers see retail from
 * then on. Retail is never deleted.
 */
export const deleteAdminPriceType = async ({ input }: { input: unknown }) => {
  requireAdmin()
  const { id } = parseInput(priceTypeDeleteSchema, input)
  const screen = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('akvatoria:price-types'))`
    const stored = await tx.priceType.findUnique({ where: { id } })
    if (!stored) throw new NotFoundError(TYPE_NOT_FOUND)
    const problem = priceTypeDeleteProblem(stored)
    if (problem) throw new ConflictError(problem)
    const prices = await tx.productPrice.count({ where: { priceTypeId: id } })
    // Rows cascade (ProductPrice) and groups fall back to retail (SET NULL).
    await tx.priceType.delete({ where: { id } })
    await recordAudit(tx, {
      action: 'priceType.delete',
      entity: 'priceType',
      entityId: id,
      before: { ...typeAudit(stored), prices },
      after: null,
    })
    return screenOf(tx)
  })
  await invalidateCatalogCaches()
  return screen
}

/** The type a customer group's customers see; none (null) or retail is retail. */
export const setAdminGroupPriceType = async ({ input }: { input: unknown }) => {
  requireAdmin()
  const { groupId, priceTypeId } = parseInput(groupPriceTypeSchema, input)
  const screen = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('akvatoria:price-types'))`
    const group = await tx.customerGroup.findUnique({
      where: { id: groupId },
      include: { priceType: true },
    })
    if (!group) throw new NotFoundError(GROUP_NOT_FOUND)
    const chosen = priceTypeId
      ? await tx.priceType.findUnique({ where: { id: priceTypeId } })
      : null
    if (priceTypeId && !chosen) {
      throw new InvalidInputError({ priceTypeId: ['Выберите тип цен из списка.'] })
    }
    const stored = storedGroupPriceType(chosen)
    await tx.customerGroup.update({ where: { id: groupId }, data: { priceTypeId: stored } })
    await recordAudit(tx, {
      action: 'customerGroup.priceType',
      entity: 'customerGroup',
      entityId: groupId,
      before: { priceType: group.priceType?.name ?? RETAIL_VIEW.name },
      after: { priceType: stored === null ? RETAIL_VIEW.name : chosen!.name },
    })
    return screenOf(tx)
  })
  // The group's customers are priced per request (lib/userInfo); the guests' caches hold retail only.
  return screen
}
