import type { Certificate as CertificateRow } from '@prisma/client'
import type { CertificateRelationResolvers, QueryResolvers } from 'types/graphql'

import { db } from 'src/lib/db'
import type { FieldLangs } from 'src/lib/domain/localizedText'
import { mediaUrl } from 'src/lib/media'
import { inRequestLocale, langResolvers } from 'src/lib/textLocale'

/** A certificate as a reader gets it: its title and description in the request's language, and which. */
export type CertificateRead = CertificateRow & FieldLangs<'title' | 'description'>

/**
 * The company's certificates the back office has not hidden, in display
 * order, in the request's language (issue 33; empty Kazakh: Russian)
 * (GraphQL `certificates`, REST /certificates/).
 */
export async function listCertificates(): Promise<CertificateRead[]> {
  const rows = await db.certificate.findMany({
    where: { isActive: true },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  })
  return rows.map((row) => inRequestLocale(row, ['title', 'description']))
}

export const certificates: QueryResolvers['certificates'] = () => listCertificates()

/** Field resolvers: stored media paths become public addresses, as in REST; the texts' languages. */
export const Certificate: CertificateRelationResolvers = {
  ...langResolvers(['title', 'description']),
  image: (_args, { root }) => mediaUrl(root.image)!,
  file: (_args, { root }) => mediaUrl(root.file),
}
