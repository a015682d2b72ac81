import { useState } from 'react'

import { formatKzPhone, normalizeKzPhone } from '@domain/phone'
import type { SiteContentQuery, SiteContentQueryVariables } from 'types/graphql'

import { usePrerenderedQuery } from 'src/lib/prerenderedQuery'

/**
 * The editors' blocks the page frame shows (header, footer, promo banner,
 * floating contacts, search), in one request: asked once per visit, not
 * again by every component and page (useContentBlock).
 */
export const SITE_CONTENT = gql`
  query SiteContentQuery {
    contacts: siteBlock(key: "contacts") {
      key
      title
      titleLang
      body
      data
      validUntil
      isActive
    }
    advantages: siteBlock(key: "advantages") {
      key
      title
      titleLang
      body
      data
      validUntil
      isActive
    }
    promoBanner: siteBlock(key: "promo_banner") {
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

/** Whether a hook of this visit already asked the api for the blocks (see useContentBlock). */
let askedThisVisit = false

/**
 * One of the frame's blocks. A prerendered page carries them (its HTML shows
 * the banner and the contacts at once); the first hook of a visit asks the
 * api again, since the build may be older than an editor's change, and the
 * others read that answer.
 */
export function useContentBlock(key: SiteBlockKey) {
  const [fetchPolicy] = useState(() => {
    if (askedThisVisit) return 'cache-first' as const
    askedThisVisit = typeof window !== 'undefined'
    return 'cache-and-network' as const
  })
  const { data, loading, error } = usePrerenderedQuery<SiteContentQuery, SiteContentQueryVariables>(
    SITE_CONTENT,
    { fetchPolicy }
  )
  return { block: data?.[SITE_BLOCK_FIELDS[key]] ?? null, loading, error }
}

export function useSiteContacts(): SiteContacts | null {
  const { block } = useContentBlock('contacts')
  return siteContactsOf(block?.data)
}
