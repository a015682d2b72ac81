import type { Prisma } from '@prisma/client'

const DAY = 24 * 60 * 60 * 1000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY)

/**
 * Goods of two sections in two shops: discounted, on request (price 0),
 * out of stock, popular, new; with sizes and characteristics.
 */
export const standard = defineScenario<
  | Prisma.CategoryCreateArgs
  | Prisma.BrandCreateArgs
  | Prisma.ShopCreateArgs
  | Prisma.ProductCreateArgs
>({
  category: {
    promo: { data: { name: 'Акции', slug: 'akcii', kind: 'promo', position: 0 } },
    pumps: {
      data: {
        name: 'Насосное оборудование',
        slug: 'nasosnoe-oborudovanie',
        position: 4,
        subcategories: {
          create: [
            { name: 'Циркуляционные насосы', slug: 'cirkulyacionnye-nasosy' },
            { name: 'Скважинные насосы', slug: 'skvazhinnye-nasosy' },
          ],
        },
      },
    },
    tanks: {
      data: {
        name: 'Баки и емкости',
        slug: 'baki-i-emkosti',
        position: 6,
        subcategories: { create: [{ name: 'Баки для воды', slug: 'baki-dlya-vody' }] },
      },
    },
  },
  brand: {
    grundfos: { data: { name: 'Grundfos', slug: 'grundfos' } },
    wilo: { data: { name: 'Wilo', slug: 'wilo' } },
    anion: { data: { name: 'Анион', slug: 'anion' } },
  },
  shop: {
    atyrau: {
      data: {
        name: 'Атырау',
        nameForGuest: 'Магазин в Атырау',
        isCanOrderByGuest: true,
        city: 'Атырау',
        address: 'г. Атырау, ул. Сатпаева, 17',
        position: 1,
      },
    },
    aktobe: {
      data: {
        name: 'Актобе',
        nameForGuest: 'Магазин в Актобе',
        city: 'Актобе',
        address: 'г. Актобе, пр. Абилкайыр хана, 62',
        position: 2,
      },
    },
  },
  product: {
    ups: (s) => ({
      data: {
        article: 'GR-UPS-25-40-180',
        name: 'Насос циркуляционный Grundfos UPS 25-40 180',
        slug: 'gr-ups-25-40-180',
        description: 'Для систем отопления частного дома.',
        price: 80000,
        currentPrice: 68000,
        lastPrice: 80000,
        isPopular: true,
        width: 90,
        length: 180,
        createdAt: daysAgo(30),
        category: { connect: { id: s.category.pumps.id } },
        subcategory: { connect: { slug: 'cirkulyacionnye-nasosy' } },
        brand: { connect: { id: s.brand.grundfos.id } },
        images: {
          create: [
            { file: 'demo/products/GR-UPS-25-40-180-2.svg', position: 2 },
            { file: 'demo/products/GR-UPS-25-40-180-1.svg', position: 1 },
          ],
        },
        attributes: {
          create: [
            { name: 'Мощность, кВт', value: '0,06', valueNumber: 0.06, unit: 'кВт', position: 1 },
            { name: 'Напор, м', value: '4', valueNumber: 4, unit: 'м', position: 2 },
            { name: 'Материал корпуса', value: 'Чугун', position: 3 },
          ],
        },
        stock: {
          create: [
            { shop: { connect: { id: s.shop.atyrau.id } }, count: 12 },
            { shop: { connect: { id: s.shop.aktobe.id } }, count: 0 },
          ],
        },
      },
    }),
    sq: (s) => ({
      data: {
        article: 'GR-SQ-3-65',
        name: 'Насос скважинный Grundfos SQ 3-65',
        slug: 'gr-sq-3-65',
        price: 395000,
        currentPrice: 395000,
        width: 74,
        length: 1200,
        createdAt: daysAgo(20),
        category: { connect: { id: s.category.pumps.id } },
        subcategory: { connect: { slug: 'skvazhinnye-nasosy' } },
        brand: { connect: { id: s.brand.grundfos.id } },
        stock: { create: [{ shop: { connect: { id: s.shop.aktobe.id } }, count: 3 }] },
      },
    }),
    star: (s) => ({
      data: {
        article: 'WL-STAR-RS-25-4',
        name: 'Насосная станция Wilo Star-RS 25/4',
        slug: 'wl-star-rs-25-4',
        price: 54000,
        currentPrice: 54000,
        isNew: true,
        isPopular: true,
        width: 120,
        createdAt: daysAgo(2),
        category: { connect: { id: s.category.pumps.id } },
        subcategory: { connect: { slug: 'cirkulyacionnye-nasosy' } },
        brand: { connect: { id: s.brand.wilo.id } },
      },
    }),
    station: (s) => ({
      data: {
        article: 'WL-SKID-2',
        name: 'Насосная станция Wilo SiBoost по проекту',
        slug: 'wl-skid-2',
        price: 0,
        currentPrice: 0,
        isNew: true,
        createdAt: daysAgo(1),
        category: { connect: { id: s.category.pumps.id } },
        brand: { connect: { id: s.brand.wilo.id } },
      },
    }),
    tank: (s) => ({
      data: {
        article: 'AN-V-500',
        name: 'Ёмкость для воды вертикальная Анион 500 л',
        slug: 'an-v-500',
        price: 75000,
        currentPrice: 61000,
        lastPrice: 75000,
        width: 800,
        length: 800,
        createdAt: daysAgo(10),
        category: { connect: { id: s.category.tanks.id } },
        subcategory: { connect: { slug: 'baki-dlya-vody' } },
        brand: { connect: { id: s.brand.anion.id } },
        stock: { create: [{ shop: { connect: { id: s.shop.atyrau.id } }, count: 4 }] },
      },
    }),
    hidden: (s) => ({
      data: {
        article: 'OLD-1',
        name: 'Снятый с продажи насос',
        slug: 'old-1',
        price: 1000,
        currentPrice: 1000,
        isActive: false,
        category: { connect: { id: s.category.pumps.id } },
      },
    }),
  },
})

export type StandardScenario = typeof standard
