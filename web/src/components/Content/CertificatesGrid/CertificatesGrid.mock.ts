// The certificates of the demo content; the first has its PDF.
import { CERTIFICATES } from 'src/testing/content/certificatesMock'

import type { CertificateData } from './CertificatesGrid'

export const standard = (): { certificates: CertificateData[] } => ({
  certificates: CERTIFICATES.slice(0, 4),
})
