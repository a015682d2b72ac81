// Demo content blocks of the page frame (footer, header, floating contacts, promo) for stories and tests.
import { DEMO_CONTACTS_BLOCK, DEMO_PROMO_BLOCK } from 'src/components/SiteContent/SiteContent.mock'

/** The editors' `advantages` block (the demo data's three). */
export const DEMO_ADVANTAGES_BLOCK = {
  __typename: 'ContentBlock' as const,
  key: 'advantages',
  title: 'Наши преимущества',
  titleLang: 'ru' as const,
  body: '',
  validUntil: null,
  isActive: true,
  data: {
    items: [
      {
        key: 'delivery',
        title: 'Быстрая доставка и монтаж по городу',
        text: 'Привезём заказ в день оформления и установим оборудование силами наших специалистов.',
      },
      {
        key: 'warranty',
        title: 'Гарантия и сервис',
        text: 'Официальная гарантия производителей, собственный сервисный центр и оригинальные запчасти.',
      },
      {
        key: 'production',
        title: 'Собственное производство любой сложности',
        text: 'Котельные, тепловые пункты, насосные станции и шкафы управления под ваш объект.',
      },
    ],
  },
}

/** The fields a story or test may change in a block. */
export interface BlockOverride {
  title?: string
  titleLang?: 'ru' | 'kk'
  body?: string
  data?: unknown
  validUntil?: string | null
  isActive?: boolean
}

const DEMO_BLOCKS: Record<string, BlockOverride> = {
  contacts: DEMO_CONTACTS_BLOCK,
  promo_banner: DEMO_PROMO_BLOCK,
  advantages: DEMO_ADVANTAGES_BLOCK,
}

/**
 * Answers SiteContentQuery (the frame's blocks) with the demo blocks;
 * `overrides` change a block's fields (or, as null, leave the block empty).
 */
export const mockSiteBlocks = (overrides: Record<string, BlockOverride | null> = {}) => {
  const block = (key: string) => {
    const empty = {
      __typename: 'ContentBlock' as const,
      key,
      title: '',
      titleLang: 'ru' as const,
      body: '',
      data: null,
      validUntil: null,
      isActive: false,
    }
    const override = overrides[key]
    if (override === null) return empty
    return { ...empty, ...DEMO_BLOCKS[key], ...override, key }
  }
  return mockGraphQLQuery('SiteContentQuery', () => ({
    contacts: block('contacts'),
    advantages: block('advantages'),
    promoBanner: block('promo_banner'),
  }))
}
