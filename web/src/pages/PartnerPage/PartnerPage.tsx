import AboutUsNav from 'src/components/Content/AboutUsNav/AboutUsNav'
import PartnersBrandCell from 'src/components/Content/PartnersBrandCell'
import { NotFoundMain } from 'src/components/NotFound/NotFound'
import PageMeta from 'src/components/PageMeta/PageMeta'
import { useAboutT } from 'src/lib/i18n/aboutSide'
import { partnerPath } from 'src/lib/links'
import { useServedNotFound } from 'src/lib/servedNotFound'

/**
 * /about/partners/{id}: one brand and a link to its goods in the catalogue.
 * Until it loads the page is named after the section; the cell then names it
 * after the brand or says it is not found.
 */
const PartnerPage = ({ id }: { id: number }) => {
  const t = useAboutT()
  // The server answered this address 404 (no such brand): draw what it served.
  if (useServedNotFound()) return <NotFoundMain />
  return (
    <main className="page">
      <PageMeta
        title={t('about.nav.partners')}
        description={t('about.partners.brandDescription')}
        path={partnerPath(id)}
      />
      <AboutUsNav current="partners" inside />
      <PartnersBrandCell id={id} />
    </main>
  )
}

export default PartnerPage
