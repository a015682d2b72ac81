export const schema = gql`
  "The callback form (SPEC §3 Application form): the operator calls back."
  input CallbackLeadInput {
    username: String
    phone: String
    email: String
    comment: String
    "Sent only when the form shows the checkbox; then it must be true."
    agreement: Boolean
    "The site path the form was sent from (a query is cut off)."
    page: String
    "The product's article, when the form was sent from its page."
    article: String
  }

  type LeadAnswer {
    success: Boolean!
    "'Заявка успешно отправлена'"
    detail: String!
  }

  type Mutation {
    "Stores the lead for the CRM (delivered later); field errors as SPEC §5 words them. Rate-limited."
    submitCallbackLead(input: CallbackLeadInput!): LeadAnswer! @skipAuth
  }
`
