import type { ContentKind } from '@modules/content/rules/contentAdmin'
import type { AdminContentRecordQuery, AdminContentRecordQueryVariables } from 'types/graphql'

import type { CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import ContentEditor, {
  type ContentRecordData,
} from 'src/components/Admin/Content/ContentEditor/ContentEditor'
import { adminCellFailure, AdminCellLoading } from 'src/components/Admin/ui/AdminCellStates'

export const QUERY: TypedDocumentNode<AdminContentRecordQuery, AdminContentRecordQueryVariables> =
  gql`
    query AdminContentRecordQuery($kind: String!, $id: String) {
      adminContentRecord(kind: $kind, id: $id) {
        kind
        id
        version
        title
        visible
        values
        choices
      }
    }
  `

export const beforeQuery = (variables: AdminContentRecordQueryVariables) => ({
  variables,
  // The form starts from the stored version, never an older cached one.
  fetchPolicy: 'network-only' as const,
})

export const Loading = AdminCellLoading

export const Failure = adminCellFailure({
  fallback: 'Не удалось загрузить запись. Обновите страницу.',
  logAs: 'admin content record',
})

/** The record (or a blank one) in its kind's form. */
export const Success = ({
  adminContentRecord: record,
}: CellSuccessProps<AdminContentRecordQuery, AdminContentRecordQueryVariables>) => (
  <ContentEditor
    key={`${record.kind}:${record.id ?? 'new'}`}
    kind={record.kind as ContentKind}
    record={record as unknown as ContentRecordData}
  />
)
