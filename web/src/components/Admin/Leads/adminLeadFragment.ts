// One shape of a staff lead for its page and the answers of «Обработана» and
// «Открыть снова», so Apollo's cache shows the new state at once.
export const ADMIN_LEAD_FIELDS = gql`
  fragment AdminLeadFields on AdminLead {
    id
    source
    username
    phone
    email
    comment
    page
    productArticle
    productName
    orderId
    orderNumber
    createdAt
    status
    handledAt
    handledByEmail
    handledNote
    crmState
    crmAttempts
    lastError
    deliveredAt
    crmDealId
    history {
      at
      actorEmail
      action
      note
    }
  }
`

export const HANDLE_ADMIN_LEAD = gql`
  mutation HandleAdminLeadMutation($id: Int!, $note: String) {
    handleAdminLead(id: $id, note: $note) {
      ...AdminLeadFields
    }
  }
  ${ADMIN_LEAD_FIELDS}
`

export const REOPEN_ADMIN_LEAD = gql`
  mutation ReopenAdminLeadMutation($id: Int!, $handledAt: String!) {
    reopenAdminLead(id: $id, handledAt: $handledAt) {
      ...AdminLeadFields
    }
  }
  ${ADMIN_LEAD_FIELDS}
`
