// The six latest news of the demo content (14 in all) and the four channel videos.
import type { AboutUsEventsQuery, AboutUsEventsQueryVariables } from 'types/graphql'

import { NEWS_ITEMS } from 'src/testing/content/newsMock'
import { VIDEOS } from 'src/testing/content/videosMock'

/** What the cell asks for: the six latest news (EVENTS_NEWS_COUNT). */
export const variables: AboutUsEventsQueryVariables = { newsCount: 6 }

export const standard = (): AboutUsEventsQuery => ({
  newsList: {
    __typename: 'NewsPage' as const,
    count: NEWS_ITEMS.length,
    results: NEWS_ITEMS.slice(0, 6),
  },
  videos: VIDEOS.map(({ __typename, id, title, titleLang, url, preview }) => ({
    __typename,
    id,
    title,
    titleLang,
    url,
    preview,
  })),
})

/** Videos only: no news published yet. */
export const videosOnly = (): AboutUsEventsQuery => ({
  ...standard(),
  newsList: { __typename: 'NewsPage' as const, count: 0, results: [] },
})

export const empty = (): AboutUsEventsQuery => ({ ...videosOnly(), videos: [] })
