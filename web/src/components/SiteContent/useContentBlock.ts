import { formatKzPhone, normalizeKzPhone } from '@domain/phone'
import type { SiteContentQuery, SiteContentQueryVariables } from 'types/graphql'

import { useQuery } from '@redwoodjs/web'

/**
 * The editors' blocks the page frame shows (header, footer, promo banner,
 * floating contacts, search), in one request. Read cache-first: they are
 * fetched once per visit, not again by every component and page.
 */
export const SITE_CONTENT = gql`
  query SiteContentQuery {
    contacts: contentBlock(key: "contacts") {
      key
      title
      titleLang
      body
      data
      validUntil
      isActive
    }
    advantages: contentBlock(key: "advantages") {
      key
      title
      titleLang
      body
      data
      validUntil
      isActive
    }
    promoBanner: contentBlock(key: "promo_banner") {
      key
      title
      titleLang
      body
      data
      validUntil
      isActive
    }
  }
`

/** The frame's blocks by their editors' key. */
const SITE_BLOCK_FIELDS = {
  contacts: 'contacts',
  advantages: 'advantages',
  promo_banner: 'promoBanner',
} as const
export type SiteBlockKey = keyof typeof SITE_BLOCK_FIELDS

/** The site's contact facts, edited in the `contacts` content block. */
export interface SiteContacts {
  phone: string
  phoneE164: string
  email: string
  hours: string
  address: string
  socials: Partial<Record<'youtube' | 'instagram' | 'facebook', string>>
  messengers: Partial<Record<'whatsapp' | 'telegram', string>>
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const links = (value: unknown): Record<string, string> =>
  value && typeof value === 'object'
    ? Object.fromEntries(
        Object.entries(value as Record<string, unknown>).filter(
          (entry): entry is [string, string] =>
            typeof entry[1] === 'string' && /^https:\/\//.test(entry[1])
        )
      )
    : {}

/**
 * The block's loose JSON as typed contacts; only https links are kept. The
 * phone is shown as the shop shows every phone (domain/phone), whatever the
 * editor typed.
 */
export function siteContactsOf(data: unknown): SiteContacts | null {
  if (!data || typeof data !== 'object') return null
  const raw = data as Record<string, unknown>
  const phone = text(raw.phone) || text(raw.phoneE164)
  return {
    phone: formatKzPhone(phone),
    phoneE164: text(raw.phoneE164) || normalizeKzPhone(phone) || '',
    email: text(raw.email),
    hours: text(raw.hours),
    address: text(raw.address),
    socials: links(raw.socials),
    messengers: links(raw.messengers),
  }
}

export function useContentBlock(key: SiteBlockKey) {
  const { data, loading, error } = useQuery<SiteContentQuery, SiteContentQueryVariables>(
    SITE_CONTENT,
    { fetchPolicy: 'cache-first' }
  )
  return { block: data?.[SITE_BLOCK_FIELDS[key]] ?? null, loading, error }
}

export function useSiteContacts(): SiteContacts | null {
  const { block } = useContentBlock('contacts')
  return siteContactsOf(block?.data)
}
