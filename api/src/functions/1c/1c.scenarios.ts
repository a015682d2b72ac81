import type { Prisma } from '@prisma/client'

import { hashPassword as dbAuthHash } from '@redwoodjs/auth-dbauth-api'

const [hashedPassword, salt] = dbAuthHash('Пароль-обмена-1С-1')

/**
 * The exchange account, a customer and an editor with the same password; a
 * shop 1C's warehouse «Атырау» feeds; a product that came from 1C earlier
 * (to be hidden by a full exchange that no longer lists it) and one made on
 * the site (never touched).
 */
export const standard = defineScenario<
  | Prisma.UserCreateArgs
  | Prisma.ShopCreateArgs
  | Prisma.CategoryCreateArgs
  | Prisma.ProductCreateArgs
>({
  user: {
    exchange: {
      data: {
        email: '1c@test.kz',
        hashedPassword,
        salt,
        role: 'exchange',
        emailConfirmedAt: new Date(),
      },
    },
    customer: {
      data: { email: 'anna@test.kz', hashedPassword, salt, emailConfirmedAt: new Date() },
    },
    editor: {
      data: {
        email: 'editor@test.kz',
        hashedPassword,
        salt,
        role: 'editor',
        emailConfirmedAt: new Date(),
      },
    },
  },
  shop: {
    atyrau: {
      data: {
        name: 'Атырау',
        nameForGuest: 'Магазин в Атырау',
        city: 'Атырау',
        address: 'ул. Сатпаева, 17',
        position: 1,
      },
    },
  },
  category: {
    tanks: { data: { name: 'Баки и емкости', slug: 'baki-i-emkosti', position: 1 } },
  },
  product: {
    gone: (s) => ({
      data: {
        article: 'OLD-1C',
        externalId: 'old-1c-id',
        name: 'Бак снятый с продажи в 1С',
        slug: 'bak-snyatyy',
        categoryId: s.category.tanks.id,
        price: 1000,
        currentPrice: 1000,
      },
    }),
    siteOnly: (s) => ({
      data: {
        article: 'SITE-1',
        name: 'Бак только на сайте',
        slug: 'bak-tolko-na-sayte',
        categoryId: s.category.tanks.id,
        price: 2000,
        currentPrice: 2000,
      },
    }),
  },
})

export type StandardScenario = typeof standard
