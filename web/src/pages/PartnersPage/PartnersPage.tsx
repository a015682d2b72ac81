import AboutUsNav from 'src/components/Content/AboutUsNav/AboutUsNav'
import PartnersCell from 'src/components/Content/PartnersCell'
import PageMeta from 'src/components/PageMeta/PageMeta'
import { useAboutT } from 'src/lib/i18n/aboutSide'
import { PATHS } from 'src/lib/links'

/** /about/partners (menu «Бренды»): the brands we sell, each to its page and its goods. */
const PartnersPage = () => {
  const t = useAboutT()
  return (
    <main className="page">
      <PageMeta
        title={t('about.nav.partners')}
        description={t('about.partners.description')}
        path={PATHS.partners}
      />
      <AboutUsNav current="partners" />
      <h1 className="page__title">{t('about.nav.partners')}</h1>
      <PartnersCell />
    </main>
  )
}

export default PartnersPage
