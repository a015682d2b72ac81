import { pageCount } from '@domain/pageCount'
import type { NewsListQuery, NewsListQueryVariables } from 'types/graphql'

import { Link } from '@redwoodjs/router'
import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import NewsList from 'src/components/Content/NewsList/NewsList'
import NewsPagination from 'src/components/Content/NewsPagination/NewsPagination'
import { errorCodeOf } from 'src/lib/graphqlErrors'
import { richText, useLocalePath } from 'src/lib/i18n'
import { useAboutT } from 'src/lib/i18n/aboutSide'
import { newsListPath } from 'src/lib/links'

/** One page of published news, newest first; the api decides the page size. */
export const QUERY: TypedDocumentNode<NewsListQuery, NewsListQueryVariables> = gql`
  query NewsListQuery($page: Int) {
    newsList(page: $page) {
      count
      page
      pageSize
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
  }
`

/** Only the page becomes a variable (not every prop the cell gets). */
export const beforeQuery = ({ page }: NewsListQueryVariables) => ({ variables: { page } })

export const Loading = () => {
  const t = useAboutT()
  return (
    <p role="status" className="cell-status">
      {t('about.news.loading')}
    </p>
  )
}

export const isEmpty = (data: NewsListQuery) => data.newsList.results.length === 0

export const Empty = () => {
  const t = useAboutT()
  return <p className="cell-status">{t('about.news.empty')}</p>
}

export const Failure = ({ error }: CellFailureProps<NewsListQueryVariables>) => {
  const to = useLocalePath()
  const t = useAboutT()
  console.error('news', error)
  // A page past the last one (an old link): the api answers NOT_FOUND.
  return errorCodeOf(error) === 'NOT_FOUND' ? (
    <p className="cell-status">
      {richText(t('about.news.noSuchPage'), (text) => (
        <Link to={to(newsListPath())}>{text}</Link>
      ))}
    </p>
  ) : (
    <p role="alert" className="cell-status cell-status--error">
      {t('about.news.failed')}
    </p>
  )
}

export const Success = ({ newsList }: CellSuccessProps<NewsListQuery, NewsListQueryVariables>) => (
  <>
    <NewsList news={newsList.results} eagerFirst />
    <NewsPagination page={newsList.page} pageCount={pageCount(newsList.count, newsList.pageSize)} />
  </>
)
