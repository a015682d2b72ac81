import AboutUsNav from 'src/components/Content/AboutUsNav/AboutUsNav'
import CertificatesCell from 'src/components/Content/CertificatesCell'
import PageMeta from 'src/components/PageMeta/PageMeta'
import { PATHS } from 'src/lib/links'

/** /about/certificate: the company's certificates, declarations and dealer certificates. */
const CertificatePage = () => (
  <main className="page">
    <PageMeta
      title="Сертификаты"
      description="Сертификаты соответствия, декларации, лицензии и дилерские сертификаты компании «Акватория»."
      path={PATHS.certificate}
    />
    <AboutUsNav current="certificates" />
    <h1 className="page__title">Сертификаты</h1>
    <CertificatesCell />
  </main>
)

export default CertificatePage
