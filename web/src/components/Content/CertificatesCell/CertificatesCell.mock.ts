// The eight certificates of the demo content.
import type { CertificatesQuery } from 'types/graphql'

import { CERTIFICATES } from 'src/testing/content/certificatesMock'

export const standard = (): CertificatesQuery => ({ certificates: CERTIFICATES })
