import type { Prisma, Shop as ShopRow } from '@prisma/client'
import type { QueryResolvers, ShopRelationResolvers } from 'types/graphql'

import { db } from 'src/lib/db'
import { inRequestLocale } from 'src/lib/textLocale'

export interface ShopListInput {
  /** Only shops where a guest may order (the operator form's city list, SPEC §5). */
  isCanOrderByGuest?: boolean | null
}

/** The shops in display order (GraphQL `shops`, REST /shop/). */
export function listShops(input: ShopListInput = {}): Promise<ShopRow[]> {
  const where: Prisma.ShopWhereInput =
    typeof input.isCanOrderByGuest === 'boolean'
      ? { isCanOrderByGuest: input.isCanOrderByGuest }
      : {}
  return db.shop.findMany({ where, orderBy: [{ position: 'asc' }, { id: 'asc' }] })
}

/** The nested address of SPEC §3 (`shop.address.address`), as the old site's clients read it. */
export const shopAddress = (shop: Pick<ShopRow, 'address' | 'city'>) => ({
  address: shop.address,
  city: shop.city,
})

/**
 * A shop's texts a buyer reads, in the request's language (issue 33; empty
 * Kazakh: Russian): the name for guests, the hours and the street address
 * (the city is a proper name; pages write it with cityIn).
 */
export const shopInRequestLocale = (shop: ShopRow) =>
  inRequestLocale(shop, ['nameForGuest', 'workingHours', 'address'] as const)

export const shops: QueryResolvers['shops'] = async (args) =>
  (await listShops(args ?? {})).map(shopInRequestLocale)

// A shop reaches GraphQL from many reads: the list and a product's stock
// hand over rows already in the request's language (their types ask for the
// `…Lang` fields); any other (an order's pickup shop) a raw row. Every one
// is answered through these resolvers, so none answers null; localizing an
// already localized row changes nothing.
const shopTexts = (root: unknown) => shopInRequestLocale(root as ShopRow)

export const Shop: ShopRelationResolvers = {
  address: (_args, { root }) => {
    const shop = shopTexts(root)
    return { ...shopAddress(shop), addressLang: shop.addressLang }
  },
  nameForGuest: (_args, { root }) => shopTexts(root).nameForGuest,
  nameForGuestLang: (_args, { root }) => shopTexts(root).nameForGuestLang,
  workingHours: (_args, { root }) => shopTexts(root).workingHours,
  workingHoursLang: (_args, { root }) => shopTexts(root).workingHoursLang,
}
