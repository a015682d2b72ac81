import type { Brand, Category, Prisma, Product, Shop, Subcategory } from '@prisma/client'

/**
 * Two shops, two sections (one with a subcategory), a brand and one product
 * already in the catalogue: NS-1 in stock in Атырау only, with a
 * characteristic and a picture.
 */
export const standard = defineScenario<
  | Prisma.ShopCreateArgs
  | Prisma.CategoryCreateArgs
  | Prisma.SubcategoryCreateArgs
  | Prisma.BrandCreateArgs
  | Prisma.ProductCreateArgs
>({
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
    aktobe: {
      data: {
        name: 'Актобе',
        nameForGuest: 'Магазин в Актобе',
        city: 'Актобе',
        address: 'пр. Абилкайыр хана, 62',
        position: 2,
      },
    },
  },
  category: {
    pumps: { data: { name: 'Насосное оборудование', slug: 'nasosnoe-oborudovanie', position: 1 } },
    tanks: { data: { name: 'Баки и емкости', slug: 'baki-i-emkosti', position: 2 } },
  },
  subcategory: {
    circulation: (s) => ({
      data: {
        name: 'Циркуляционные насосы',
        slug: 'cirkulyacionnye-nasosy',
        categoryId: s.category.pumps.id,
      },
    }),
  },
  brand: { grundfos: { data: { name: 'Grundfos', slug: 'grundfos' } } },
  product: {
    pump: (s) => ({
      data: {
        article: 'NS-1',
        name: 'Насос циркуляционный Grundfos UPS 25-40',
        slug: 'nasos-cirkulyacionnyy-grundfos-ups-25-40',
        categoryId: s.category.pumps.id,
        subcategoryId: s.subcategory.circulation.id,
        brandId: s.brand.grundfos.id,
        price: 52000,
        currentPrice: 52000,
        stock: { create: [{ shopId: s.shop.atyrau.id, count: 3 }] },
        attributes: {
          create: [{ name: 'Мощность, кВт', value: '0,045', valueNumber: 0.045, unit: 'кВт' }],
        },
        images: {
          create: [
            { file: 'demo/products/NS-1-1.svg', alt: 'Насос циркуляционный Grundfos UPS 25-40' },
          ],
        },
      },
    }),
  },
})

type Named<T, K extends string> = Record<K, T>

export type StandardScenario = {
  shop: Named<Shop, 'atyrau' | 'aktobe'>
  category: Named<Category, 'pumps' | 'tanks'>
  subcategory: Named<Subcategory, 'circulation'>
  brand: Named<Brand, 'grundfos'>
  product: Named<Product, 'pump'>
}
