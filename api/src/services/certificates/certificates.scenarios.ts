import type { Prisma } from '@prisma/client'

export const standard = defineScenario<Prisma.CertificateCreateArgs>({
  certificate: {
    eaeu: {
      data: {
        title: 'Сертификат соответствия ЕАЭС',
        image: 'demo/certificates/certificate-2.svg',
        file: 'demo/certificates/eaeu.pdf',
        position: 2,
      },
    },
    iso: {
      data: {
        title: 'ISO 9001',
        titleKk: 'ISO 9001 сертификаты',
        description: 'Система менеджмента качества',
        image: 'demo/certificates/certificate-1.svg',
        position: 1,
      },
    },
  },
})
