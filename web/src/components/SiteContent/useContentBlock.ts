import type { ContentBlockQuery, ContentBlockQueryVariables } from 'types/graphql'

import { useQuery } from '@redwoodjs/web'

export const CONTENT_BLOCK = gql`
  query ContentBlockQuery($key: String!) {
    contentBlock(key: $key) {
      key
      title
      body
      data
      validUntil
      isActive
    }
  }
`

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

/** The block's loose JSON as typed contacts; only https links are kept. */
export function siteContactsOf(data: unknown): SiteContacts | null {
  if (!data || typeof data !== 'object') return null
  const raw = data as Record<string, unknown>
  return {
    phone: text(raw.phone),
    phoneE164: text(raw.phoneE164),
    email: text(raw.email),
    hours: text(raw.hours),
    address: text(raw.address),
    socials: links(raw.socials),
    messengers: links(raw.messengers),
  }
}

export function useContentBlock(key: string) {
  const { data, loading, error } = useQuery<ContentBlockQuery, ContentBlockQueryVariables>(
    CONTENT_BLOCK,
    { variables: { key } }
  )
  return { block: data?.contentBlock ?? null, loading, error }
}

export function useSiteContacts(): SiteContacts | null {
  const { block } = useContentBlock('contacts')
  return siteContactsOf(block?.data)
}
