import type { NewsItemQuery, NewsItemQueryVariables } from 'types/graphql'

import { Link } from '@redwoodjs/router'
import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import NewsArticle from 'src/components/Content/NewsArticle/NewsArticle'
import NotFound from 'src/components/NotFound/NotFound'
import PageMeta from 'src/components/PageMeta/PageMeta'
import { errorCodeOf, logFailure } from 'src/lib/graphqlErrors'
import { richText, useLocalePath } from 'src/lib/i18n'
import { useAboutT } from 'src/lib/i18n/aboutSide'
import { newsListPath, newsPath } from 'src/lib/links'

export const QUERY: TypedDocumentNode<NewsItemQuery, NewsItemQueryVariables> = gql`
  query NewsItemQuery($id: Int!) {
    newsItem(id: $id) {
      id
      title
      titleLang
      summary
      summaryLang
      body
      bodyLang
      image
      gallery
      isPromo
      publishedAt
    }
  }
`

export const beforeQuery = ({ id }: NewsItemQueryVariables) => ({ variables: { id } })

export const Loading = () => {
  const t = useAboutT()
  return (
    <p role="status" className="cell-status">
      {t('about.news.itemLoading')}
    </p>
  )
}

/**
 * Unpublished or removed (the api answers NOT_FOUND; kept for a null answer
 * all the same): the shop's not-found page, as the web server answers it.
 */
export const Empty = NotFound

export const Failure = ({ error }: CellFailureProps<NewsItemQueryVariables>) => {
  const to = useLocalePath()
  const t = useAboutT()
  logFailure('news item', error)
  return errorCodeOf(error) === 'NOT_FOUND' ? (
    <NotFound />
  ) : (
    <p role="alert" className="cell-status cell-status--error">
      {richText(t('about.news.itemFailed'), (text) => (
        <Link to={to(newsListPath())}>{text}</Link>
      ))}
    </p>
  )
}

export const Success = ({ newsItem }: CellSuccessProps<NewsItemQuery, NewsItemQueryVariables>) => (
  <>
    <PageMeta
      title={newsItem.title}
      description={newsItem.summary || newsItem.title}
      path={newsPath(newsItem.id)}
      image={newsItem.image}
      type="article"
    />
    <NewsArticle news={newsItem} />
  </>
)
