import type { ReactNode } from 'react'

import { metaDescription } from '@domain/pageMeta'

import { Link } from '@redwoodjs/router'
import { Metadata } from '@redwoodjs/web'

import RichText from 'src/components/RichText/RichText'
import { errorCodeOf } from 'src/lib/graphqlErrors'
import { richText, useLocalePath, useTextLang } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { PATHS } from 'src/lib/links'

interface Props {
  title: string
  /** The languages of the texts (the api's `titleLang`, `bodyLang`): a Russian fallback on a Kazakh page is marked. */
  titleLang?: string | null
  body: string
  bodyLang?: string | null
}

/**
 * An editors' text page (/service, /delivery, /contacts …): its title as the
 * heading, then the text in the same Markdown the back office previews.
 */
const ContentBlockArticle = ({ title, titleLang, body, bodyLang }: Props) => {
  const langOf = useTextLang()
  return (
    <article className="content-block">
      <Metadata title={title} description={metaDescription(body)} />
      <h1 className="page__title" lang={langOf(titleLang)}>
        {title}
      </h1>
      <RichText text={body} lang={langOf(bodyLang)} />
    </article>
  )
}

export default ContentBlockArticle

/** While a text page loads. */
export const ContentBlockLoading = () => {
  const t = usePagesT()
  return (
    <p role="status" className="cell-status">
      {t('content.loading')}
    </p>
  )
}

/** A text page that failed: unknown key (refreshing would not help) or anything else. */
export const ContentBlockFailure = ({ error }: { error?: unknown }): ReactNode => {
  const to = useLocalePath()
  const t = usePagesT()
  console.error('content block', error)
  return errorCodeOf(error) === 'NOT_FOUND' ? (
    <div className="cell-status">
      <h1>{t('content.notFound')}</h1>
      <p>
        {richText(t('content.notFoundText'), (text) => (
          <Link to={to(PATHS.home)}>{text}</Link>
        ))}
      </p>
    </div>
  ) : (
    <p role="alert" className="cell-status cell-status--error">
      {t('content.failed')}
    </p>
  )
}
