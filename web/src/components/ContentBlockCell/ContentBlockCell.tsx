import type { ContentBlockPageQuery, ContentBlockPageQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'
import { Metadata } from '@redwoodjs/web'

export const QUERY: TypedDocumentNode<ContentBlockPageQuery, ContentBlockPageQueryVariables> = gql`
  query ContentBlockPageQuery($blockKey: String!) {
    contentBlock(key: $blockKey) {
      key
      title
      body
    }
  }
`

export const Loading = () => (
  <p role="status" className="cell-status">
    Загружаем…
  </p>
)

export const Failure = ({ error }: CellFailureProps<ContentBlockPageQueryVariables>) => {
  console.error('content block', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      Не удалось загрузить страницу. Обновите её или позвоните нам.
    </p>
  )
}

/** An editor's text page: its title as the heading, blank lines between paragraphs. */
export const Success = ({
  contentBlock,
}: CellSuccessProps<ContentBlockPageQuery, ContentBlockPageQueryVariables>) => (
  <article className="content-block">
    <Metadata title={contentBlock.title} />
    <h1 className="page__title">{contentBlock.title}</h1>
    {contentBlock.body.split(/\n{2,}/).map((paragraph, index) => (
      <p key={index}>{paragraph}</p>
    ))}
  </article>
)
