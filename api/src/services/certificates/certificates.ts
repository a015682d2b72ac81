import type { Certificate as CertificateRow } from '@prisma/client'
import type { CertificateRelationResolvers, QueryResolvers } from 'types/graphql'

import { db } from 'src/lib/db'
import { mediaUrl } from 'src/lib/media'

/** The company's certificates the back office has not hidden, in display order (GraphQL `certificates`, REST /certificates/). */
export function listCertificates(): Promise<CertificateRow[]> {
  return db.certificate.findMany({
    where: { isActive: true },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  })
}

export const certificates: QueryResolvers['certificates'] = () => listCertificates()

/** Field resolvers: stored media paths become public addresses, as in REST. */
export const Certificate: CertificateRelationResolvers = {
  image: (_args, { root }) => mediaUrl(root.image)!,
  file: (_args, { root }) => mediaUrl(root.file),
}
