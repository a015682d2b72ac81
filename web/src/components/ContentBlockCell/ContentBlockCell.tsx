import type { ContentBlockPageQuery, ContentBlockPageQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'
import { Metadata } from '@redwoodjs/web'

import ContentBlockArticle, {
  ContentBlockFailure,
  ContentBlockLoading,
} from 'src/components/ContentBlockArticle/ContentBlockArticle'
import { useTextLang } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'

export const QUERY: TypedDocumentNode<ContentBlockPageQuery, ContentBlockPageQueryVariables> = gql`
  query ContentBlockPageQuery($blockKey: String!) {
    contentBlock(key: $blockKey) {
      key
      title
      titleLang
      body
      bodyLang
    }
  }
`

export const Loading = ContentBlockLoading

/** A block whose editor has not written its text yet. */
export const isEmpty = (data: ContentBlockPageQuery) => data.contentBlock.body.trim() === ''

export const Empty = ({
  contentBlock,
}: CellSuccessProps<ContentBlockPageQuery, ContentBlockPageQueryVariables>) => {
  const t = usePagesT()
  const langOf = useTextLang()
  return (
    <article className="content-block">
      <Metadata title={contentBlock.title} />
      <h1 className="page__title" lang={langOf(contentBlock.titleLang)}>
        {contentBlock.title}
      </h1>
      <p className="cell-status">{t('content.empty')}</p>
    </article>
  )
}

export const Failure = ({ error }: CellFailureProps<ContentBlockPageQueryVariables>) => (
  <ContentBlockFailure error={error} />
)

/** An editor's text page: its title as the heading, then the text. */
export const Success = ({
  contentBlock,
}: CellSuccessProps<ContentBlockPageQuery, ContentBlockPageQueryVariables>) => (
  <ContentBlockArticle
    title={contentBlock.title}
    titleLang={contentBlock.titleLang}
    body={contentBlock.body}
    bodyLang={contentBlock.bodyLang}
  />
)
