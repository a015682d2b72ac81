import type { FaqQuery, FaqQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import { useTextLang } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'

import './FaqCell.css'

export const QUERY: TypedDocumentNode<FaqQuery, FaqQueryVariables> = gql`
  query FaqQuery {
    faqEntries {
      id
      question
      questionLang
      answer
      answerLang
    }
  }
`

export const Loading = () => {
  const t = usePagesT()
  return (
    <p role="status" className="cell-status">
      {t('faq.loading')}
    </p>
  )
}

export const isEmpty = (data: FaqQuery) => data.faqEntries.length === 0

export const Empty = () => {
  const t = usePagesT()
  return <p className="cell-status">{t('faq.empty')}</p>
}

export const Failure = ({ error }: CellFailureProps<FaqQueryVariables>) => {
  const t = usePagesT()
  console.error('faq', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      {t('faq.loadFailed')}
    </p>
  )
}

/** Questions as disclosure widgets: keyboard-usable without script. */
export const Success = ({ faqEntries }: CellSuccessProps<FaqQuery, FaqQueryVariables>) => {
  const langOf = useTextLang()
  return (
    <div className="faq-list">
      {faqEntries.map((entry) => (
        <details key={entry.id} className="faq-list__item">
          <summary lang={langOf(entry.questionLang)}>{entry.question}</summary>
          {entry.answer.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index} lang={langOf(entry.answerLang)}>
              {paragraph}
            </p>
          ))}
        </details>
      ))}
    </div>
  )
}
