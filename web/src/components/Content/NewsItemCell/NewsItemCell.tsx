import type { NewsItemQuery, NewsItemQueryVariables } from 'types/graphql'

import { Link } from '@redwoodjs/router'
import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import NewsArticle from 'src/components/Content/NewsArticle/NewsArticle'
import NotFound from 'src/components/NotFound/NotFound'
import PageMeta from 'src/components/PageMeta/PageMeta'
import { errorCodeOf, logFailure } from 'src/lib/graphqlErrors'
import { useLocalePath } from 'src/lib/i18n'
import { newsListPath, newsPath } from 'src/lib/links'

export const QUERY: TypedDocumentNode<NewsItemQuery, NewsItemQueryVariables> = gql`
  query NewsItemQuery($id: Int!) {
    newsItem(id: $id) {
      id
      title
      summary
      body
      image
      gallery
      isPromo
      publishedAt
    }
  }
`

export const beforeQuery = ({ id }: NewsItemQueryVariables) => ({ variables: { id } })

export const Loading = () => (
  <p role="status" className="cell-status">
    Загружаем новость…
  </p>
)

/**
 * Unpublished or removed (the api answers NOT_FOUND; kept for a null answer
 * all the same): the shop's not-found page, as the web server answers it.
 */
export const Empty = NotFound

export const Failure = ({ error }: CellFailureProps<NewsItemQueryVariables>) => {
  const to = useLocalePath()
  logFailure('news item', error)
  return errorCodeOf(error) === 'NOT_FOUND' ? (
    <NotFound />
  ) : (
    <p role="alert" className="cell-status cell-status--error">
      Не удалось загрузить новость. Обновите страницу или откройте{' '}
      <Link to={to(newsListPath())}>все новости</Link>.
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
