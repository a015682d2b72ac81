// ContactsPageQuery's answers for stories and tests: the demo «contacts» block.
import type { ContactsPageQuery } from 'types/graphql'

import { PAGE_BLOCKS } from 'src/components/ContentBlockCell/ContentBlockCell.mock'
import { DEMO_CONTACTS_BLOCK } from 'src/components/SiteContent/SiteContent.mock'

export const standard = (): ContactsPageQuery => ({
  contentBlock: {
    __typename: 'ContentBlock' as const,
    key: 'contacts',
    ...PAGE_BLOCKS.contacts,
    titleLang: 'ru',
    bodyLang: 'ru',
    data: DEMO_CONTACTS_BLOCK.data,
  },
})

/** A block whose editors have not filled in the facts yet. */
export const withoutFacts = (): ContactsPageQuery => ({
  contentBlock: { ...standard().contentBlock, data: null },
})
