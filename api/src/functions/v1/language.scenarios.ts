import type { Prisma } from '@prisma/client'

/**
 * A shop half written in Kazakh: the pumps section, one subcategory, the
 * pump's name, a news item and a carousel slide have Kazakh texts; the
 * boilers section, the pump's description, the news summary and the
 * slide's subtitle do not (the reader gets Russian there). The footer's
 * advantages have a Kazakh twin inside their data for one item of two.
 */
export const standard = defineScenario<
  | Prisma.CategoryCreateArgs
  | Prisma.SubcategoryCreateArgs
  | Prisma.ProductCreateArgs
  | Prisma.NewsCreateArgs
  | Prisma.SlideCreateArgs
  | Prisma.ShopCreateArgs
  | Prisma.ContentBlockCreateArgs
>({
  category: {
    pumps: {
      data: {
        name: 'Насосное оборудование',
        nameKk: 'Сорғы жабдықтары',
        slug: 'nasosnoe-oborudovanie',
        description: 'Насосы для дома и производства',
        position: 1,
        isOnMain: true,
      },
    },
    boilers: {
      data: { name: 'Котельное оборудование', slug: 'kotelnoe-oborudovanie', position: 2 },
    },
  },
  subcategory: {
    circulation: (scenario) => ({
      data: {
        name: 'Циркуляционные насосы',
        nameKk: 'Айналымдық сорғылар',
        slug: 'cirkulyacionnye-nasosy',
        categoryId: scenario.category.pumps.id,
      },
    }),
  },
  product: {
    pump: (scenario) => ({
      data: {
        article: 'NS-100',
        name: 'Насос циркуляционный UPS 25-40',
        nameKk: 'UPS 25-40 айналымдық сорғысы',
        description: 'Для систем отопления частного дома.',
        slug: 'ns-100',
        categoryId: scenario.category.pumps.id,
        subcategoryId: scenario.subcategory.circulation.id,
        price: '45000',
        currentPrice: '45000',
        attributes: {
          create: [
            { name: 'Мощность', nameKk: 'Қуаты', value: '45', unit: 'Вт' },
            { name: 'Напор', value: '4', unit: 'м' },
            { name: 'Подача', value: '3,5', unit: 'м³/ч', position: 2 },
            { name: 'Защита от сухого хода', value: 'Есть', position: 3 },
            { name: 'Материал корпуса', value: 'Чугун', position: 4 },
          ],
        },
        images: {
          create: [
            { file: 'products/ns-100/1.jpg', alt: 'Насос циркуляционный UPS 25-40', position: 0 },
            {
              file: 'products/ns-100/2.jpg',
              alt: 'Насос циркуляционный UPS 25-40 — фото 2',
              position: 1,
            },
          ],
        },
      },
    }),
  },
  news: {
    opening: {
      data: {
        title: 'Открытие склада в Актобе',
        titleKk: 'Ақтөбеде қойма ашылды',
        slug: 'otkrytie-sklada',
        summary: 'Теперь заказы в Актобе приходят за день.',
        body: 'Склад открыт.',
        bodyKk: 'Қойма ашық.',
        publishedAt: new Date('2026-11-01T00:00:00Z'),
      },
    },
  },
  slide: {
    hero: {
      data: {
        kind: 'carousel',
        title: 'Насосы со скидкой',
        titleKk: 'Жеңілдікпен сорғылар',
        subtitle: 'До конца месяца',
        image: 'demo/slides/hero.svg',
      },
    },
  },
  shop: {
    atyrau: {
      data: {
        name: 'Атырау',
        nameForGuest: 'Магазин в Атырау',
        nameForGuestKk: 'Атыраудағы дүкен',
        city: 'Атырау',
        address: 'ул. Сатпаева, 1',
        addressKk: 'Сәтбаев к-сі, 1',
      },
    },
  },
  contentBlock: {
    advantages: {
      data: {
        key: 'advantages',
        title: 'Наши преимущества',
        data: {
          items: [
            {
              key: 'delivery',
              title: 'Быстрая доставка',
              text: 'В день заказа.',
              titleKk: 'Жылдам жеткізу',
              textKk: 'Тапсырыс берген күні.',
            },
            { key: 'warranty', title: 'Гарантия', text: 'До 5 лет.' },
          ],
        },
      },
    },
  },
})

export type StandardScenario = typeof standard
