import AboutUsEventsCell from 'src/components/Content/AboutUsEventsCell'
import AboutUsNav from 'src/components/Content/AboutUsNav/AboutUsNav'
import PageMeta from 'src/components/PageMeta/PageMeta'
import { PATHS } from 'src/lib/links'

/** /about-us-events: the latest news and promotions and the company channel's videos. */
const AboutUsEventsPage = () => (
  <main className="page">
    <PageMeta
      title="События и видео"
      description="Последние новости и акции «Акватории» и видео о нашем оборудовании, монтаже и производстве."
      path={PATHS.aboutUsEvents}
    />
    <AboutUsNav current="events" />
    <h1 className="page__title">События и видео</h1>
    <AboutUsEventsCell />
  </main>
)

export default AboutUsEventsPage
