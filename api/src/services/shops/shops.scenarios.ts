import type { Prisma } from '@prisma/client'

export const standard = defineScenario<Prisma.ShopCreateArgs>({
  shop: {
    aktobe: {
      data: {
        name: 'Актобе',
        nameForGuest: 'Магазин в Актобе',
        isCanOrderByGuest: false,
        city: 'Актобе',
        address: 'г. Актобе, пр. Абилкайыр хана, 62',
        position: 2,
      },
    },
    atyrau: {
      data: {
        name: 'Атырау',
        nameForGuest: 'Магазин в Атырау',
        isCanOrderByGuest: true,
        city: 'Атырау',
        address: 'г. Атырау, ул. Сатпаева, 17',
        addressKk: 'Атырау қ., Сәтбаев к-сі, 17',
        phone: '+7 (7122) 20-30-41',
        position: 1,
      },
    },
  },
})
