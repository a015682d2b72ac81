import type { AboutUsEventsQuery, AboutUsEventsQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import AboutUsVideos from 'src/components/Content/AboutUsVideos/AboutUsVideos'
import NewsList from 'src/components/Content/NewsList/NewsList'
import { ButtonLink } from 'src/components/ui/Button'
import { useLocalePath } from 'src/lib/i18n'
import { useAboutT } from 'src/lib/i18n/aboutSide'
import { newsListPath } from 'src/lib/links'

/** How many of the latest news the events page shows; the rest is on /about/news. */
export const EVENTS_NEWS_COUNT = 6

/** The latest news and promotions and the channel's videos, in one request. */
export const QUERY: TypedDocumentNode<AboutUsEventsQuery, AboutUsEventsQueryVariables> = gql`
  query AboutUsEventsQuery($newsCount: Int!) {
    newsList(pageSize: $newsCount) {
      count
      results {
        id
        title
        titleLang
        summary
        summaryLang
        image
        isPromo
        publishedAt
      }
    }
    videos {
      id
      title
      titleLang
      url
      preview
    }
  }
`

export const beforeQuery = () => ({ variables: { newsCount: EVENTS_NEWS_COUNT } })

export const Loading = () => {
  const t = useAboutT()
  return (
    <p role="status" className="cell-status">
      {t('about.events.loading')}
    </p>
  )
}

export const isEmpty = (data: AboutUsEventsQuery) =>
  data.newsList.results.length === 0 && data.videos.length === 0

export const Empty = () => {
  const t = useAboutT()
  return <p className="cell-status">{t('about.events.empty')}</p>
}
export const Failure = ({ error }: CellFailureProps<AboutUsEventsQueryVariables>) => {
  const t = useAboutT()
  console.error('events', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      {t('about.events.failed')}
    </p>
  )
}

export const Success = ({
  newsList,
  videos,
}: CellSuccessProps<AboutUsEventsQuery, AboutUsEventsQueryVariables>) => {
  const to = useLocalePath()
  const t = useAboutT()
  return (
    <>
      {newsList.results.length ? (
        <section className="about-events__section" aria-labelledby="about-events-news">
          <h2 id="about-events-news" className="section-title">
            {t('about.events.news')}
          </h2>
          <NewsList news={newsList.results} headingLevel={3} eagerFirst />
          {newsList.count > newsList.results.length ? (
            <p>
              <ButtonLink variant="secondary" to={to(newsListPath())}>
                {t('about.events.allNews', { count: newsList.count })}
              </ButtonLink>
            </p>
          ) : null}
        </section>
      ) : null}
      {videos.length ? (
        <section className="about-events__section" aria-labelledby="about-events-videos">
          <h2 id="about-events-videos" className="section-title">
            {t('about.events.videos')}
          </h2>
          <AboutUsVideos videos={videos} headingLevel={3} />
        </section>
      ) : null}
    </>
  )
}
