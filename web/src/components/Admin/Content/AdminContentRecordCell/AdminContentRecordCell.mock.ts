import type { AdminContentRecordQuery } from 'types/graphql'

/** A shown news item as the api gives it. */
export const news = (): AdminContentRecordQuery => ({
  adminContentRecord: {
    __typename: 'AdminContentRecord' as const,
    kind: 'news',
    id: '1',
    version: 'v1',
    title: 'Новый склад в Атырау',
    visible: true,
    values: {
      id: 1,
      slug: 'novyj-sklad',
      title: 'Новый склад в Атырау',
      publishedAt: '2026-11-01T09:00:00.000Z',
      summary: 'Теперь заказы быстрее.',
      image: 'news/novyj-sklad/foto.jpg',
      gallery: ['news/novyj-sklad/1.jpg'],
      isPromo: false,
      isPublished: true,
      body: '## Адрес\n\nул. Сатпаева, 17\n\n- **с 9 до 18**\n- без выходных',
      titleKk: '',
      summaryKk: '',
      bodyKk: '',
    },
    choices: {},
  },
})

/** A question whose editors wrote it in Kazakh too (the answer's Kazakh still empty). */
export const kazakhFaq = (): AdminContentRecordQuery => ({
  adminContentRecord: {
    __typename: 'AdminContentRecord' as const,
    kind: 'faq',
    id: '4',
    version: 'f1',
    title: 'Как оплатить заказ?',
    visible: true,
    values: {
      id: 4,
      slug: 'oplata',
      question: 'Как оплатить заказ?',
      questionKk: 'Тапсырысты қалай төлеуге болады?',
      answer: 'Картой на сайте или **при получении**.',
      answerKk: '',
      position: 1,
      isActive: true,
    },
    choices: {},
  },
})

/** The blank form of a new object: the object types to choose from. */
export const newObject = (): AdminContentRecordQuery => ({
  adminContentRecord: {
    __typename: 'AdminContentRecord' as const,
    kind: 'objects',
    id: null,
    version: '',
    title: '',
    visible: null,
    values: {},
    choices: {
      typeId: [
        { value: '1', label: 'Бассейны' },
        { value: '2', label: 'Фонтаны' },
      ],
    },
  },
})

/** The promo banner: a page with an end date and JSON data, never hidden. */
export const promoBanner = (): AdminContentRecordQuery => ({
  adminContentRecord: {
    __typename: 'AdminContentRecord' as const,
    kind: 'pages',
    id: 'promo_banner',
    version: 'p1',
    title: 'Бесплатная доставка',
    visible: null,
    values: {
      key: 'promo_banner',
      title: 'Бесплатная доставка',
      body: 'При покупке от **10 000 ₸**.',
      data: { link: '/delivery' },
      validUntil: '2026-12-31T19:00:00.000Z',
    },
    choices: {},
  },
})

/** A catalogue section: its Russian name and description shown (1C's), the Kazakh ones to write. */
export const section = (): AdminContentRecordQuery => ({
  adminContentRecord: {
    __typename: 'AdminContentRecord' as const,
    kind: 'sections',
    id: '2',
    version: 's1',
    title: 'Насосное оборудование',
    visible: null,
    values: {
      id: 2,
      name: 'Насосное оборудование',
      nameKk: '',
      description: 'Насосы для дома и производства.',
      descriptionKk: '',
      position: 1,
    },
    choices: {},
  },
})

/** A kind of objects with its Kazakh name still to write (issue 33). */
export const objectType = (): AdminContentRecordQuery => ({
  adminContentRecord: {
    __typename: 'AdminContentRecord' as const,
    kind: 'objectTypes',
    id: '1',
    version: 't1',
    title: 'Жилые комплексы',
    visible: null,
    values: { id: 1, name: 'Жилые комплексы', nameKk: '', slug: 'zhilye-kompleksy', position: 1 },
    choices: {},
  },
})

/** A city shop: its Kazakh address and hours still to write (issue 33). */
export const shop = (): AdminContentRecordQuery => ({
  adminContentRecord: {
    __typename: 'AdminContentRecord' as const,
    kind: 'shops',
    id: '1',
    version: 'm1',
    title: 'Магазин в Атырау',
    visible: null,
    values: {
      id: 1,
      name: 'Атырау',
      nameForGuest: 'Магазин в Атырау',
      nameForGuestKk: 'Атыраудағы дүкен',
      isCanOrderByGuest: true,
      city: 'Атырау',
      address: 'г. Атырау, ул. Сатпаева, 17',
      addressKk: '',
      phone: '+7 (7122) 20-30-41',
      workingHours: 'Ежедневно с 9:00 до 18:00',
      workingHoursKk: '',
      position: 1,
      kaspiStoreId: 'PP1',
      katoCode: '231010000',
    },
    choices: {},
  },
})
