// Demo content blocks for stories and tests.
/** Realistic contacts for stories and tests (the demo data's). */
export const DEMO_CONTACTS_BLOCK = {
  __typename: 'ContentBlock' as const,
  key: 'contacts',
  title: 'Контакты',
  titleLang: 'ru' as const,
  body: '',
  validUntil: null,
  isActive: true,
  data: {
    phone: '+7 (7122) 20-30-40',
    phoneE164: '+77122203040',
    email: 'info@akvatoria.kz',
    hours: 'Ежедневно с 9:00 до 18:00',
    address: 'г. Атырау, промзона Тендык, ул. Промышленная, 5',
    socials: {
      youtube: 'https://www.youtube.com/@akvatoria_kz',
      instagram: 'https://www.instagram.com/akvatoria.kz/',
      facebook: 'https://www.facebook.com/akvatoria.kz',
    },
    messengers: { whatsapp: 'https://wa.me/77122203040', telegram: 'https://t.me/akvatoria_kz' },
  },
}

export const DEMO_PROMO_BLOCK = {
  __typename: 'ContentBlock' as const,
  key: 'promo_banner',
  title: 'Бесплатная доставка при покупке от 10 000 ₸',
  titleLang: 'ru' as const,
  body: 'Доставим заказ по городу бесплатно при покупке от 10 000 ₸.',
  validUntil: '2027-01-01T00:00:00.000Z',
  isActive: true,
  data: { link: '/delivery', pulseEveryMs: 15000, pulseDurationMs: 1000 },
}
