import type { ReactNode } from 'react'

import { metaDescription } from '@domain/pageMeta'
import type { ContentBlockPageQuery, ContentBlockPageQueryVariables } from 'types/graphql'

import { Link } from '@redwoodjs/router'
import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'
import { Metadata } from '@redwoodjs/web'

import { errorCodeOf } from 'src/lib/graphqlErrors'
import { PATHS } from 'src/lib/links'

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

/** A block whose editor has not written its text yet. */
export const isEmpty = (data: ContentBlockPageQuery) => data.contentBlock.body.trim() === ''

export const Empty = ({
  contentBlock,
}: CellSuccessProps<ContentBlockPageQuery, ContentBlockPageQueryVariables>) => (
  <article className="content-block">
    <Metadata title={contentBlock.title} />
    <h1 className="page__title">{contentBlock.title}</h1>
    <p className="cell-status">
      Раздел пока не заполнен. Подробности расскажет менеджер по телефону.
    </p>
  </article>
)

export const Failure = ({ error }: CellFailureProps<ContentBlockPageQueryVariables>) => {
  console.error('content block', error)
  // The api answers NOT_FOUND for a key it has no block for: refreshing would not help.
  return errorCodeOf(error) === 'NOT_FOUND' ? (
    <div className="cell-status">
      <h1>Раздел не найден</h1>
      <p>
        Возможно, он перенесён. Начните с <Link to={PATHS.home}>главной страницы</Link>.
      </p>
    </div>
  ) : (
    <p role="alert" className="cell-status cell-status--error">
      Не удалось загрузить страницу. Обновите её или позвоните нам.
    </p>
  )
}

const LIST_ITEM = /^[-•]\s+/

/** «**важное**» in an editor's text is shown bold. */
const inline = (text: string): ReactNode[] =>
  text
    .split(/\*\*(.+?)\*\*/g)
    .map((part, index) => (index % 2 ? <strong key={index}>{part}</strong> : part))

/**
 * The editors' plain text (as seeded): blank lines between paragraphs, lines
 * starting with «- » form a list, single line breaks are kept.
 */
const ContentText = ({ text }: { text: string }) => (
  <>
    {text
      .trim()
      .split(/\n\s*\n/)
      .flatMap((block, blockIndex) => {
        const lines = block
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
        // Consecutive list lines become one list, the other lines one paragraph.
        const groups: { list: boolean; lines: string[] }[] = []
        for (const line of lines) {
          const list = LIST_ITEM.test(line)
          const last = groups[groups.length - 1]
          if (last && last.list === list) last.lines.push(line)
          else groups.push({ list, lines: [line] })
        }
        return groups.map((group, groupIndex) => {
          const key = `${blockIndex}-${groupIndex}`
          return group.list ? (
            <ul key={key}>
              {group.lines.map((line, index) => (
                <li key={index}>{inline(line.replace(LIST_ITEM, ''))}</li>
              ))}
            </ul>
          ) : (
            <p key={key}>
              {group.lines.map((line, index) => (
                <span key={index}>
                  {index ? <br /> : null}
                  {inline(line)}
                </span>
              ))}
            </p>
          )
        })
      })}
  </>
)

/** An editor's text page: its title as the heading, then the text. */
export const Success = ({
  contentBlock,
}: CellSuccessProps<ContentBlockPageQuery, ContentBlockPageQueryVariables>) => (
  <article className="content-block">
    <Metadata title={contentBlock.title} description={metaDescription(contentBlock.body)} />
    <h1 className="page__title">{contentBlock.title}</h1>
    <ContentText text={contentBlock.body} />
  </article>
)
