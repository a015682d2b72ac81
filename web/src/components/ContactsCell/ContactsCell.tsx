import type { ContactsPageQuery, ContactsPageQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import ContactFacts from 'src/components/ContactFacts/ContactFacts'
import ContentBlockArticle, {
  ContentBlockFailure,
  ContentBlockLoading,
} from 'src/components/ContentBlockArticle/ContentBlockArticle'
import { siteContactsOf } from 'src/components/SiteContent/useContentBlock'

/**
 * The `contacts` block with its facts in one cell, so the build writes the
 * phone, e-mail and address into /contacts and the browser adopts exactly that
 * markup. Read through the frame's own query instead, the facts depended on
 * whether its answer came before React adopted the page (a mismatch, React
 * errors 418 and 422, seen under CI's load).
 */
export const QUERY: TypedDocumentNode<ContactsPageQuery, ContactsPageQueryVariables> = gql`
  query ContactsPageQuery {
    contentBlock(key: "contacts") {
      key
      title
      titleLang
      body
      bodyLang
      data
    }
  }
`

interface Props {
  /** «Перезвоните мне»: the page opens the call-back form. */
  onCallback: () => void
}

export const Loading = ContentBlockLoading

export const Failure = ({ error }: CellFailureProps<ContactsPageQueryVariables>) => (
  <ContentBlockFailure error={error} />
)

export const Success = ({
  contentBlock,
  onCallback,
}: CellSuccessProps<ContactsPageQuery, ContactsPageQueryVariables> & Props) => (
  <>
    <ContentBlockArticle
      title={contentBlock.title}
      titleLang={contentBlock.titleLang}
      body={contentBlock.body}
      bodyLang={contentBlock.bodyLang}
    />
    <ContactFacts contacts={siteContactsOf(contentBlock.data)} onCallback={onCallback} />
  </>
)
