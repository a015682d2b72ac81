import AboutUsEventsCell from 'src/components/Content/AboutUsEventsCell'
import AboutUsNav from 'src/components/Content/AboutUsNav/AboutUsNav'
import PageMeta from 'src/components/PageMeta/PageMeta'
import { useAboutT } from 'src/lib/i18n/aboutSide'
import { PATHS } from 'src/lib/links'

/** /about-us-events: the latest news and promotions and the company channel's videos. */
const AboutUsEventsPage = () => {
  const t = useAboutT()
  return (
    <main className="page">
      <PageMeta
        title={t('about.nav.events')}
        description={t('about.events.description')}
        path={PATHS.aboutUsEvents}
      />
      <AboutUsNav current="events" />
      <h1 className="page__title">{t('about.nav.events')}</h1>
      <AboutUsEventsCell />
    </main>
  )
}

export default AboutUsEventsPage
