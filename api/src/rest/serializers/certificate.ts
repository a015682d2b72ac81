import type { Certificate } from '@prisma/client'
import { z } from 'zod'

import { mediaUrl } from 'src/lib/media'

export const CertificateSchema = z
  .strictObject({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    image: z.string().describe('Адрес картинки сертификата'),
    file: z.string().nullable().describe('Адрес документа (PDF), если есть'),
    position: z.number().int(),
  })
  .meta({ id: 'Certificate', description: 'Сертификат компании или продукции' })

export function serializeCertificate(certificate: Certificate): z.input<typeof CertificateSchema> {
  return {
    id: certificate.id,
    title: certificate.title,
    description: certificate.description,
    image: mediaUrl(certificate.image) ?? '',
    file: mediaUrl(certificate.file),
    position: certificate.position,
  }
}
