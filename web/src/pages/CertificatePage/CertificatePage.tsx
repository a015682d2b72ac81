import AboutUsNav from 'src/components/Content/AboutUsNav/AboutUsNav'
import CertificatesCell from 'src/components/Content/CertificatesCell'
import PageMeta from 'src/components/PageMeta/PageMeta'
import { useAboutT } from 'src/lib/i18n/aboutSide'
import { PATHS } from 'src/lib/links'

/** /about/certificate: the company's certificates, declarations and dealer certificates. */
const CertificatePage = () => {
  const t = useAboutT()
  return (
    <main className="page">
      <PageMeta
        title={t('about.nav.certificates')}
        description={t('about.certificates.description')}
        path={PATHS.certificate}
      />
      <AboutUsNav current="certificates" />
      <h1 className="page__title">{t('about.nav.certificates')}</h1>
      <CertificatesCell />
    </main>
  )
}

export default CertificatePage
