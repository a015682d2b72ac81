import AboutUsNav from 'src/components/Content/AboutUsNav/AboutUsNav'
import ContentBlockCell from 'src/components/ContentBlockCell'
import PageMeta from 'src/components/PageMeta/PageMeta'
import { useAboutT } from 'src/lib/i18n/aboutSide'
import { PATHS } from 'src/lib/links'

/**
 * /about/about-us: the company's story, edited as the content block «about»
 * (its title is the page heading; the cell also names the tab after it and
 * describes the page from its text).
 */
const AboutUsPage = () => {
  const t = useAboutT()
  return (
    <main className="page">
      <PageMeta
        title={t('about.nav.aboutUs')}
        description={t('about.description')}
        path={PATHS.aboutUs}
      />
      <AboutUsNav current="aboutUs" />
      <ContentBlockCell blockKey="about" />
    </main>
  )
}

export default AboutUsPage
