import type { Prisma } from '@prisma/client'
import { atyrauShop, TEST_ACCOUNT as USER } from 'testing/scenarioRows'

/** One user of every role and one record of every content kind, all shown in the shop. */
export const standard = defineScenario<
  | Prisma.UserCreateArgs
  | Prisma.NewsCreateArgs
  | Prisma.ObjectTypeCreateArgs
  | Prisma.ProjectCreateArgs
  | Prisma.CertificateCreateArgs
  | Prisma.BrandCreateArgs
  | Prisma.FaqEntryCreateArgs
  | Prisma.ProductionPageCreateArgs
  | Prisma.ContentBlockCreateArgs
  | Prisma.VideoCreateArgs
  | Prisma.SlideCreateArgs
  | Prisma.CategoryCreateArgs
  | Prisma.SubcategoryCreateArgs
  | Prisma.ShopCreateArgs
>({
  user: {
    customer: { data: { ...USER, email: 'aigerim@example.kz' } },
    manager: { data: { ...USER, email: 'manager@example.kz', role: 'manager' } },
    editor: { data: { ...USER, email: 'editor@example.kz', role: 'editor' } },
    admin: { data: { ...USER, email: 'admin@example.kz', role: 'admin' } },
  },
  news: {
    warehouse: {
      data: {
        title: 'Новый склад в Атырау',
        slug: 'novyj-sklad',
        body: 'Открыли склад.',
        publishedAt: new Date('2026-11-01T09:00:00Z'),
      },
    },
    older: {
      data: {
        title: 'Скидки на насосы',
        slug: 'skidki',
        body: 'Скидки.',
        publishedAt: new Date('2026-10-01T09:00:00Z'),
      },
    },
  },
  objectType: { pools: { data: { name: 'Бассейны', slug: 'pools' } } },
  project: {
    pool: (s) => ({
      data: {
        title: 'Бассейн в Актобе',
        slug: 'bassejn',
        typeId: s.objectType.pools.id,
        location: 'Актобе',
      },
    }),
  },
  certificate: { iso: { data: { title: 'ISO 9001', image: 'certificates/iso.png', position: 1 } } },
  brand: { grundfos: { data: { name: 'Grundfos', slug: 'grundfos' } } },
  faqEntry: { pay: { data: { question: 'Как оплатить?', answer: 'Картой.', position: 1 } } },
  productionPage: { tanks: { data: { slug: 'baki', title: 'Баки', body: 'Делаем баки.' } } },
  contentBlock: {
    promo: { data: { key: 'promo_banner', title: 'Бесплатная доставка', body: 'От 10 000 ₸.' } },
  },
  video: { intro: { data: { title: 'О компании', url: 'https://youtu.be/x', position: 1 } } },
  slide: { hero: { data: { kind: 'carousel', title: 'Насосы', image: 'slides/hero.jpg' } } },
  category: { pumps: { data: { name: 'Насосное оборудование', slug: 'nasosy', position: 1 } } },
  shop: { atyrau: atyrauShop({ isCanOrderByGuest: true }) },
  subcategory: {
    circulation: (s) => ({
      data: { name: 'Циркуляционные насосы', slug: 'cirk', categoryId: s.category.pumps.id },
    }),
  },
})

export type StandardScenario = typeof standard
