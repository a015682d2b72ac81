// The certificates of the demo content; the first has its PDF.
import { CERTIFICATES } from 'src/testing/content/certificatesMock'

import type { CertificateData } from './CertificatesGrid'

export const standard = (): { certificates: CertificateData[] } => ({
  certificates: CERTIFICATES.slice(0, 4),
})

/** A Kazakh page's answer (issue 33): the first certificate written in Kazakh, the others Russian. */
export const inKazakh = (): { certificates: CertificateData[] } => {
  const [first, ...rest] = standard().certificates
  return {
    certificates: [
      {
        ...first,
        title: '«Аква-Контроль» басқару шкафтарына арналған ЕАЭО сәйкестік сертификаты',
        titleLang: 'kk',
        description:
          'КО ТР 004/2011 «Төмен вольтты жабдықтың қауіпсіздігі туралы» және КО ТР 020/2011. 2031 жылға дейін жарамды.',
        descriptionLang: 'kk',
      },
      ...rest,
    ],
  }
}
