import type { Prisma } from '@prisma/client'

/**
 * A little of everything the content import touches: an object type, a news
 * item, a certificate and a FAQ entry entered before the import (no key), a
 * brand, a text page and a production page.
 */
export const standard = defineScenario<
  | Prisma.ObjectTypeCreateArgs
  | Prisma.NewsCreateArgs
  | Prisma.CertificateCreateArgs
  | Prisma.FaqEntryCreateArgs
  | Prisma.BrandCreateArgs
  | Prisma.ContentBlockCreateArgs
  | Prisma.ProductionPageCreateArgs
>({
  objectType: {
    social: { data: { name: 'Социальные объекты', slug: 'socialnye-obekty', position: 1 } },
  },
  news: {
    old: {
      data: {
        slug: 'staraya-novost',
        title: 'Старая новость',
        body: 'Текст старой новости.',
        publishedAt: new Date('2026-01-10T09:00:00Z'),
      },
    },
  },
  certificate: {
    iso: {
      data: {
        title: 'Сертификат ISO 9001:2015',
        image: 'demo/certificates/certificate-3.svg',
        position: 3,
      },
    },
  },
  faqEntry: {
    pay: {
      data: { question: 'Какие способы оплаты доступны?', answer: 'Наличными.', position: 1 },
    },
  },
  brand: {
    grundfos: { data: { name: 'Grundfos', slug: 'grundfos', country: 'Дания' } },
  },
  contentBlock: {
    delivery: { data: { key: 'delivery', title: 'Доставка и оплата', body: 'Доставляем.' } },
  },
  productionPage: {
    water: {
      data: { slug: 'water-purification', title: 'Водоочистка', body: 'Системы водоочистки.' },
    },
  },
})
